// A list page of many rows: every row ends up drawn (the first screen of them comes first, never empty), and
// the column picker shows and hides columns through the table model.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { renderApp } from '../../tests/setup/render-app';

const AS = 'superadmin@example.com';

/** Holds the list calls `matches` picks until `release` is called, then lets the mock answer them. */
function holdListCalls(path: string, matches: (query: URLSearchParams) => boolean) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(http.get(`*/api/v1/${path}`, ({ request }) => (matches(new URL(request.url).searchParams) ? held.then(() => undefined) : undefined)));
  return release;
}

const drawnRows = (table: HTMLElement) => [...table.querySelectorAll<HTMLElement>('tbody tr[data-row-key]')];

describe('a list page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws every row of a page longer than the window', async () => {
    await renderApp('/admin/order-items?per_page=50', { as: AS });
    const table = await screen.findByRole('table', { name: 'Order items' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51));
    expect(screen.getByText(/^1–50 of \d+$/)).toBeInTheDocument();
  });

  it('shows an empty result with its message and no pager', async () => {
    await renderApp('/admin/tenants?search=no-such-tenant-anywhere', { as: AS });
    const table = await screen.findByRole('table', { name: 'Tenants' });
    expect(await within(table).findByText('Nothing matches these filters')).toBeInTheDocument();
    expect(screen.queryByText(/ of 0$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Next Page' })).not.toBeInTheDocument();
  });

  it('fills every row it draws when the table begins below the window', async () => {
    // A related list far down a parent's page: its first frame still draws rows of its own.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 5000, 800, 400));
    const { router } = await renderApp('/admin/order-items?per_page=10', { as: AS });
    const table = await screen.findByRole('table', { name: 'Order items' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const emptyRows: number[] = [];
    const observer = new MutationObserver(() => {
      const rows = [...table.querySelectorAll('tbody tr[data-row-key]')];
      if (rows.some((row) => !row.textContent?.trim())) emptyRows.push(rows.length);
    });
    observer.observe(table, { childList: true, subtree: true, characterData: true });
    await router.navigate({ to: '/admin/order-items', search: { per_page: 50 } });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51));
    observer.disconnect();
    expect(emptyRows).toEqual([]);
  });

  it('lets the rows below the window go while another page loads, then draws all of the new page', async () => {
    const release = holdListCalls('order-items', (query) => query.get('page') === '2');
    const { user } = await renderApp('/admin/order-items?per_page=25', { as: AS });
    const table = await screen.findByRole('table', { name: 'Order items' });
    await waitFor(() => expect(drawnRows(table)).toHaveLength(25));
    const firstOfPageOne = drawnRows(table)[0]!.textContent;
    await user.click(screen.getByRole('listitem', { name: '2' }));
    // jsdom's window is 768 px high: a screenful of rows stays under the spinner, the others go.
    await waitFor(() => expect(drawnRows(table).length).toBeLessThan(25));
    expect(drawnRows(table)[0]!.textContent).toBe(firstOfPageOne);
    expect(table.closest('.ant-spin-spinning')).not.toBeNull();
    release();
    await waitFor(() => expect(drawnRows(table)).toHaveLength(25));
    expect(drawnRows(table)[0]!.textContent).not.toBe(firstOfPageOne);
    expect(table.closest('.ant-spin-spinning')).toBeNull();
  });

  it('keeps every row shown while the list reloads after a delete', async () => {
    // A window a few rows high: most of a 10-row page is below it.
    vi.stubGlobal('innerHeight', 200);
    const { user } = await renderApp('/admin/restaurant-menus?per_page=10', { as: AS });
    const table = await screen.findByRole('table', { name: 'Restaurant menus' });
    await waitFor(() => expect(drawnRows(table)).toHaveLength(10));
    const release = holdListCalls('restaurant-menus', () => true);
    const last = drawnRows(table).at(-1)!;
    await user.click(within(last).getByRole('button', { name: /^Delete / }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted.')).toBeInTheDocument();
    // The reload is held: the page shown stays whole, the deleted row with it, frames later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(drawnRows(table)).toHaveLength(10);
    expect(last.isConnected).toBe(true);
    release();
    await waitFor(() => expect(last.isConnected).toBe(false));
    await waitFor(() => expect(drawnRows(table)).toHaveLength(10));
  });

  it('selects rows one after another and deletes them together; the rows kept still act on their own record', async () => {
    const { user } = await renderApp('/admin/tenants', { as: AS });
    const table = await screen.findByRole('table', { name: 'Tenants' });
    const nameOf = (row: HTMLElement) => within(row).getAllByRole('link')[0]!.textContent!;
    const [first, second, third] = within(table).getAllByRole('row').slice(1).map(nameOf);
    await user.click(within(table).getByRole('checkbox', { name: `Select ${first}` }));
    await user.click(within(table).getByRole('checkbox', { name: `Select ${second}` }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByRole('link', { name: first })).not.toBeInTheDocument());
    expect(within(table).queryByRole('link', { name: second })).not.toBeInTheDocument();
    // The list came back from the server with the other rows unchanged: their controls still work.
    await user.click(within(table).getByRole('button', { name: `Delete ${third}` }));
    const [title] = await screen.findAllByText(`Delete tenant “${third}”?`);
    await user.click(within(title!.closest<HTMLElement>('[role="dialog"]')!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByRole('link', { name: third })).not.toBeInTheDocument());
  });

  it('hides and shows a column from the column picker', async () => {
    const { user } = await renderApp('/admin/tenants', { as: AS });
    const table = await screen.findByRole('table', { name: 'Tenants' });
    expect(within(table).getByRole('columnheader', { name: /E-mail/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: /E-mail/ }));
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: /E-mail/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: /E-mail/ }));
    expect(await within(table).findByRole('columnheader', { name: /E-mail/ })).toBeInTheDocument();
  });
});
