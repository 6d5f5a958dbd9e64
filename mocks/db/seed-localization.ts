// The localization seed: backend-managed texts keyed by the application's message ids. Their
// defaults and French translations are the bundled wordings, so the catalogue lays over the
// bundle without changing the UI until an administrator changes a wording. The last two have no
// French translation: French keeps its bundled wording for them (the catalogue leaves them out).
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import type { TextRecord, TranslationRecord } from './records';
import { SEED_TIME } from './seed-time';

const FRENCH_ID = 2;

type MessageId = keyof typeof en & keyof typeof fr;

const TRANSLATED: readonly MessageId[] = [
  'landing.title',
  'landing.filter.today',
  'checkout.title',
  'auth.action.dashboard',
  'auth.action.signIn',
  'auth.action.signUp',
  'nav.dashboard',
  'dashboard.menus',
  'dashboard.menus.description',
  'errors.notFound.title',
];
const UNTRANSLATED: readonly MessageId[] = ['landing.emptyFiltered', 'checkout.payment.hint'];

export function seedLocalization(): { texts: TextRecord[]; translations: TranslationRecord[] } {
  const stamps = { created_at: SEED_TIME, updated_at: SEED_TIME };
  const texts = [...TRANSLATED, ...UNTRANSLATED].map((key, index) => ({ id: index + 1, key, default: en[key], ...stamps }));
  const translations = TRANSLATED.map((key, index) => ({
    id: index + 1, text_id: index + 1, language_id: FRENCH_ID, translation: fr[key], ...stamps,
  }));
  return { texts, translations };
}
