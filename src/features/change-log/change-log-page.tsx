// /admin/change-log (change-log feature): what changed for the people who use the app, by version,
// in the reader's language (release-notes.{en,fr}.md, bundled with the page: offline and under the
// CSP as any code). Another language reads the English notes, marked as English. CHANGELOG.md is
// the developers' file and is not shown here.
import { Card, Typography } from 'antd';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import english from './release-notes.en.md?raw';
import french from './release-notes.fr.md?raw';
import { parseMarkdown, type Inline } from './markdown';

const NOTES: Record<string, string> = { en: english, fr: french };

function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => (part.kind === 'code' ? <Typography.Text key={index} code>{part.text}</Typography.Text> : <Fragment key={index}>{part.text}</Fragment>));
}

export function ChangeLogPage() {
  const intl = useIntl();
  const language = intl.locale.split('-')[0]!;
  const own = NOTES[language];
  // The file's own first heading repeats the page title.
  const blocks = parseMarkdown(own ?? english).filter((block, index) => !(index === 0 && block.kind === 'heading' && block.level === 1));
  // Notes in another language than the page's are said as English (WCAG 3.1.2).
  return (
    <Card lang={own ? undefined : 'en'}>
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
