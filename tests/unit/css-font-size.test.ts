// Text sizes in our CSS are in rem, so the browser's font size setting scales the text (issue 22,
// WCAG 1.4.4). A px size is a defect unless listed here with its reason.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** `file: declaration` pairs allowed a px size, each with why. Empty today. */
const ALLOWED = new Set<string>([]);

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Every `font-size` or `font` declaration of a CSS text with a px length in it, comments left out. */
function pxFontSizes(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...code.matchAll(/(?<![\w-])font(?:-size)?\s*:\s*([^;}]*)/g)].filter((match) => /\d(?:\.\d+)?px\b/.test(match[1]!)).map((match) => match[0].trim());
}

describe('CSS font sizes', () => {
  it('finds px sizes, in the shorthand too, and leaves rem, pt, comments and other properties alone', () => {
    const css = `a { font-size: 14px; } b { font: 600 12px/1.5 sans-serif } c { font-size: clamp(1rem, 5vw, 38px); }
      d { font-size: 0.875rem; line-height: 20px; } e { font-size: 11pt; } /* f { font-size: 9px; } */ g { font: inherit; }`;
    expect(pxFontSizes(css)).toEqual(['font-size: 14px', 'font: 600 12px/1.5 sans-serif', 'font-size: clamp(1rem, 5vw, 38px)']);
  });

  it('are in rem (or another relative unit) in every CSS file of src/', () => {
    const files = [...cssFiles(join(root, 'src')), join(root, 'index.html')];
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.flatMap((file) => {
      const name = relative(root, file);
      return pxFontSizes(readFileSync(file, 'utf8')).map((declaration) => `${name}: ${declaration}`).filter((entry) => !ALLOWED.has(entry));
    });
    expect(offenders).toEqual([]);
  });
});
