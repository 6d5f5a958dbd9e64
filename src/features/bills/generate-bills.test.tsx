// Generating bills from the list: every type at once by default, reported type by type (the count
// and a link to each, or already billed); the period's existing bills said before generating; a
// second try for the same period says 'Bill(s) exist for this period' without the 409 →
// /verify-email redirect; any other failure says 'Failed to create bill'; the dialog keeps what was chosen.
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db/database';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/setup/render-app';

const SLOW = 60_000;
const PAST_MONTH = dayjs().subtract(1, 'month');

async function openDialog(user: ReturnType<typeof import('@testing-library/user-event').default.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Generate bills' }));
  return screen.findByRole('dialog');
}

describe('bill generation', () => {
  it('makes every type of the past month by default, says what was billed already and, type by type, what it made, then refuses the same period (409)', async () => {
    // The seed bills last month already: Acme's user bills go, so that they can be made again.
    db().bills = db().bills.filter((bill) => !(bill.tenant_id === 1 && bill.type === 'USER'));
    const left = (type: string) => db().bills.filter((bill) => bill.tenant_id === 1 && bill.type === type && bill.from_date <= PAST_MONTH.endOf('month').format('YYYY-MM-DD') && bill.till_date >= PAST_MONTH.startOf('month').format('YYYY-MM-DD')).length;
    const { user, router } = await renderApp('/admin/bills', { as: 'admin@example.com' });
    const dialog = await openDialog(user);
    expect(within(dialog).getByPlaceholderText(/^Period: from/)).toHaveValue(PAST_MONTH.startOf('month').format('YYYY-MM-DD'));
    expect(within(dialog).getByPlaceholderText(/^Period: till/)).toHaveValue(PAST_MONTH.endOf('month').format('YYYY-MM-DD'));
    expect(within(dialog).getByText('Every type')).toBeInTheDocument();
    expect(await within(dialog).findByText(`Already billed for this period: Company (${left('TENANT')}) and Restaurant (${left('RESTAURANT')}).`)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('Employee: 2 bills made')).toBeInTheDocument();
    expect(within(dialog).getByText('Company: already billed for this period')).toBeInTheDocument();
    expect(within(dialog).getByText('Restaurant: already billed for this period')).toBeInTheDocument();
    expect(await within(dialog).findByText(/^Already billed for this period: Employee \(2\), Company/)).toBeInTheDocument();
    const made = db().bills.filter((bill) => bill.tenant_id === 1 && bill.type === 'USER');
    expect(made).toHaveLength(2);
    for (const bill of made) {
      const link = within(dialog).getByRole('link', { name: `${bill.billable_name} · ${PAST_MONTH.format('YYYY-MM')}` });
      expect(link).toHaveAttribute('href', `/admin/bills/${bill.id}`);
    }
    // The list behind the dialog shows them.
    await waitFor(() => expect(screen.getByRole('table', { name: 'Bills' })).toHaveTextContent('Uma User'));

    // (The loading icon's exit animation never ends in jsdom: the name may keep "loading".)
    await user.click(within(dialog).getByRole('button', { name: /Generate$/ }));
    expect(await within(dialog).findByText('Bill(s) exist for this period')).toBeInTheDocument();
    expect(within(dialog).queryByText(/bills made/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/already billed/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/bills');
    expect(within(dialog).getByPlaceholderText(/^Period: from/)).toHaveValue(PAST_MONTH.startOf('month').format('YYYY-MM-DD'));
    expect(db().bills.filter((bill) => bill.tenant_id === 1 && bill.type === 'USER')).toHaveLength(2);
  }, SLOW);

  it('says "Failed to create bill" with the reason on any other failure, and keeps the choice, also after closing', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/v1/bills/generate', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    const { user, router } = await renderApp('/admin/bills', { as: 'admin@example.com' });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByLabelText('Type'));
    await user.click(await screen.findByTitle('Restaurant'));
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create bill');
    expect(alert).toHaveTextContent('Something went wrong on the server');
    expect(router.state.location.pathname).toBe('/admin/bills');

    await user.click(within(dialog).getByText('Close').closest('button')!);
    const again = await openDialog(user);
    await user.click(within(again).getByRole('button', { name: /Generate$/ }));
    await waitFor(() => expect(sent).toHaveLength(2));
    const period = { from: PAST_MONTH.startOf('month').format('YYYY-MM-DD'), till: PAST_MONTH.endOf('month').format('YYYY-MM-DD') };
    expect(sent).toEqual([{ type: 'RESTAURANT', ...period }, { type: 'RESTAURANT', ...period }]);
  }, SLOW);

  it('reports a type that failed beside those made, and makes one type when one is chosen', async () => {
    db().bills = db().bills.filter((bill) => bill.tenant_id !== 1);
    server.use(http.post('*/api/v1/bills/generate', async ({ request }) => {
      const body = (await request.clone().json()) as { type: string };
      return body.type === 'RESTAURANT' ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined;
    }));
    const { user } = await renderApp('/admin/bills', { as: 'admin@example.com' });
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText('No bill yet for this period.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText(/^Employee: \d+ bills? made$/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^Company: (\d+ bills? made|No bill was made)/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^Restaurant: not made\. Something went wrong on the server/)).toBeInTheDocument();
    expect(db().bills.some((bill) => bill.tenant_id === 1 && bill.type === 'RESTAURANT')).toBe(false);
  }, SLOW);

  it('is not offered to a user who may not create bills', async () => {
    await renderApp('/admin/bills', { as: 'user@example.com' });
    await screen.findByRole('table', { name: 'My bills' });
    expect(screen.queryByRole('button', { name: 'Generate bills' })).not.toBeInTheDocument();
  }, SLOW);
});
