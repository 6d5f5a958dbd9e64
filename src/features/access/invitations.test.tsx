// Invitations (issue 28.4) and granting only what you hold (28.5), as Acme's administrator and as
// the super admin: the new-user form invites, the roles offered are those the signed-in user may
// grant, the list and the user's page show a pending or expired invitation, which can be sent again
// or withdrawn, and the link's page is worded "Choose your password".
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { timestamp } from '../../../mocks/clock';
import { readMailbox } from '../../../mocks/control';
import { db } from '../../../mocks/db/database';
import { chooseOption } from '../../../tests/setup/choose-option';
import { currentHref, renderApp } from '../../../tests/setup/render-app';

const ADMIN = 'admin@example.com';
const SUPER = 'superadmin@example.com';
const DAY_MS = 24 * 60 * 60_000;
const TOKEN = 'a'.repeat(64);

/** Olga, invited `daysAgo` days ago by Acme's administrator and not answered yet. */
function invitedOlga(daysAgo = 1): number {
  const sent = timestamp(new Date(Date.now() - daysAgo * DAY_MS));
  const data = db();
  const id = Math.max(...data.users.map((user) => user.id)) + 1;
  data.users.push({
    id, email: 'olga@example.com', first_name: 'Olga', last_name: 'Orders', password: '', email_verified_at: null,
    created_at: sent, updated_at: sent, role_ids: [3], tenant_ids: [1], invitation_sent_at: sent, invitation_accepted_at: null,
    two_factor_secret: null, two_factor_recovery_codes: null, two_factor_confirmed_at: null,
  });
  data.password_reset_tokens.push({ email: 'olga@example.com', token: TOKEN, created_at: sent });
  return id;
}

