// antd's own accessible names come out in the user's language (issue 22): the search button, the
// pager's arrows and the number fields' steppers, which antd names in English whatever the locale.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/setup/render-app';

const AS = 'admin@example.com';

describe('controls named in French', { timeout: 60_000 }, () => {
  it('names the search button and the pager arrows', async () => {
    await renderApp('/fr/admin/orders', { as: AS, locale: 'fr' });
    const table = await screen.findByRole('table', { name: 'Commandes' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.getByRole('button', { name: 'Rechercher' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeEnabled();
    for (const english of ['search', 'left', 'right']) expect(screen.queryByRole('button', { name: english })).not.toBeInTheDocument();
  });

  it("names a number field's steppers", async () => {
    await renderApp('/fr/admin/discounts/create', { as: AS, locale: 'fr' });
    expect(await screen.findByRole('spinbutton', { name: /Montant/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Augmenter la valeur' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Diminuer la valeur' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Increase Value' })).not.toBeInTheDocument();
  });
});
