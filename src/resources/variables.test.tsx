// The variables pages: the value's control follows its type (saved as JSON of that type, money in
// cents), the scope is shown and given (a tenant's administrator starts on their tenant, may not
// change a global value, and gets the server's 422 on the scope), and the pages go with the feature.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setFeatureEnabled } from '../../mocks/control';
import { db } from '../../mocks/db/database';
import { server } from '../../mocks/node';
import { chooseOption } from '../../tests/setup/choose-option';
import { renderApp } from '../../tests/setup/render-app';

const created = () => db().variables.find((row) => row.key === 'lunch_budget');

/** The write calls (POST, PUT, DELETE) to the variables while the test runs. */
function writes(): string[] {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET' && new URL(request.url).pathname.includes('/api/v1/variables')) sent.push(request.method);
  });
  return sent;
}

afterEach(() => server.events.removeAllListeners());

describe('a variable’s value follows its type', { timeout: 60_000 }, () => {
  it('offers a text box, a switch, a time, then an amount, and saves the amount in cents', async () => {
    const { user, router } = await renderApp('/admin/settings/variables/create', { as: 'superadmin@example.com' });
    await screen.findByRole('heading', { level: 1, name: 'New variable' });
    expect(screen.getByLabelText('Value').tagName).toBe('TEXTAREA'); // a new variable starts as text
    await user.type(screen.getByLabelText('Key'), 'lunch_budget');

    await chooseOption(user, 'Type', 'Yes or no');
    expect(await screen.findByRole('switch', { name: 'Value' })).not.toBeChecked();
    await chooseOption(user, 'Type', 'Time');
    await waitFor(() => expect(screen.queryByRole('switch')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Value')).toHaveAttribute('placeholder', expect.stringMatching(/time/i));
    await chooseOption(user, 'Type', 'Amount of money');
    const amount = await screen.findByRole('spinbutton', { name: 'Value' });
    expect(amount.closest('.ant-input-number')?.parentElement).toHaveTextContent('EUR');
    await user.type(amount, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/create$/));
    expect(created()).toMatchObject({ type: 'money', value: 1250, tenant_id: null });
    await router.navigate({ href: '/admin/settings/variables?search=lunch_budget' });
    const table = await screen.findByRole('table', { name: 'Variables' });
    const row = (await within(table).findByRole('link', { name: 'lunch_budget' })).closest('tr')!;
    expect(row).toHaveTextContent('€12.50');
    expect(row).toHaveTextContent('Global');
  });

  it('checks a web address before sending it', async () => {
    const sent = writes();
    const { user } = await renderApp('/admin/settings/variables/create', { as: 'superadmin@example.com' });
    await screen.findByRole('heading', { level: 1, name: 'New variable' });
    await user.type(screen.getByLabelText('Key'), 'menu_page');
    await chooseOption(user, 'Type', 'Web address');
    await user.type(await screen.findByRole('textbox', { name: 'Value' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an address starting with http:// or https://')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('a variable’s scope', { timeout: 60_000 }, () => {
  it('shows Global or the tenant in the list of a tenant’s administrator, who sees no other tenant’s', async () => {
    await renderApp('/admin/settings/variables?order_by=id&order_dir=asc', { as: 'admin@example.com' });
    const table = await screen.findByRole('table', { name: 'Variables' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    const scopes = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(scopes.map((text) => /Global|Acme/.exec(text ?? '')?.[0])).toEqual(['Global', 'Acme', 'Global', 'Acme']);
  });

  it('starts a tenant’s administrator on their own tenant, and the server’s 422 lands on the scope when it is emptied', async () => {
    const { user, router } = await renderApp('/admin/settings/variables/create', { as: 'admin@example.com' });
    await screen.findByRole('heading', { level: 1, name: 'New variable' });
    const scope = screen.getByRole('combobox', { name: 'Scope' }).closest('.ant-select')!;
    await waitFor(() => expect(scope).toHaveTextContent('Acme'));
    await user.type(screen.getByLabelText('Key'), 'default_order_deadline');
    await chooseOption(user, 'Type', 'Time');
    // Cleared: a global value, which only a super admin may set.
    await user.click(scope.querySelector<HTMLElement>('.ant-select-clear')!);
    await waitFor(() => expect(scope).not.toHaveTextContent('Acme'));
    await user.click(screen.getByLabelText('Value'));
    await user.type(screen.getByLabelText('Value'), '11:30{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Only a super administrator can set a global value; choose your tenant.');
    expect(message.closest('.ant-form-item')).toHaveTextContent('Scope');

    await chooseOption(user, 'Scope', 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/create$/));
    expect(db().variables.find((row) => row.key === 'default_order_deadline')).toMatchObject({ value: '11:30', tenant_id: 1 });
  });

  it('refuses, before sending anything, a tenant’s administrator’s change to a global value', async () => {
    const sent = writes();
    const { user } = await renderApp('/admin/settings/variables/3', { as: 'admin@example.com' });
    const value = await screen.findByRole('spinbutton', { name: 'Value' });
    // The scope is fixed once created: shown, not changed.
    expect(screen.getByRole('textbox', { name: 'Scope' })).toHaveValue('Global');
    expect(screen.getByRole('textbox', { name: 'Scope' })).toHaveAttribute('readonly');
    await user.clear(value);
    await user.type(value, '999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This cannot be done');
    expect(dialog).toHaveTextContent('Only a super administrator can change or delete a global value.');
    expect(sent).toEqual([]);
    expect(db().variables.find((row) => row.id === 3)).toMatchObject({ value: 15000 });
  });
});

describe('the variables pages and the feature', { timeout: 60_000 }, () => {
  it('are in the Settings menu with the feature on', async () => {
    const { user } = await renderApp('/admin/dashboard', { as: 'admin@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Open the menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    expect(within(nav).getByRole('link', { name: 'Variables' })).toHaveAttribute('href', '/admin/settings/variables');
  });

  it('are gone with the feature off: no menu entry, and the pages answer 404', async () => {
    setFeatureEnabled('variables', false);
    const { user, router } = await renderApp('/admin/dashboard', { as: 'admin@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Open the menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    expect(within(nav).getByRole('link', { name: 'Roles' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Variables' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    for (const path of ['/admin/settings/variables', '/admin/settings/variables/create', '/admin/settings/variables/1']) {
      await router.navigate({ href: path });
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    }
  });
});
