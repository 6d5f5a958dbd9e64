// A record's History: a save made on the page shows there at once, field by field; entries are
// worded in the reader's language, paged, and only for those who may read the log.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { writeLog } from '../../mocks/db/logs';
import { renderApp } from '../../tests/setup/render-app';

const SLOW = 60_000;
const userOf = (id: number) => db().users.find((user) => user.id === id);

async function history() {
  return screen.findByRole('heading', { level: 2, name: /^(History|Historique)$/ }).then((heading) => heading.closest('.ant-card') as HTMLElement);
}

describe('a record’s History', () => {
  it('shows a save made on the page: who, what, and each field before and after', async () => {
    const { user } = await renderApp('/admin/tenants/2', { as: 'superadmin@example.com' });
    const section = await history();
    await user.type(await screen.findByLabelText('Name'), ' Corp{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Saved.');
    const entry = (await within(section).findByText('Changed tenant “Globex Corp”')).closest('li')!;
    expect(entry).toHaveTextContent('by superadmin@example.com');
    const changes = within(entry).getByRole('table', { name: 'Changes of Changed tenant “Globex Corp”' });
    const row = within(changes).getByRole('row', { name: /^Name/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Globex', 'Globex Corp']);
  }, SLOW);

  it('words entries in French, hides secrets, and pages', async () => {
    for (let n = 0; n < 11; n++) {
      writeLog({
        user: userOf(2), tenantId: 1, event: 'updated', modelType: 91, modelId: 2, subjectLabel: 'Green Bowl', message: `Server sentence ${n}`,
        data: { old: { is_open: true, password: null }, attributes: { is_open: false, password: null } },
      });
    }
    const { user } = await renderApp('/fr/admin/restaurants/2', { as: 'admin@example.com', locale: 'fr' });
    const section = await history();
    const entries = await within(section).findAllByText('Modification : restaurant « Green Bowl »');
    expect(entries).toHaveLength(10);
    expect(within(section).queryByText(/Server sentence/)).not.toBeInTheDocument();
    const table = within(entries[0]!.closest('li')!).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Avant' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Ouvert/ })).toBeInTheDocument();
    // A value the pages do not show (the backend's own bookkeeping) is not listed.
    expect(within(table).queryByRole('row', { name: /password/ })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(within(section).getAllByText('Modification : restaurant « Green Bowl »').length).toBeLessThan(10));
  }, SLOW);

  it('shows a value by the type its record names (a variable’s money), and an order’s moves on its page', async () => {
    writeLog({
      user: userOf(1), tenantId: null, event: 'updated', modelType: 16, modelId: 3, subjectLabel: 'salary_deduction_monthly_limit', message: 'x',
      data: { old: { value: 15000 }, attributes: { value: 20000 } },
    });
    const first = await renderApp('/admin/settings/variables/3', { as: 'superadmin@example.com' });
    const entry = (await within(await history()).findByText('Changed variable “salary_deduction_monthly_limit”')).closest('li')!;
    const row = within(within(entry).getByRole('table')).getByRole('row', { name: /^Value/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([expect.stringMatching(/150\.00/), expect.stringMatching(/200\.00/)]);
    first.unmount();
    const order = db().orders.find((candidate) => candidate.tenant_id === 1)!;
    writeLog({
      user: userOf(2), tenantId: 1, event: 'status_changed', modelType: 2, modelId: order.id, subjectLabel: order.order_number, message: 'x',
      data: { old: { status: 'PLACED' }, attributes: { status: 'ACCEPTED' } },
    });
    await renderApp(`/admin/orders/${order.id}`, { as: 'admin@example.com' });
    expect(await within(await history()).findByText(`order “${order.order_number}”: Placed → Accepted`, { exact: false })).toBeInTheDocument();
  }, SLOW);

  it('is not shown without logs.view, nor with the logs feature off', async () => {
    const admin = db().roles.find((role) => role.name === 'admin')!;
    const logsView = db().permissions.find((permission) => permission.name === 'logs.view')!;
    admin.permission_ids = admin.permission_ids.filter((id) => id !== logsView.id);
    const first = await renderApp('/admin/restaurants/2', { as: 'admin@example.com' });
    await screen.findByRole('table', { name: 'Menus' });
    expect(screen.queryByRole('heading', { level: 2, name: 'History' })).not.toBeInTheDocument();
    first.unmount();
    admin.permission_ids.push(logsView.id);
    db().features.find((feature) => feature.name === 'logs')!.enabled = false;
    await renderApp('/admin/restaurants/2', { as: 'admin@example.com' });
    await screen.findByRole('table', { name: 'Menus' });
    expect(screen.queryByRole('heading', { level: 2, name: 'History' })).not.toBeInTheDocument();
  }, SLOW);
});
