// The keyboard frame of every page: the skip link comes first and puts the focus in the main
// region; a new page (a new path) gets the focus on its h1 with its title said in the one live
// region; the first load and a change of the query alone (a list's sort or page) move nothing,
// and a sort or page change is said in one sentence.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';

const AS = 'admin@example.com';
const announcer = () => document.getElementById('announcer')!;

describe('page focus', { timeout: 60_000 }, () => {
  it('offers "Skip to content" at the first Tab; Enter puts the focus in the main region', async () => {
    const { user } = await renderApp('/admin/dashboard', { as: AS });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(document.body).toHaveFocus(); // the first load leaves the focus alone
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The next Tab is inside the page, past the menu and the header.
    await user.tab();
    expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
  });

  it('focuses the new page’s h1 and says its title; a new query alone moves nothing', async () => {
    const { user, router } = await renderApp('/admin/dashboard', { as: AS });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(announcer()).toHaveTextContent(/^$/);
    // From the menu (in a drawer on jsdom's narrow screen).
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    await user.click(within(await screen.findByRole('navigation', { name: 'Administration' })).getByRole('link', { name: 'Restaurants' }));
    const table = await screen.findByRole('table', { name: 'Restaurants' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Restaurants' })).toHaveFocus());
    expect(announcer()).toHaveTextContent('Restaurants · Lunch');
    // No live region around the table: it would be read again whole.
    expect(table.closest('[aria-live="polite"]')).toBeNull();

    // Sorting changes the query only: the focus stays on the sorter; the sort is said.
    const nameHeader = within(table).getByRole('columnheader', { name: /Name/ });
    await user.click(within(nameHeader).getByText('Name'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ order_by: 'name', order_dir: 'asc' }));
    await waitFor(() => expect(announcer()).toHaveTextContent('Sorted by Name, ascending'));
    expect(screen.getByRole('heading', { level: 1, name: 'Restaurants' })).not.toHaveFocus();
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveFocus();
  });

  it('leaves the focus on the field a new page focused itself (the sign-in form), saying its title', async () => {
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Lunch' });
    await router.navigate({ to: '/login' });
    await waitFor(() => expect(router.state.resolvedLocation?.pathname).toBe('/login'));
    await waitFor(() => expect(announcer()).toHaveTextContent('Sign in · Lunch'));
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
  });

  it('says a page change in one sentence, leaving the focus on the pager', async () => {
    const { user, router } = await renderApp('/admin/orders', { as: AS });
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(table.closest('[aria-live="polite"]')).toBeNull();
    const next = within(screen.getByRole('listitem', { name: 'Next Page' })).getByRole('button');
    await user.click(next);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2 }));
    await waitFor(() => expect(announcer()).toHaveTextContent(/^Page 2 of \d+$/));
    expect(next).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).not.toHaveFocus();
  });
});
