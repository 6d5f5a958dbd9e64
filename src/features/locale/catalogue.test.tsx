import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createIntl } from 'react-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db/database';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/setup/render-app';
import { TEST_BACKEND_URL } from '../../../tests/setup/test-config';
import { resetHttp } from '@/api/http';
import { languagesChanged } from '@/stores/languages';
import { useUi } from '@/stores/ui';
import { fetchCatalogue } from './catalogue';

const CATALOGUE = `${TEST_BACKEND_URL}/api/v1/translations/catalogue/:locale`;
const translation = (key: string, languageId: number) =>
  db().translations.find((t) => t.language_id === languageId && t.text_id === db().texts.find((text) => text.key === key)?.id);
const enableGerman = () => {
  db().languages.find((language) => language.code === 'de')!.enabled = true;
};
const addGerman = (key: string, wording: string) => {
  const text = db().texts.find((t) => t.key === key)!;
  db().translations.push({ id: 100 + text.id, text_id: text.id, language_id: 3, translation: wording, created_at: 'x', updated_at: 'x' });
};

beforeEach(() => {
  resetHttp();
  languagesChanged(); // the switcher asks again which languages are enabled
});

describe('the backend catalogue', () => {
  it('parses plain wordings and ICU ones alike, and leaves out one that does not parse', async () => {
    server.use(
      http.get(CATALOGUE, () =>
        HttpResponse.json({ data: { 'a.plain': 'Menus du jour', 'a.count': '{count, plural, one {# menu} other {# menus}}', 'a.broken': '{count, plural' } }),
      ),
    );
    const catalogue = await fetchCatalogue('fr');
    const intl = createIntl({ locale: 'fr', messages: catalogue });
    expect(intl.formatMessage({ id: 'a.plain' })).toBe('Menus du jour');
    expect(intl.formatMessage({ id: 'a.count' }, { count: 3 })).toBe('3 menus');
    expect(catalogue).not.toHaveProperty('a.broken');
  });

  it('is undefined when the language’s catalogue cannot be loaded', async () => {
    server.use(http.get(CATALOGUE, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    expect(await fetchCatalogue('fr')).toBeUndefined();
  });
});

describe('wordings from the backend', () => {
  it('override the bundled French by id; an untranslated text keeps the bundled French', async () => {
    translation('landing.filter.today', 2)!.translation = 'Ce midi';
    await renderApp('/', { locale: 'fr', catalogue: true });
    expect(await screen.findByRole('radio', { name: 'Ce midi' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Demain' })).toBeInTheDocument(); // bundled: no text in the backend
    await waitFor(() => expect(document.title).toBe('Menus du jour · Lunch')); // seeded as bundled
  });

  it('keep the bundled messages, silently, when the catalogue fails', async () => {
    translation('landing.filter.today', 2)!.translation = 'Ce midi';
    server.use(http.get(CATALOGUE, () => HttpResponse.error()));
    await renderApp('/', { locale: 'fr', catalogue: true });
    expect(await screen.findByRole('radio', { name: 'Aujourd’hui' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('word a language the app does not bundle, English where it has no translation', async () => {
    enableGerman();
    addGerman('landing.filter.today', 'Heute');
    await renderApp('/', { locale: 'de', catalogue: true });
    expect(await screen.findByRole('radio', { name: 'Heute' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tomorrow' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });

  it('fall back to a bundled language when an unbundled one is not enabled', async () => {
    await renderApp('/', { locale: 'de', catalogue: true });
    expect(await screen.findByRole('radio', { name: 'Today' })).toBeInTheDocument();
    expect(useUi.getState().locale).toBe('en');
  });
});

describe('the switcher with a language the app does not bundle', () => {
  it('offers Deutsch once enabled, and switches the page to its wordings', async () => {
    enableGerman();
    addGerman('landing.filter.today', 'Heute');
    const { user } = await renderApp('/', { catalogue: true });
    const switcher = await screen.findByRole('combobox', { name: 'Language' });
    await waitFor(() => expect(within(switcher).getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'Français', 'Deutsch']));
    await user.selectOptions(switcher, 'de');
    expect(await screen.findByRole('radio', { name: 'Heute' })).toBeInTheDocument();
    expect(document.cookie).toContain('locale=de');
  });
});
