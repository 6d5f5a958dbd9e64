// A bill's page and the list's bulk notify: paid / unpaid with 'Failed to update bill', notify with
// 'Failed to notify bill', totals per cost category from the bill; a user without bills.view sees
// only their own bills, and no action on them. Its paged items and printing: bill-items.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db/database';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/setup/render-app';

const SLOW = 60_000;
// Seed: bill 1 is Uma User's (user@example.com), paid; bill 2 Ada Admin's, unpaid and not sent;
// both hold lunch and salary-deduction items; bill 5 is Chez Marcel's (cooking).
const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;
const sumOf = (billId: number, category?: string) =>
  db().bill_items.filter((item) => item.bill_id === billId && (!category || item.category === category)).reduce((sum, item) => sum + item.amount, 0);
/** The value beside a label of the bill's summary. */
const summary = (label: string) => {
  const cell = [...document.querySelectorAll('.ant-descriptions-item-label')].find((element) => element.textContent === label);
  return cell?.nextElementSibling as HTMLElement;
};

describe('bill page', () => {
  it('shows the totals per cost category the bill holds, and its items as a list', async () => {
    await renderApp('/admin/bills/2', { as: 'admin@example.com' });
    const totals = await screen.findByRole('table', { name: 'Totals per cost category' });
    const row = (name: string) => within(totals).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(sumOf(2, 'LUNCH')).toBeGreaterThan(0);
    expect(sumOf(2, 'SALARY_DEDUCTION')).toBeGreaterThan(0);
    expect(row('Lunch')).toHaveTextContent(euros(sumOf(2, 'LUNCH')));
    expect(row('Cooking')).toHaveTextContent('€0.00');
    expect(row('Salary deductions')).toHaveTextContent(euros(sumOf(2, 'SALARY_DEDUCTION')));
    expect(row('Total')).toHaveTextContent(euros(sumOf(2)));
    const items = screen.getByRole('table', { name: 'Items' });
    const mine = db().bill_items.filter((item) => item.bill_id === 2);
    // A page of them, the first days first (the page size is the configuration's: 10 in the tests).
    expect(mine.length).toBeGreaterThan(10);
    const first = [...mine].sort((a, b) => a.requested_date.localeCompare(b.requested_date) || a.id - b.id)[0]!;
    await waitFor(() => expect(within(items).getAllByText(first.description).length).toBeGreaterThan(0));
    expect(within(items).getAllByRole('row').filter((tr) => tr.hasAttribute('data-row-key'))).toHaveLength(10);
  }, SLOW);

  it('marks a bill paid and unpaid, and says "Failed to update bill" when that fails', async () => {
    const { user } = await renderApp('/admin/bills/2', { as: 'admin@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Marked paid.')).toBeInTheDocument();
    await waitFor(() => expect(summary('Paid')).toHaveTextContent(/Yes, on/));
    expect(db().bills.find((bill) => bill.id === 2)!.paid_at).not.toBeNull();
    // Paid, it can no longer be deleted: the button goes.
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    server.use(http.put('*/api/v1/bills/:id/paid', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    await user.click(await screen.findByRole('button', { name: 'Mark unpaid' }));
    expect(await screen.findByText('Failed to update bill', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    expect(db().bills.find((bill) => bill.id === 2)!.paid_at).not.toBeNull();
    expect(summary('Paid')).toHaveTextContent(/Yes, on/);
  }, SLOW);

  it('notifies a bill, and says "Failed to notify bill" with the reason when the server refuses', async () => {
    const { user } = await renderApp('/admin/bills/2', { as: 'admin@example.com' });
    await screen.findByRole('table', { name: 'Items' });
    expect(summary('Notified')).toHaveTextContent(/^No$/);
    await user.click(await screen.findByRole('button', { name: 'Notify' }));
    expect(await screen.findByText('Bill sent.')).toBeInTheDocument();
    await waitFor(() => expect(summary('Notified')).toHaveTextContent(/Yes, on/));

    server.use(
      http.post('*/api/v1/bills/:id/notify', () =>
        HttpResponse.json({ message: 'The billable has no e-mail address.', errors: { billable_id: ['The billable has no e-mail address.'] } }, { status: 422 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Notify again' }));
    const title = await screen.findByText('Failed to notify bill', { selector: '.ant-modal-confirm-title' });
    expect(title.closest('.ant-modal')).toHaveTextContent('The billable has no e-mail address.');
  }, SLOW);
});

describe('bills list', () => {
  it('notifies the selected bills at once', async () => {
    const notSent = encodeURIComponent(JSON.stringify({ notified: ['0'] }));
    const { user } = await renderApp(`/admin/bills?filters=${notSent}`, { as: 'admin@example.com' });
    const table = await screen.findByRole('table', { name: 'Bills' });
    const unsent = db().bills.filter((bill) => bill.tenant_id === 1 && bill.notified_at === null);
    expect(unsent.length).toBeGreaterThanOrEqual(2);
    const [first, second] = unsent;
    await user.click(await within(table).findByLabelText(`Select ${first!.billable_name} · ${first!.period}`));
    await user.click(within(table).getByLabelText(`Select ${second!.billable_name} · ${second!.period}`));
    await user.click(screen.getByRole('button', { name: 'Notify selected (2)' }));
    expect(await screen.findByText('2 bills sent')).toBeInTheDocument();
    expect(db().bills.filter((bill) => bill.id === first!.id || bill.id === second!.id).every((bill) => bill.notified_at !== null)).toBe(true);
    // Sent, they leave the list of bills not notified.
    await waitFor(() => expect(within(table).queryByText(first!.billable_name)).not.toBeInTheDocument());
  }, SLOW);

  it('shows a user without bills.view their own bills only, without actions', async () => {
    const { router } = await renderApp('/admin/bills', { as: 'user@example.com' });
    const table = await screen.findByRole('table', { name: 'My bills' });
    await waitFor(() => expect(within(table).getAllByText('Uma User').length).toBeGreaterThan(0));
    expect(within(table).queryByText('Ada Admin')).not.toBeInTheDocument();
    expect(within(table).queryByText('Acme')).not.toBeInTheDocument();
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();

    await router.navigate({ href: '/admin/bills/1' });
    expect(await screen.findByRole('table', { name: 'Totals per cost category' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark (un)?paid/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notify/ })).not.toBeInTheDocument();

    await router.navigate({ href: '/admin/bills/2' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  }, SLOW);
});
