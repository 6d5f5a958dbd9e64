// A language's translations file on its page: exported as id → wording, imported after a preview
// of what it adds, changes and refuses.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db/database';
import { renderApp } from '../../../tests/setup/render-app';

const AS = 'superadmin@example.com';
const french = (key: string) => {
  const text = db().texts.find((t) => t.key === key)!;
  return db().translations.find((t) => t.text_id === text.id && t.language_id === 2)?.translation;
};
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

// jsdom has no object URLs: the export's file is caught where the page makes its link.
const saved: Blob[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return 'blob:translations';
  };
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('a language’s translations file', () => {
  it('exports the language’s wordings by message id', async () => {
    const { user } = await renderApp('/admin/localizations/languages/2', { as: AS });
    await user.click(await screen.findByRole('button', { name: 'Export JSON' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const file = JSON.parse(await saved[0]!.text()) as Record<string, string>;
    expect(Object.keys(file)).toHaveLength(10);
    expect(file).toMatchObject({ 'landing.title': 'Menus du jour', 'auth.action.signUp': 'S’inscrire' });
  });

  it('imports a file after showing what it adds, changes and refuses', async () => {
    const { user } = await renderApp('/admin/localizations/languages/2', { as: AS });
    await screen.findByRole('button', { name: 'Import JSON…' });
    const content = { 'landing.title': 'Les menus de midi', 'landing.emptyFiltered': 'Aucun menu', 'nav.dashboard': 'Tableau de bord', 'no.such.id': 'x', 'checkout.title': 12 };
    await user.upload(fileInput(), new File([JSON.stringify(content)], 'fr.json', { type: 'application/json' }));

    const preview = await screen.findByRole('region', { name: 'Import fr.json?' });
    const count = (label: string) => within(preview).getByText(label).closest('tr')!;
    expect(count('To add')).toHaveTextContent('1');
    expect(count('To change')).toHaveTextContent('1');
    expect(count('Already so')).toHaveTextContent('1');
    expect(count('Refused')).toHaveTextContent('no.such.id: no text has this id');
    expect(count('Refused')).toHaveTextContent('checkout.title: not a wording (text expected)');
    expect(french('landing.title')).toBe('Menus du jour'); // nothing sent before the choice

    await user.click(within(preview).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported: 1 added, 1 changed, 2 refused.')).toBeInTheDocument();
    expect(french('landing.title')).toBe('Les menus de midi');
    expect(french('landing.emptyFiltered')).toBe('Aucun menu');
  });

  it('says so when the file is no JSON object, and imports nothing', async () => {
    const { user } = await renderApp('/admin/localizations/languages/2', { as: AS });
    await screen.findByRole('button', { name: 'Import JSON…' });
    await user.upload(fileInput(), new File(['["landing.title"]'], 'list.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a JSON object of message id → wording.');
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });
});
