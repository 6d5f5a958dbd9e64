import { describe, expect, it } from 'vitest';
import type { Text, Translation } from '@/api/models';
import { exportFile, planImport, readFile } from './translation-file';

const STAMPS = { created_at: '2025-01-01T08:00:00.000000Z', updated_at: '2025-01-01T08:00:00.000000Z' };
const text = (id: number, key: string, fallback: string): Text => ({ id, key, default: fallback, ...STAMPS });
const translation = (id: number, textId: number, wording: string): Translation => ({
  id, text_id: textId, text_key: '', language_id: 2, language_code: 'fr', translation: wording, ...STAMPS,
});
const TEXTS = [text(1, 'landing.title', 'Menus of the day'), text(2, 'checkout.title', 'Checkout'), text(3, 'a.b', 'Ab')];
const FRENCH = [translation(10, 1, 'Menus du jour'), translation(11, 2, 'Commande')];

describe('a translations file', () => {
  it('exports the language’s wordings by id, sorted; the default language’s defaults where untranslated', () => {
    expect(JSON.stringify(exportFile(TEXTS, FRENCH, false))).toBe('{"checkout.title":"Commande","landing.title":"Menus du jour"}');
    expect(exportFile(TEXTS, [], true)).toEqual({ 'a.b': 'Ab', 'checkout.title': 'Checkout', 'landing.title': 'Menus of the day' });
  });

  it('reads only a JSON object', () => {
    expect(readFile('{"a.b": "x"}')).toEqual({ 'a.b': 'x' });
    expect(readFile('["a"]')).toBeUndefined();
    expect(readFile('null')).toBeUndefined();
    expect(readFile('{oops')).toBeUndefined();
  });

  it('plans what an import adds, changes, leaves and refuses (unknown ids, values that are no wording)', () => {
    const file = { 'landing.title': 'Menus du jour', 'checkout.title': 'Votre commande', 'a.b': 'AB fr', 'no.such': 'x', 'a.c': 3 };
    expect(planImport(file, [...TEXTS, text(4, 'a.c', 'Ac')], FRENCH, false)).toEqual({
      add: [{ textId: 3, key: 'a.b', wording: 'AB fr' }],
      change: [{ translationId: 11, key: 'checkout.title', wording: 'Votre commande' }],
      unchanged: ['landing.title'],
      refused: [{ key: 'no.such', reason: 'unknownId' }, { key: 'a.c', reason: 'notWording' }],
    });
  });

  it('counts a default language’s wording equal to its default as unchanged', () => {
    expect(planImport({ 'a.b': 'Ab', 'checkout.title': 'Pay' }, TEXTS, [], true)).toMatchObject({
      unchanged: ['a.b'],
      add: [{ textId: 2, key: 'checkout.title', wording: 'Pay' }],
    });
  });
});
