// Text sizes in our CSS are in rem, so the browser's font size setting scales the text (issue 22,
// WCAG 1.4.4): in CSS files and in components' inline styles, where React reads a bare number as
// px. A px size is a defect unless listed here with its reason. (antd's own sizes follow the
// setting through the theme: src/features/theme/text-scale.ts.)
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** `file: declaration` pairs allowed a px size, each with why. Empty today. */
const ALLOWED = new Set<string>([]);

function filesOf(dir: string, extension: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(path, extension);
    return entry.name.endsWith(extension) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Every `font-size` or `font` declaration of a CSS text with a px length in it, comments left out. */
function pxFontSizes(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...code.matchAll(/(?<![\w-])font(?:-size)?\s*:\s*([^;}]*)/g)].filter((match) => /\d(?:\.\d+)?px\b/.test(match[1]!)).map((match) => match[0].trim());
}

/** Every inline `fontSize` of a component in px: a bare number (React adds px), or a px string. */
function pxInlineFontSizes(tsx: string): string[] {
  return [...tsx.matchAll(/\bfontSize\s*:\s*([^,}\n]*)/g)]
    .filter((match) => {
      // Relative sizes and comparisons (`level === 3 ? …`) left out, what remains is a length.
      const value = match[1]!.replace(/'[^']*r?em'/g, '').replace(/[=<>]=*\s*\d+/g, '');
      return /(?<![\w.])\d+(?:\.\d+)?(?![\w.%])|\dpx\b/.test(value);
    })
    .map((match) => match[0].trim());
}

describe('CSS font sizes', () => {
  it('finds px sizes, in the shorthand too, and leaves rem, pt, comments and other properties alone', () => {
    const css = `a { font-size: 14px; } b { font: 600 12px/1.5 sans-serif } c { font-size: clamp(1rem, 5vw, 38px); }
      d { font-size: 0.875rem; line-height: 20px; } e { font-size: 11pt; } /* f { font-size: 9px; } */ g { font: inherit; }`;
    expect(pxFontSizes(css)).toEqual(['font-size: 14px', 'font: 600 12px/1.5 sans-serif', 'font-size: clamp(1rem, 5vw, 38px)']);
  });

  it('are in rem (or another relative unit) in every CSS file of src/', () => {
    const files = [...filesOf(join(root, 'src'), '.css'), join(root, 'index.html')];
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.flatMap((file) => {
      const name = relative(root, file);
      return pxFontSizes(readFileSync(file, 'utf8')).map((declaration) => `${name}: ${declaration}`).filter((entry) => !ALLOWED.has(entry));
    });
    expect(offenders).toEqual([]);
  });

  it("finds inline px sizes in components' styles, and leaves rem, em and tokens alone", () => {
    const tsx = `<h1 style={{ fontSize: 24 }} /> <b style={{ fontSize: '12px', margin: 0 }} /> <i style={{ fontSize: strong ? 16 : undefined }} />
      <p style={{ fontSize: '1.5rem' }} /> <s style={{ fontSize: '0.85em' }} /> <u style={{ fontSize: token.fontSize }} /> <q style={{ fontSize: strong ? '1rem' : undefined }} />
      <h2 style={{ fontSize: level === 3 ? '1rem' : '1.25rem' }} /> <h3 style={{ fontSize: level === 3 ? 16 : 20 }} />`;
    expect(pxInlineFontSizes(tsx)).toEqual(['fontSize: 24', "fontSize: '12px'", 'fontSize: strong ? 16 : undefined', 'fontSize: level === 3 ? 16 : 20']);
  });

  it('are in rem in the inline styles of every component of src/', () => {
    const files = filesOf(join(root, 'src'), '.tsx');
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => pxInlineFontSizes(readFileSync(file, 'utf8')).map((declaration) => `${relative(root, file)}: ${declaration}`));
    expect(offenders).toEqual([]);
  });
});
