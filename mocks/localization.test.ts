// Localization: languages, texts and their translations (CRUD, uniqueness, cascades,
// relationships=true, one translation per text and language) and the public catalogue.
import { describe, expect, it } from 'vitest';
import type { Language, Text, Translation } from '@/api/models';
import { body, call, login } from './testing/backend-client';
import { list, listIds } from './testing/catalogue-helpers';

type Catalogue = { data: Record<string, string> };
const catalogue = async (locale: string) => body<Catalogue>(await call('GET', `api/v1/translations/catalogue/${locale}`));

describe('localization permissions', () => {
  it('answer 403 to a user without the resource permission', async () => {
    await login('user@example.com');
    for (const path of ['languages', 'languages/1', 'texts', 'texts/1', 'translations', 'translations/1']) {
      expect((await call('GET', `api/v1/${path}`)).status).toBe(403);
    }
    expect((await call('POST', 'api/v1/languages', { body: { name: 'Español', code: 'es' } })).status).toBe(403);
    expect((await call('DELETE', 'api/v1/texts/1')).status).toBe(403);
    expect((await call('POST', 'api/v1/texts/11/languages/2/translations', { body: { translation: 'x' } })).status).toBe(403);
    expect((await call('PUT', 'api/v1/translations/1', { body: { translation: 'x' } })).status).toBe(403);
  });
});

describe('languages', () => {
  it('tell their coverage: texts translated into them, every text for the default language', async () => {
    await login('admin@example.com');
    const coverage = async () => (await list<Language>('api/v1/languages')).data.map((l) => [l.code, l.coverage]);
    expect(await coverage()).toEqual([['de', { translated: 0, texts: 12 }], ['fr', { translated: 10, texts: 12 }], ['en', { translated: 12, texts: 12 }]]);
    await call('POST', 'api/v1/texts/11/languages/3/translations', { body: { translation: 'Kein Menü' } });
    await call('POST', 'api/v1/texts', { body: { key: 'landing.new', default: 'New' } });
    expect(await coverage()).toEqual([['de', { translated: 1, texts: 13 }], ['fr', { translated: 10, texts: 13 }], ['en', { translated: 13, texts: 13 }]]);
  });

  it('list, search in name and code, filter on enabled, sort; 422 on a bad order_by', async () => {
    await login('admin@example.com');
    const page = await list<Language>('api/v1/languages');
    expect(page.data.map((l) => l.code)).toEqual(['de', 'fr', 'en']);
    expect(page.meta).toMatchObject({ total: 3, last_page: 1, from: 1, to: 3 });
    expect(await listIds('api/v1/languages?search=FRAN')).toEqual([2]);
    expect(await listIds('api/v1/languages?search=en')).toEqual([1]); // code en, English
    expect(await listIds('api/v1/languages?enabled=0')).toEqual([3]);
    expect(await listIds('api/v1/languages?enabled=1&order_dir=asc')).toEqual([1, 2]);
    expect(await listIds('api/v1/languages?order_by=name&order_dir=asc')).toEqual([3, 1, 2]);
    const bad = await call('GET', 'api/v1/languages?order_by=icon');
    expect(bad.status).toBe(422);
    expect(await body(bad)).toEqual({
      message: 'The selected order by is invalid.', errors: { order_by: ['The selected order by is invalid.'] },
    });
  });

  it('create (disabled, no icon by default), with a unique lowercase code', async () => {
    await login('admin@example.com');
    const created = await call('POST', 'api/v1/languages', { body: { name: 'Español', code: 'es' } });
    expect(created.status).toBe(201);
    expect(await body(created)).toMatchObject({ data: { id: 4, name: 'Español', code: 'es', enabled: false, icon: null } });
    const bad = await call('POST', 'api/v1/languages', { body: { name: '', code: 'FR', enabled: 'yes' } });
    expect(bad.status).toBe(422);
    expect(await body(bad)).toEqual({
      message: 'The name field is required. (and 3 more errors)',
      errors: {
        name: ['The name field is required.'],
        code: ['The code field format is invalid.', 'The code has already been taken.'],
        enabled: ['The enabled field must be true or false.'],
      },
    });
    const french = await call('POST', 'api/v1/languages', { body: { name: 'Italiano', code: 'i' }, locale: 'fr' });
    expect(await body(french)).toMatchObject({ errors: { code: ['Le format du champ code est invalide.'] } });
  });

  it('update (its own code is no conflict); a newly enabled language joins the switcher', async () => {
    await login('admin@example.com');
    const updated = await call('PUT', 'api/v1/languages/3', { body: { name: 'Deutsch', code: 'de', enabled: true } });
    expect(updated.status).toBe(200);
    expect(await body(updated)).toMatchObject({ data: { id: 3, code: 'de', enabled: true, icon: 'de' } });
    const enabled = await body<{ data: Language[] }>(await call('GET', 'api/v1/languages/enabled'));
    expect(enabled.data.map((l) => l.code)).toEqual(['en', 'fr', 'de']);
    const taken = await call('PUT', 'api/v1/languages/2', { body: { name: 'Français', code: 'en' } });
    expect(await body(taken)).toMatchObject({ errors: { code: ['The code has already been taken.'] } });
    expect((await call('PUT', 'api/v1/languages/99', { body: { name: 'X', code: 'xx' } })).status).toBe(404);
  });

  it('delete a language with its translations; its catalogue then answers 404', async () => {
    await login('admin@example.com');
    expect((await list('api/v1/translations?language_id=2')).meta.total).toBe(10);
    expect((await call('DELETE', 'api/v1/languages/2')).status).toBe(204);
    expect((await call('GET', 'api/v1/languages/2')).status).toBe(404);
    expect((await call('DELETE', 'api/v1/languages/2')).status).toBe(404);
    expect((await list('api/v1/translations')).meta.total).toBe(0);
    expect((await call('GET', 'api/v1/translations/catalogue/fr')).status).toBe(404);
  });
});