/** The titles of a select's options, once they are there. */
async function optionsOf(user: UserEvent, select: string): Promise<{ offered: string[]; disabled: string[] }> {
  await user.click(screen.getByRole('combobox', { name: select }));
  const options = () => [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')];
  await waitFor(() => expect(options().length).toBeGreaterThan(0));
  const titles = (list: HTMLElement[]) => list.map((option) => option.getAttribute('title') ?? '');
  const result = { offered: titles(options()), disabled: titles(options().filter((option) => option.classList.contains('ant-select-item-option-disabled'))) };
  await user.keyboard('{Escape}');
  return result;
}

async function fillNewUser(user: UserEvent) {
  await user.type(screen.getByLabelText('E-mail'), 'olga@example.com');
  await user.type(screen.getByLabelText('First name'), 'Olga');
  await user.type(screen.getByLabelText('Last name'), 'Orders');
}

describe('the new-user form', () => {
  it('invites as Acme’s administrator: no password to invent, only the roles they may grant, then “Invitation pending”', async () => {
    const { user, router } = await renderApp('/admin/users/create', { as: ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'New user' })).toBeInTheDocument();
    expect(screen.getByText(/The new user gets an e-mail invitation to choose their own password/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Set a password now instead' })).not.toBeInTheDocument();
    expect(await optionsOf(user, 'Roles')).toEqual({ offered: ['Administrator', 'User'], disabled: [] });

    await fillNewUser(user);
    await chooseOption(user, 'Roles', 'User');
    await chooseOption(user, 'Tenants', 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invitation sent to olga@example.com.')).toBeInTheDocument();
    await waitFor(() => expect(currentHref(router)).toMatch(/^\/admin\/users\/7$/));
    expect(await screen.findByText('Invitation pending')).toBeInTheDocument();
    expect(screen.getByText(/Olga Orders has not chosen a password yet\. The invitation went to olga@example\.com on/)).toBeInTheDocument();
    expect(readMailbox().map((mail) => [mail.to, mail.subject])).toEqual([['olga@example.com', 'Ada Admin invited you to join Acme']]);
    expect(readMailbox()[0]!.link).toMatch(/\/reset-password\?token=[0-9a-f]{64}&email=olga%40example\.com&invitation=1$/);
  });

  it('lets the super admin set a password instead, and offers them every role', async () => {
    const { user } = await renderApp('/admin/users/create', { as: SUPER });
    expect(await screen.findByText(/turn on “Set a password now instead” below/)).toBeInTheDocument();
    expect(await optionsOf(user, 'Roles')).toEqual({ offered: ['Administrator', 'Super administrator', 'User'], disabled: [] });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Set a password now instead' }));
    await fillNewUser(user);
    await user.type(await screen.findByLabelText('Password'), 'olga-pass-1');
    await user.type(screen.getByLabelText('Confirm the password'), 'olga-pass-1');
    await chooseOption(user, 'Roles', 'Super administrator');
    await chooseOption(user, 'Tenants', 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Olga Orders' })).toBeInTheDocument();
    expect(screen.queryByText('Invitation pending')).not.toBeInTheDocument();
    // Not invited: the address is verified the usual way.
    expect(readMailbox().map((mail) => mail.subject)).toEqual(['Verify Email Address']);
  });

  it('shows a role the administrator may not grant on a user who has it, but not as a choice to remove', async () => {
    const { user } = await renderApp('/admin/users/1', { as: ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Super' })).toBeInTheDocument();
    const roles = screen.getByRole('combobox', { name: 'Roles' }).closest('.ant-select')!;
    await waitFor(() => expect(roles).toHaveTextContent('Super administrator'));
    expect(roles.querySelector('.ant-select-selection-item-remove')).toBeNull();
    expect(await optionsOf(user, 'Roles')).toEqual({ offered: ['Administrator', 'User', 'Super administrator'], disabled: ['Super administrator'] });
  });
});

describe('a pending invitation', () => {
  it('is tagged in the users list: pending, or expired after 7 days', async () => {
    invitedOlga(1);
    const { router } = await renderApp('/admin/users', { as: ADMIN });
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = (await within(table).findByRole('link', { name: 'olga@example.com' })).closest('tr')!;
    expect(row.querySelector('.l-tag[data-tone="warning"]')).toHaveTextContent('Invitation pending');
    const adminRow = within(table).getByRole('link', { name: 'admin@example.com' }).closest('tr')!;
    expect(adminRow).not.toHaveTextContent(/Invitation/);

    db().users.at(-1)!.invitation_sent_at = timestamp(new Date(Date.now() - 8 * DAY_MS));
    await router.invalidate();
    await waitFor(() => expect(within(table).getByRole('link', { name: 'olga@example.com' }).closest('tr')!.querySelector('.l-tag[data-tone="danger"]')).toHaveTextContent('Invitation expired'));
  });

  it('is sent again from the user’s page: a new mail, a new link, and the page says so', async () => {
    const id = invitedOlga(8);
    const { user } = await renderApp(`/admin/users/${id}`, { as: ADMIN });
    expect(await screen.findByText('Invitation expired')).toBeInTheDocument();
    expect(screen.getByText(/did not choose a password in time: the link sent to olga@example\.com on .+ stopped working on/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the invitation again' }));
    expect(await screen.findByText('Invitation sent again to olga@example.com. The earlier link no longer works.')).toBeInTheDocument();
    expect(await screen.findByText('Invitation pending')).toBeInTheDocument();
    const [mail] = readMailbox();
    expect(mail).toMatchObject({ to: 'olga@example.com', subject: 'Ada Admin invited you to join Acme' });
    expect(mail!.link).not.toContain(TOKEN);
  });

  it('is withdrawn after a confirmation that says the account goes with it', async () => {
    const id = invitedOlga();
    const { user, router } = await renderApp(`/admin/users/${id}`, { as: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Withdraw the invitation' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Withdraw the invitation to olga@example.com?');
    expect(dialog).toHaveTextContent('Olga Orders has never signed in, so their account is deleted with the invitation, and the link in their e-mail stops working.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep the invitation' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw the invitation' }));
    expect(await screen.findByText('Invitation withdrawn: Olga Orders was removed.')).toBeInTheDocument();
    await waitFor(() => expect(currentHref(router)).toBe('/admin/users'));
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByRole('link', { name: 'admin@example.com' });
    expect(within(table).queryByRole('link', { name: 'olga@example.com' })).not.toBeInTheDocument();
    expect(db().users.some((candidate) => candidate.id === id)).toBe(false);
  });

  it('offers Send again and Withdraw only with users.create', async () => {
    const id = invitedOlga();
    const data = db();
    const create = data.permissions.find((permission) => permission.name === 'users.create')!.id;
    const admin = data.roles.find((role) => role.name === 'admin')!;
    admin.permission_ids = admin.permission_ids.filter((permissionId) => permissionId !== create);
    await renderApp(`/admin/users/${id}`, { as: ADMIN });
    expect(await screen.findByText('Invitation pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the invitation again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw the invitation' })).not.toBeInTheDocument();
  });
});

describe('the invitation link', () => {
  const link = `/reset-password?token=${TOKEN}&email=olga%40example.com&invitation=1`;

  async function choose(user: UserEvent) {
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('olga@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'olga-pass-1');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'olga-pass-1');
    await user.click(screen.getByRole('button', { name: 'Choose my password' }));
  }

  it('is worded “Choose your password”; once chosen, the invitation is accepted and the e-mail verified', async () => {
    const id = invitedOlga();
    const { user } = await renderApp(link);
    expect(await screen.findByText(/You have been invited to .+\. Choose the password you will sign in with/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
    await choose(user);
    expect(await screen.findByText('Your password is set and your e-mail address is confirmed. Sign in to start.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    const olga = db().users.find((candidate) => candidate.id === id)!;
    expect(olga.password).toBe('olga-pass-1');
    expect(olga.email_verified_at).not.toBeNull();
    expect(olga.invitation_accepted_at).not.toBeNull();
  });

  it('says so when it was already used or withdrawn', async () => {
    invitedOlga();
    db().password_reset_tokens = []; // used (or replaced by a newer invitation)
    const { user } = await renderApp(link);
    await choose(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link can no longer be used');
    expect(screen.getByRole('alert')).toHaveTextContent('This password reset token is invalid.');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('button', { name: 'Choose my password' })).not.toBeInTheDocument();
  });
});
