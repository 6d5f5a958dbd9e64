// The localization seed: backend-managed texts keyed like the application's message ids, with
// French translations. Keys the app bundles keep their bundled wording in both languages, so the
// catalogue lays over them without changing the UI; only texts the app does not bundle go
// untranslated, to show the fallback to the default without putting English into a French page.
import type { TextRecord, TranslationRecord } from './records';
import { SEED_TIME } from './seed-time';

const FRENCH_ID = 2;

/** key, default (English), French or null for none. */
const TEXTS: readonly (readonly [string, string, string | null])[] = [
  ['landing.title', "Today's lunch", 'Le déjeuner du jour'],
  ['landing.subtitle', 'Order before 10:30 for delivery at noon.', 'Commandez avant 10 h 30 pour une livraison à midi.'],
  ['checkout.title', 'Your order', 'Votre commande'],
  ['home.continue', 'Go to the dashboard', 'Aller au tableau de bord'],
  ['home.signIn', 'Sign in', 'Se connecter'],
  ['home.signUp', 'Create an account', 'Créer un compte'],
  ['nav.dashboard', 'Dashboard', 'Tableau de bord'],
  ['dashboard.menus', 'Menus', 'Menus'],
  ['dashboard.menus.description', 'See what the restaurants serve.', 'Voir ce que servent les restaurants.'],
  ['errors.notFound.title', 'Page Not Found', 'Page introuvable'],
  ['landing.openingHours', 'Open Monday to Friday, 11:30 to 14:00.', null],
  ['checkout.deliveryNote', 'Deliveries leave the kitchen at 11:45.', null],
];

export function seedLocalization(): { texts: TextRecord[]; translations: TranslationRecord[] } {
  const stamps = { created_at: SEED_TIME, updated_at: SEED_TIME };
  const texts = TEXTS.map(([key, fallback], index) => ({ id: index + 1, key, default: fallback, ...stamps }));
  const translations: TranslationRecord[] = [];
  TEXTS.forEach(([, , french], index) => {
    if (french === null) return;
    translations.push({ id: translations.length + 1, text_id: index + 1, language_id: FRENCH_ID, translation: french, ...stamps });
  });
  return { texts, translations };
}
