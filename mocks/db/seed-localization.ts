// The localization seed: backend-managed texts keyed by the application's message ids, with the
// app's own wordings as defaults and French translations (mocks/localization-seed.test.ts holds
// them to locales/*.json; the seed cannot import those files, which production builds turn into
// parsed messages), so the catalogue lays over the bundle without changing the UI until an
// administrator changes a wording. The last two have no French translation: French keeps its
// bundled wording for them (the catalogue leaves them out).
import type { TextRecord, TranslationRecord } from './records';
import { SEED_TIME } from './seed-time';

const FRENCH_ID = 2;

/** Message id, English (the text's default), French (null: untranslated). */
export const SEED_TEXTS: readonly (readonly [string, string, string | null])[] = [
  ['landing.title', 'Menus of the day', 'Menus du jour'],
  ['landing.filter.today', 'Today', 'Aujourd’hui'],
  ['checkout.title', 'Checkout', 'Commande'],
  ['auth.action.dashboard', 'Dashboard', 'Tableau de bord'],
  ['auth.action.signIn', 'Sign in', 'Se connecter'],
  ['auth.action.signUp', 'Sign up', 'S’inscrire'],
  ['nav.dashboard', 'Dashboard', 'Tableau de bord'],
  ['nav.orderLunch', 'Order lunch', 'Commander le déjeuner'],
  ['dashboard.next.title', 'What’s next', 'À venir'],
  ['errors.notFound.title', 'Page Not Found', 'Page introuvable'],
  ['landing.emptyFiltered', 'No menu matches these filters.', null],
  ['checkout.payment.hint', 'Your card details are sent once with the order and never stored.', null],
];

export function seedLocalization(): { texts: TextRecord[]; translations: TranslationRecord[] } {
  const stamps = { created_at: SEED_TIME, updated_at: SEED_TIME };
  const texts = SEED_TEXTS.map(([key, fallback], index) => ({ id: index + 1, key, default: fallback, ...stamps }));
  const translations: TranslationRecord[] = [];
  SEED_TEXTS.forEach(([, , french], index) => {
    if (french === null) return;
    translations.push({ id: translations.length + 1, text_id: index + 1, language_id: FRENCH_ID, translation: french, ...stamps });
  });
  return { texts, translations };
}
