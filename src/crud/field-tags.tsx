// A field's values as tags (a user's roles) in lists and details: plain elements with antd's Tag
// look, since a list draws them on every row (see columns.tsx).
import './field-tags.css';

export function FieldTags({ names }: { names: string[] }) {
  return (
    <span className="l-tags">
      {names.map((name) => (
        <span key={name} className="l-tag">
          {name}
        </span>
      ))}
    </span>
  );
}
