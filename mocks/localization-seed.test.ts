// The demo's texts carry the app's own wordings, so the backend catalogue changes nothing until an
// administrator does; the untranslated ones are untranslated in French only in the backend.
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { SEED_TEXTS } from './db/seed-localization';

describe('the localization seed', () => {
  it('words each text as the bundled messages do', () => {
    const bundled = (catalogue: Record<string, string>, key: string) => catalogue[key];
    for (const [key, english, french] of SEED_TEXTS) {
      expect(english, key).toBe(bundled(en, key));
      if (french !== null) expect(french, key).toBe(bundled(fr, key));
      else expect(bundled(fr, key), key).toBeDefined();
    }
  });
});
