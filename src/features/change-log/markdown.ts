// A small Markdown reader for the release notes (release-notes.{en,fr}.md): headings, bullet
// lists, paragraphs and `code`.
// It produces plain data that React renders as text; nothing is ever inserted as HTML.

export type Inline = { kind: 'text' | 'code'; text: string };
export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: Inline[] }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'paragraph'; text: Inline[] };

export function parseInline(text: string): Inline[] {
  return text
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('`') && part.endsWith('`') ? { kind: 'code', text: part.slice(1, -1) } : { kind: 'text', text: part }));
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let list: string[] | undefined;
  let paragraph: string[] | undefined;
  const flush = () => {
    if (list) blocks.push({ kind: 'list', items: list.map(parseInline) });
    if (paragraph) blocks.push({ kind: 'paragraph', text: parseInline(paragraph.join(' ')) });
    list = undefined;
    paragraph = undefined;
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const item = /^[-*]\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: parseInline(heading[2]!) });
    } else if (item) {
      if (paragraph) flush();
      (list ??= []).push(item[1]!);
    } else if (line.trim() === '') {
      flush();
    } else if (list && /^\s+/.test(raw)) {
      list[list.length - 1] += ` ${line.trim()}`; // a wrapped list item
    } else {
      if (list) flush();
      (paragraph ??= []).push(line.trim());
    }
  }
  flush();
  return blocks;
}
