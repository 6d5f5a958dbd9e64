import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db/database';
import { renderApp } from '../../../tests/setup/render-app';

describe('language switcher', () => {
  it('offers every bundled language at first, then only those the backend has enabled', async () => {
    const french = db().languages.find((language) => language.code === 'fr')!;
    french.enabled = false;
    await renderApp('/login');
    const switcher = await screen.findByRole('combobox', { name: 'Language' });
    const offered = () => within(switcher).getAllByRole('option').map((option) => option.textContent);
    expect(offered()).toEqual(['English', 'Français']);
    await waitFor(() => expect(offered()).toEqual(['English']));
  });
});
