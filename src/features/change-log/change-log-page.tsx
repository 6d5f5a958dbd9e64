// /admin/change-log (change-log feature): CHANGELOG.md of this build, rendered as text.
import { Card, Typography } from 'antd';
import { Fragment } from 'react';
import changelog from '../../../CHANGELOG.md?raw';
import { parseMarkdown, type Inline } from './markdown';

function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => (part.kind === 'code' ? <Typography.Text key={index} code>{part.text}</Typography.Text> : <Fragment key={index}>{part.text}</Fragment>));
}

export function ChangeLogPage() {
  // The file's own first heading repeats the page title.
  const blocks = parseMarkdown(changelog).filter((block, index) => !(index === 0 && block.kind === 'heading' && block.level === 1));
  // The file is written in English: said as English in a French page too (WCAG 3.1.2).
  return (
    <Card lang="en">
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <Typography.Title key={index} level={block.level === 3 ? 3 : 2} style={{ fontSize: block.level === 3 ? '1rem' : '1.25rem' }}>
              <InlineText parts={block.text} />
            </Typography.Title>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <InlineText parts={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <Typography.Paragraph key={index}>
            <InlineText parts={block.text} />
          </Typography.Paragraph>
        );
      })}
    </Card>
  );
}
