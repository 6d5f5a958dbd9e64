import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdown';

describe('the change log reader', () => {
  it('reads headings, wrapped list items, paragraphs and code spans', () => {
    const blocks = parseMarkdown('# Changelog\n\nSome `text`.\n\n## [1.0]\n### Added\n- one\n- two that\n  wraps\n');
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: [{ kind: 'text', text: 'Changelog' }] },
      { kind: 'paragraph', text: [{ kind: 'text', text: 'Some ' }, { kind: 'code', text: 'text' }, { kind: 'text', text: '.' }] },
      { kind: 'heading', level: 2, text: [{ kind: 'text', text: '[1.0]' }] },
      { kind: 'heading', level: 3, text: [{ kind: 'text', text: 'Added' }] },
      { kind: 'list', items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two that wraps' }]] },
    ]);
  });

  it('keeps markup as text', () => {
    expect(parseMarkdown('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'paragraph', text: [{ kind: 'text', text: '<img src=x onerror=alert(1)>' }] },
    ]);
  });
});
