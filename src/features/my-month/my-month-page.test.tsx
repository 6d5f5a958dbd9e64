// My month against the lists and figures it sums (issue 33.3): on the seed, the month's total is
// the orders list's totals added up, what is deducted is what the salary-deduction endpoint says,
// the parts add up to the total, and last month's paid-by-me parts are the person's bill of that
// month; the months are one click away, in the address; an administrator sees only their own bills.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listBills } from '@/api/bills';
import { getSalaryDeduction, listOrders } from '@/api/orders';
import { db } from '../../../mocks/db/database';
import { currentHref, renderApp } from '../../../tests/setup/render-app';
import { currentMonth, monthRange, shiftMonth } from './month';

const SLOW = 60_000;
const UMA = 3;

/** "€12.50" → 1250. */
const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The figures of the "What it costs" card, in cents. */
async function figures() {
  const card = (await screen.findByRole('heading', { level: 2, name: 'What it costs' })).closest('.ant-card') as HTMLElement;
  const value = (label: string) => cents(within(card).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent!);
  return { paid: value('You pay directly'), company: value('Your company pays'), deducted: value('Deducted from your salary'), total: value('Total') };
}

/** One of Uma's orders of the month, so the month has something deducted whatever day the seed was built on. */
function deductOneOrder(month: string) {
  const order = db().orders.find((row) => row.user_id === UMA && row.tenant_id === 1 && row.requested_date.startsWith(month) && row.total > 0)!;
  order.deduct_from_salary = true;
}

describe('My month', () => {
  it('adds up to the orders list’s totals and to what the salary deduction endpoint says', async () => {
    const month = currentMonth();
    deductOneOrder(month);
    await renderApp('/admin/my-month', { as: 'user@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My month' })).toBeInTheDocument();
    const sums = await figures();
    const orders = await listOrders({ ...monthRange(month), user_id: UMA, per_page: 100 });
    const deduction = await getSalaryDeduction(month);
    expect(sums.total).toBe(orders.data.reduce((sum, order) => sum + order.total, 0));
    expect(sums.deducted).toBeGreaterThan(0);
    expect(sums.deducted).toBe(deduction.used);
    expect(sums.paid + sums.company + sums.deducted).toBe(sums.total);
    // Every order of the month is under its day, linking to its page.
    for (const order of orders.data) expect(screen.getByRole('link', { name: order.order_number })).toHaveAttribute('href', `/admin/orders/${order.id}`);
  }, SLOW);

  it('goes to last month, where what Uma paid is her bill of the month, and back', async () => {
    const month = shiftMonth(currentMonth(), -1);
    const { user, router } = await renderApp('/admin/my-month', { as: 'user@example.com' });
    await figures();
    await user.click(screen.getByRole('button', { name: /^Previous month: / }));
    await waitFor(() => expect(currentHref(router)).toBe(`/admin/my-month?month=${month}`));
    const bills = (await listBills({ ...monthRange(month), type: 'USER' })).data;
    expect(bills).toHaveLength(1);
    const bill = bills[0]!;
    const list = (await screen.findByRole('heading', { level: 2, name: 'Your bills' })).closest('.ant-card') as HTMLElement;
    const row = (await within(list).findByRole('link')).closest('li')!;
    expect(row).toHaveTextContent(bill.paid ? 'Paid' : 'Not paid yet');
    expect(within(row).getByRole('link')).toHaveAttribute('href', `/admin/bills/${bill.id}`);
    await waitFor(async () => {
      const sums = await figures();
      // Last month is over: every order counted is completed, so billed (the bill counts the person's items).
      expect(sums.paid + sums.deducted).toBe(bill.amount);
    });
    expect(bill.amount).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: /^Next month: / }));
    await waitFor(() => expect(currentHref(router)).toBe(`/admin/my-month?month=${currentMonth()}`));
  }, SLOW);

  it('shows an administrator only their own bills, though they read everyone’s', async () => {
    const month = shiftMonth(currentMonth(), -1);
    await renderApp(`/admin/my-month?month=${month}`, { as: 'admin@example.com' });
    const me = db().users.find((row) => row.email === 'admin@example.com')!;
    const everyone = (await listBills({ ...monthRange(month), type: 'USER', per_page: 100 })).data;
    const mine = everyone.filter((bill) => bill.billable_id === me.id);
    expect(everyone.length).toBeGreaterThan(mine.length);
    const list = (await screen.findByRole('heading', { level: 2, name: 'Your bills' })).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(within(list).queryAllByRole('listitem')).toHaveLength(mine.length));
  }, SLOW);

  it('goes to a month typed in the month picker', async () => {
    const { user, router } = await renderApp('/admin/my-month?month=2026-05', { as: 'user@example.com' });
    const picker = await screen.findByLabelText('Month');
    expect(picker).toHaveValue('2026-05');
    await user.click(picker);
    await user.clear(picker);
    await user.type(picker, '2025-03{Enter}');
    await waitFor(() => expect(currentHref(router)).toBe('/admin/my-month?month=2025-03'));
    expect(await screen.findByText('Your lunches in March 2025')).toBeInTheDocument();
  }, SLOW);

  it('reads a month given in the address: one without orders sums to nothing', async () => {
    await renderApp('/admin/my-month?month=2020-02', { as: 'user@example.com' });
    expect(await screen.findByText('Your lunches in February 2020')).toBeInTheDocument();
    expect(await screen.findByText('No orders this month.')).toBeInTheDocument();
    expect((await figures()).total).toBe(0);
  }, SLOW);

  it('shows the current month for a month the address does not name rightly', async () => {
    await renderApp('/admin/my-month?month=2025-13', { as: 'user@example.com' });
    const name = new Date().toLocaleDateString('en', { month: 'long', year: 'numeric' });
    expect(await screen.findByText(`Your lunches in ${name}`)).toBeInTheDocument();
    expect((await figures()).total).toBeGreaterThan(0);
  }, SLOW);
});
