// A bill of many items (issue 34.1): its header and totals come with the first page of its items;
// paging, page size, search and sort live in the URL; Print fetches every item (progress, Cancel,
// a failure said, nothing printed) and prints them all.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db/database';
import type { BillItemRecord } from '../../../mocks/db/records';
import { server } from '../../../mocks/node';
import { currentHref, renderApp } from '../../../tests/setup/render-app';

const SLOW = 60_000;
const EXTRA = 130;
const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/** Bill 2 (Ada Admin's) gets EXTRA more items, dated after its own, so it holds over a page of 100. */
function growBill2(): BillItemRecord[] {
  const data = db();
  const [model] = data.bill_items.filter((item) => item.bill_id === 2);
  for (let n = 1; n <= EXTRA; n += 1) {
    data.bill_items.push({
      ...model!, id: 10_000 + n, order_item_id: 10_000 + n, order_number: `ORD-X${String(n).padStart(3, '0')}`,
      description: `Extra menu ${String(n).padStart(3, '0')}`, requested_date: '2099-01-01', amount: 100 + n,
    });
  }
  return data.bill_items.filter((item) => item.bill_id === 2);
}

/** The bill's order: its days, then ids. */
const inBillOrder = (items: BillItemRecord[]) => [...items].sort((a, b) => a.requested_date.localeCompare(b.requested_date) || a.id - b.id);
const rowsOf = (table: HTMLElement) => [...table.querySelectorAll<HTMLElement>('tbody tr[data-row-key]')];
const itemCalls = () => {
  const calls: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/bills/2/items')) calls.push(url.searchParams);
  });
  return calls;
};

/** Holds the second page of 100 items (printing) until released. */
function holdSecondPage(): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('*/api/v1/bills/:id/items', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return query.get('page') === '2' && query.get('per_page') === '100' ? held.then(() => undefined) : undefined;
    }),
  );
  return release;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('a bill of many items', () => {
  it('shows its header, the totals of all its items (from the bill) and one page of them', async () => {
    const all = growBill2();
    const calls = itemCalls();
    await renderApp('/admin/bills/2', { as: 'admin@example.com' });
    const totals = await screen.findByRole('table', { name: 'Totals per cost category' });
    const total = within(totals).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(total).toHaveTextContent(String(all.length));
    expect(total).toHaveTextContent(euros(all.reduce((sum, item) => sum + item.amount, 0)));
    const table = screen.getByRole('table', { name: 'Items' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(10));
    expect(rowsOf(table)[0]).toHaveTextContent(inBillOrder(all)[0]!.description);
    expect(screen.getByText(`1–10 of ${all.length}`)).toBeInTheDocument();
    // One page was asked for, not every item.
    expect(calls.map((query) => query.get('per_page'))).toEqual(['10']);
  }, SLOW);

  it('keeps the page, its size and the sort in the URL, and shows the rows they ask for', async () => {
    const all = inBillOrder(growBill2());
    const { user, router } = await renderApp('/admin/bills/2', { as: 'admin@example.com' });
    const table = await screen.findByRole('table', { name: 'Items' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(currentHref(router)).toMatch(/^\/admin\/bills\/2\?page=2(&per_page=10)?$/));
    await waitFor(() => expect(rowsOf(table)[0]).toHaveTextContent(all[10]!.description));

    await router.navigate({ href: '/admin/bills/2?page=3&per_page=25' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(25));
    expect(rowsOf(table)[0]).toHaveTextContent(all[50]!.description);

    await user.click(within(table).getByRole('columnheader', { name: /Amount/ }));
    await waitFor(() => expect(currentHref(router)).toMatch(/order_by=amount/));
    // A new order starts from its first page.
    expect(currentHref(router)).not.toMatch(/page=3/);
    const byAmount = [...all].sort((a, b) => a.amount - b.amount || a.id - b.id);
    const first = currentHref(router).includes('order_dir=asc') ? byAmount[0]! : byAmount.at(-1)!;
    await waitFor(() => expect(rowsOf(table)[0]).toHaveTextContent(first.description));
  }, SLOW);

  it('searches its items by order number', async () => {
    growBill2();
    const { user, router } = await renderApp('/admin/bills/2?page=4', { as: 'admin@example.com' });
    const table = await screen.findByRole('table', { name: 'Items' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ORD-X12{Enter}');
    await waitFor(() => expect(currentHref(router)).toBe('/admin/bills/2?search=ORD-X12'));
    // ORD-X120…ORD-X129, from the first page again.
    await waitFor(() => expect(screen.getByText('1–10 of 10')).toBeInTheDocument());
    expect(rowsOf(table).map((row) => /ORD-X\d{3}/.exec(row.textContent ?? '')?.[0])).toEqual(
      Array.from({ length: 10 }, (_, n) => `ORD-X${120 + n}`),
    );
  }, SLOW);
});

describe('printing a bill of many items', () => {
  it('fetches every item with its progress, prints them all, then lets them go', async () => {
    const all = growBill2();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const calls = itemCalls();
    const release = holdSecondPage();
    const { user } = await renderApp('/admin/bills/2', { as: 'admin@example.com' });
    await screen.findByRole('table', { name: 'Items' });
    await user.click(screen.getByRole('button', { name: 'Print' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Preparing the bill for printing');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(`100 of ${all.length} items loaded`));
    expect(print).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    // Pages of the contract's largest size; the printout holds every item.
    expect(calls.filter((query) => query.get('per_page') === '100').map((query) => query.get('page'))).toEqual(['1', '2']);
    const printed = document.querySelector<HTMLElement>('.bill-print-only table')!;
    expect(within(printed).getAllByRole('row')).toHaveLength(all.length + 1);
    expect(within(printed).getAllByRole('row')[1]).toHaveTextContent(inBillOrder(all)[0]!.description);
    fireEvent(window, new Event('afterprint'));
    await waitFor(() => expect(document.querySelector('.bill-print-only')).toBeNull());
  }, SLOW);

  it('says so when a page fails midway and prints nothing; Cancel ends it', async () => {
    growBill2();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    server.use(
      http.get('*/api/v1/bills/:id/items', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2' ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderApp('/admin/bills/2', { as: 'admin@example.com' });
    await screen.findByRole('table', { name: 'Items' });
    await user.click(screen.getByRole('button', { name: 'Print' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Preparing the bill for printing');
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
    expect(document.querySelector('.bill-print-only')).toBeNull();
    // Cancel: nothing printed, and Print starts afresh (a closed dialog stays in jsdom, whose animations never end).
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Print' })).not.toHaveClass('ant-btn-loading');
    expect(print).not.toHaveBeenCalled();
    expect(document.querySelector('.bill-print-only')).toBeNull();
  }, SLOW);
});
