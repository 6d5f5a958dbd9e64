// A user without bills.view (user@example.com): the bills list holds their own bills only, and
// neither generation nor the payroll export is offered.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db/database';
import { renderApp } from '../../../tests/setup/render-app';

const SLOW = 60_000;

describe('bills without bills.view', () => {
  it('lists only the user’s own bills and offers no generation nor export', async () => {
    const me = db().users.find((u) => u.email === 'user@example.com')!;
    const mine = db().bills.filter((bill) => bill.type === 'USER' && bill.billable_id === me.id);
    const others = db().bills.filter((bill) => !mine.includes(bill));
    expect(mine.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);

    await renderApp('/admin/bills', { as: 'user@example.com' });
    const table = await screen.findByRole('table', { name: 'My bills' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(mine.length + 1));
    for (const row of within(table).getAllByRole('row').slice(1)) expect(row).toHaveTextContent(`${me.first_name} ${me.last_name}`);
    for (const name of new Set(others.map((bill) => bill.billable_name))) {
      if (name !== `${me.first_name} ${me.last_name}`) expect(table).not.toHaveTextContent(name);
    }
    expect(screen.queryByRole('button', { name: 'Generate bills' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export payroll deductions' })).not.toBeInTheDocument();
  }, SLOW);
});
