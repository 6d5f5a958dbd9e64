// A field's values as tags (a user's roles) in lists and details: plain elements with antd's Tag
// look, since a list draws them on every row (see columns.tsx); with a tone, tinted (a log's result).
import type { FieldTone } from '@/lib/field-definition';
import './field-tags.css';

export function FieldTags({ names, tone }: { names: string[]; tone?: FieldTone }) {
  return (
    <span className="l-tags">
      {names.map((name) => (
        <span key={name} className="l-tag" data-tone={tone}>
          {name}
        </span>
      ))}
    </span>
  );
}