describe('texts', () => {
  it('list, search in key and default, sort by key; 422 on a bad order_by', async () => {
    await login('admin@example.com');
    const page = await list<Text>('api/v1/texts');
    expect(page.data.map((t) => t.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(page.meta).toMatchObject({ total: 12, last_page: 2 });
    expect(page.data[0]).not.toHaveProperty('translations');
    expect(await listIds('api/v1/texts?search=LANDING.')).toEqual([11, 2, 1]);
    expect(await listIds('api/v1/texts?search=never stored')).toEqual([12]); // default
    expect(await listIds('api/v1/texts?missing_language_id=2')).toEqual([12, 11]); // no French yet
    expect((await list('api/v1/texts?missing_language_id=3')).meta.total).toBe(12);
    expect((await list('api/v1/texts?missing_language_id=x')).meta.total).toBe(12); // no valid id: no filter
    const byKey = await list<Text>('api/v1/texts?order_by=key&order_dir=asc&per_page=25');
    expect(byKey.data.slice(0, 2).map((t) => t.key)).toEqual(['auth.action.dashboard', 'auth.action.signIn']);
    expect((await call('GET', 'api/v1/texts?order_by=default')).status).toBe(422);
  });

  it('embed translations with relationships=true', async () => {
    await login('admin@example.com');
    expect(await body(await call('GET', 'api/v1/texts/1?relationships=true'))).toEqual({
      data: {
        id: 1, key: 'landing.title', default: 'Menus of the day',
        created_at: '2025-01-01T08:00:00.000000Z', updated_at: '2025-01-01T08:00:00.000000Z',
        translations: [{
          id: 1, text_id: 1, text_key: 'landing.title', language_id: 2, language_code: 'fr',
          translation: 'Menus du jour',
          created_at: '2025-01-01T08:00:00.000000Z', updated_at: '2025-01-01T08:00:00.000000Z',
        }],
      },
    });
    expect((await body<{ data: Text }>(await call('GET', 'api/v1/texts/1'))).data).not.toHaveProperty('translations');
    const page = await list<Text>('api/v1/texts?relationships=true');
    expect(page.data[0]?.translations).toEqual([]); // checkout.payment.hint has none
    expect((await call('GET', 'api/v1/texts/99')).status).toBe(404);
  });

  it('create and update with a unique (case-sensitive) dotted key', async () => {
    await login('admin@example.com');
    const created = await call('POST', 'api/v1/texts', { body: { key: 'checkout.submit', default: 'Place the order' } });
    expect(created.status).toBe(201);
    expect(await body(created)).toMatchObject({ data: { id: 13, key: 'checkout.submit', default: 'Place the order' } });
    const bad = await call('POST', 'api/v1/texts', { body: { key: 'landing.title', default: ' ' } });
    expect(await body(bad)).toEqual({
      message: 'The key has already been taken. (and 1 more error)',
      errors: { key: ['The key has already been taken.'], default: ['The default field is required.'] },
    });
    const single = await call('POST', 'api/v1/texts', { body: { key: 'landing', default: 'x' }, locale: 'fr' });
    expect(await body(single)).toMatchObject({ errors: { key: ['Le format du champ clé est invalide.'] } });
    expect((await call('POST', 'api/v1/texts', { body: { key: 'Landing.Title', default: 'x' } })).status).toBe(201);
    expect((await call('PUT', 'api/v1/texts/1', { body: { key: 'landing.title', default: 'Lunch of the day' } })).status).toBe(200);
    const taken = await call('PUT', 'api/v1/texts/1', { body: { key: 'landing.filter.today', default: 'x' } });
    expect(await body(taken)).toMatchObject({ errors: { key: ['The key has already been taken.'] } });
  });

  it('delete a text with its translations', async () => {
    await login('admin@example.com');
    expect((await call('DELETE', 'api/v1/texts/1')).status).toBe(204);
    expect((await call('GET', 'api/v1/texts/1')).status).toBe(404);
    expect((await list('api/v1/translations?text_id=1')).meta.total).toBe(0);
    expect((await call('GET', 'api/v1/translations/1')).status).toBe(404);
    expect((await list('api/v1/translations')).meta.total).toBe(9);
  });
});

describe('translations', () => {
  it('translate a text into a language: 404s, blank, one per language, a disabled language is fine', async () => {
    await login('admin@example.com');
    const path = (text: number, language: number) => `api/v1/texts/${text}/languages/${language}/translations`;
    expect((await call('POST', path(99, 2), { body: { translation: 'x' } })).status).toBe(404);
    expect((await call('POST', path(11, 99), { body: { translation: 'x' } })).status).toBe(404);
    const blank = await call('POST', path(11, 2), { body: { translation: '  ' } });
    expect(await body(blank)).toEqual({
      message: 'The translation field is required.', errors: { translation: ['The translation field is required.'] },
    });
    const created = await call('POST', path(11, 2), { body: { translation: 'Ouvert du lundi au vendredi.' } });
    expect(created.status).toBe(201);
    expect(await body(created)).toMatchObject({
      data: { id: 11, text_id: 11, text_key: 'landing.emptyFiltered', language_id: 2, language_code: 'fr' },
    });
    const again = await call('POST', path(1, 2), { body: { translation: 'Le menu du jour' } });
    expect(again.status).toBe(422);
    expect(await body(again)).toEqual({
      message: 'This text already has a translation in this language.',
      errors: { translation: ['This text already has a translation in this language.'] },
    });
    const french = await call('POST', path(1, 2), { body: { translation: 'Le menu' }, locale: 'fr' });
    expect(await body(french)).toMatchObject({ errors: { translation: ['Ce texte a déjà une traduction dans cette langue.'] } });
    expect((await call('POST', path(1, 3), { body: { translation: 'Das Mittagessen' } })).status).toBe(201);
  });

  it('list, search in the translation and the text key, filter, sort; 422 on a bad order_by', async () => {
    await login('admin@example.com');
    const page = await list<Translation>('api/v1/translations');
    expect(page.data.map((t) => t.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(page.meta).toMatchObject({ total: 10, last_page: 1 });
    expect(await listIds('api/v1/translations?search=DU JOUR')).toEqual([1]);
    expect(await listIds('api/v1/translations?search=auth.action')).toEqual([6, 5, 4]);
    expect(await listIds('api/v1/translations?text_id=2&language_id=2')).toEqual([2]);
    expect(await listIds('api/v1/translations?language_id=1')).toEqual([]);
    expect((await listIds('api/v1/translations?order_by=text_id&order_dir=asc')).slice(0, 2)).toEqual([1, 2]);
    expect((await call('GET', 'api/v1/translations?order_by=translation')).status).toBe(422);
    expect(await body(await call('GET', 'api/v1/translations/3'))).toMatchObject({
      data: { text_key: 'checkout.title', language_code: 'fr', translation: 'Commande' },
    });
    expect((await call('GET', 'api/v1/translations/99')).status).toBe(404);
  });

  it('change only the wording; delete one and the catalogue leaves its text out', async () => {
    await login('admin@example.com');
    const changed = await call('PUT', 'api/v1/translations/1', { body: { translation: 'Le menu du jour', text_id: 5 } });
    expect(await body(changed)).toMatchObject({ data: { id: 1, text_id: 1, language_id: 2, translation: 'Le menu du jour' } });
    expect((await catalogue('fr')).data['landing.title']).toBe('Le menu du jour');
    const blank = await call('PUT', 'api/v1/translations/1', { body: { translation: '' } });
    expect(await body(blank)).toMatchObject({ errors: { translation: ['The translation field is required.'] } });
    expect((await call('DELETE', 'api/v1/translations/1')).status).toBe(204);
    expect((await call('DELETE', 'api/v1/translations/1')).status).toBe(404);
    expect((await catalogue('fr')).data).not.toHaveProperty('landing.title'); // the app's bundled French again
    expect((await call('POST', 'api/v1/texts/1/languages/2/translations', { body: { translation: 'Midi' } })).status).toBe(201);
  });
});

describe('the public catalogue', () => {
  it('the default language: every text, translated or default; another: only its translations', async () => {
    await login('admin@example.com');
    expect((await call('POST', 'api/v1/texts/12/languages/1/translations', { body: { translation: 'Card details are never kept.' } })).status).toBe(201);
    const english = await catalogue('en');
    expect(Object.keys(english.data)).toHaveLength(12);
    expect(english.data).toMatchObject({
      'landing.title': 'Menus of the day', // its default
      'checkout.payment.hint': 'Card details are never kept.', // its English translation
    });
    const french = await catalogue('fr');
    expect(Object.keys(french.data)).toHaveLength(10);
    expect(french.data).toMatchObject({ 'landing.title': 'Menus du jour', 'auth.action.signUp': 'S’inscrire' });
    expect(french.data).not.toHaveProperty('landing.emptyFiltered'); // untranslated: the app keeps its own French
  });

  it('answers 404 for an unknown or disabled language, 200 once it is enabled', async () => {
    const unknown = await call('GET', 'api/v1/translations/catalogue/xx');
    expect(unknown.status).toBe(404);
    expect(await body(unknown)).toEqual({ message: 'Record not found.' });
    expect((await call('GET', 'api/v1/translations/catalogue/de')).status).toBe(404);
    await login('admin@example.com');
    await call('PUT', 'api/v1/languages/3', { body: { name: 'Deutsch', code: 'de', enabled: true } });
    expect((await catalogue('de')).data).toEqual({}); // nothing translated into German yet
  });
});
