// The list routes' loader: a page past the last goes to the last page, not to an empty table.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/setup/render-app';

describe('list loader', () => {
  it('sends a page past the last to the last page, keeping the other list state', async () => {
    const { router } = await renderApp('/admin/restaurants?page=999&order_by=name&order_dir=asc', { as: 'superadmin@example.com' });
    const table = await screen.findByRole('table', { name: 'Restaurants' });
    await waitFor(() => expect(router.state.location.search).toEqual({ order_by: 'name', order_dir: 'asc' }));
    // Six seeded restaurants fit on page 1: it is the last page.
    expect(await within(table).findByText('Brasserie du Parc')).toBeInTheDocument();
    expect(screen.getByText('1–6 of 6')).toBeInTheDocument();
  });

  it('goes to the last page when there are several', async () => {
    const { router } = await renderApp('/admin/order-items?page=9999&per_page=100', { as: 'superadmin@example.com' });
    const table = await screen.findByRole('table', { name: 'Order items' });
    await waitFor(() => expect(router.state.location.search.page).toBeGreaterThan(1));
    const last = router.state.location.search.page!;
    expect(await within(table).findAllByRole('row')).not.toHaveLength(1);
    expect(screen.getByText(new RegExp(`^${(last - 1) * 100 + 1}–\\d+ of \\d+$`))).toBeInTheDocument();
  });
});
