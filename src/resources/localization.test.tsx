// The localization admin as a translator meets it: the default language stays, a text's page shows
// every language with its translation or "Missing", and a missing one is added from there.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { server } from '../../mocks/node';
import { chooseOption } from '../../tests/setup/choose-option';
import { currentHref, renderApp } from '../../tests/setup/render-app';

const AS = 'superadmin@example.com';

/** Every call that would change something, from now on. */
function recordWrites(): string[] {
  const writes: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return writes;
}

describe('languages', () => {
  it('refuses deleting the default language, and sends nothing', async () => {
    const { user } = await renderApp('/admin/localizations/languages', { as: AS });
    const writes = recordWrites();
    const table = await screen.findByRole('table', { name: 'Languages' });
    await user.click(await within(table).findByRole('button', { name: 'Delete English' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/default language cannot be deleted/)).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('shows how much of the app each language covers', async () => {
    await renderApp('/admin/localizations/languages', { as: AS });
    const table = await screen.findByRole('table', { name: 'Languages' });
    const row = async (name: string) => (await within(table).findByRole('link', { name })).closest('tr')!;
    expect(await row('English')).toHaveTextContent('100% (12 of 12 texts)');
    expect(await row('Français')).toHaveTextContent('83% (10 of 12 texts)');
    expect(await row('Deutsch')).toHaveTextContent('0% (0 of 12 texts)');
  });

  it('refuses disabling the default language, keeping the form as typed', async () => {
    const { user } = await renderApp('/admin/localizations/languages/1', { as: AS });
    const writes = recordWrites();
    const enabled = await screen.findByRole('switch', { name: 'Enabled' });
    await user.click(enabled);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/default language cannot be disabled/)).toBeInTheDocument();
    expect(enabled).not.toBeChecked();
    expect(writes).toEqual([]);
  });

  it('says on the field when a code is not two or three lower-case letters', async () => {
    const { user } = await renderApp('/admin/localizations/languages/create', { as: AS });
    await user.type(await screen.findByLabelText('Name'), 'Deutsch');
    await user.type(screen.getByLabelText('Code'), 'DE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use two or three lower-case letters, e.g. de')).toBeInTheDocument();
  });
});

describe('a text’s translations', () => {
  it('lists every language with its translation or “Missing”, and adds a missing one', async () => {
    // Text 11 (landing.emptyFiltered) has no French translation in the seed.
    const { user, router } = await renderApp('/admin/localizations/texts/11', { as: AS });
    const table = await screen.findByRole('table', { name: 'Translations' });
    const row = async (language: string) => (await within(table).findByRole('link', { name: language })).closest('tr')!;
    expect(await row('Français')).toHaveTextContent('Missing');
    expect(await row('Deutsch')).toHaveTextContent('Missing');

    await user.click(within(await row('Français')).getByRole('link', { name: 'Français' }));
    await waitFor(() => expect(currentHref(router)).toBe('/admin/localizations/texts/11/languages/2/translations/create'));
    expect(await screen.findByText('No menu matches these filters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Translation'), 'Ouvert du lundi au vendredi, de 11 h 30 à 14 h.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(currentHref(router)).toBe('/admin/localizations/texts/11'));
    const added = db().translations.find((translation) => translation.text_id === 11 && translation.language_id === 2);
    expect(added?.translation).toBe('Ouvert du lundi au vendredi, de 11 h 30 à 14 h.');
    const updated = await screen.findByRole('table', { name: 'Translations' });
    await waitFor(async () => expect((await within(updated).findByRole('link', { name: 'Français' })).closest('tr')).toHaveTextContent('Ouvert du lundi'));
  });
});

describe('texts untranslated in a language', () => {
  it('are what the filter keeps, chosen among the languages', async () => {
    const { user, router } = await renderApp('/admin/localizations/texts', { as: AS });
    await screen.findByRole('table', { name: 'Texts' });
    await chooseOption(user, 'Untranslated in', 'Français');
    await waitFor(() => expect(currentHref(router)).toContain('filters'));
    const table = screen.getByRole('table', { name: 'Texts' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3)); // the header and two texts
    expect(within(table).getByRole('link', { name: 'landing.emptyFiltered' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'checkout.payment.hint' })).toBeInTheDocument();
  });

  it('are where the translations list’s “Missing only” leads, for the language it is filtered by', async () => {
    const filtered = `/admin/localizations/translations?filters=${encodeURIComponent(JSON.stringify({ language_id: ['2'] }))}`;
    const { user, router } = await renderApp(filtered, { as: AS });
    await screen.findByRole('table', { name: 'Translations' });
    await user.click(screen.getByRole('link', { name: 'Missing only' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/localizations/texts'));
    const table = await screen.findByRole('table', { name: 'Texts' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByRole('combobox', { name: 'Untranslated in' }).closest('.ant-select')).toHaveTextContent('Français');
  });
});
