// Invitations (issue 28): a new user is invited by default, chooses their password through the
// mailed link (which verifies their e-mail), and can be sent the invitation again or withdrawn.
import { describe, expect, it } from 'vitest';
import type { User } from '@/api/models';
import { readMailbox, setMockNow } from './control';
import { body, call, csrfCookie, login } from './testing/backend-client';
import { list } from './testing/catalogue-helpers';

/** The link of the last mail to `to`, as the invitee opens it. */
function lastLinkTo(to: string): URL {
  const mail = readMailbox().findLast((m) => m.to === to);
  expect(mail, `a mail to ${to}`).toBeDefined();
  return new URL(mail!.link);
}

async function inviteOlga(extra: Record<string, unknown> = {}): Promise<User> {
  const created = await call('POST', 'api/v1/users', { body: { email: 'olga@example.com', first_name: 'Olga', last_name: 'Orders', ...extra } });
  expect(created.status).toBe(201);
  return (await body<{ data: User }>(created)).data;
}

/** As the invitee's browser does days later: a session of its own (the admin's is long gone), then the reset. */
async function choosePassword(link: URL, password = 'olga-pass-1'): Promise<Response> {
  const { token, email } = Object.fromEntries(link.searchParams) as Record<string, string>;
  await csrfCookie();
  return call('POST', 'auth/reset-password', { body: { token, email, password, password_confirmation: password } });
}

describe('invitations', () => {
  it('invite by default: no password, a 7-day invitation mailed with a link to choose one', async () => {
    setMockNow(new Date('2026-03-10T09:00:00Z'));
    await login('admin@example.com');
    const olga = await inviteOlga({ role_ids: [3] });
    expect(olga).toMatchObject({
      email_verified_at: null,
      invitation: { sent_at: '2026-03-10T09:00:00.000000Z', expires_at: '2026-03-17T09:00:00.000000Z' },
      roles: [{ name: 'user', label: 'User' }],
    });
    const mails = readMailbox();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([['olga@example.com', 'Ada Admin invited you to join Acme']]);
    const link = lastLinkTo('olga@example.com');
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('email')).toBe('olga@example.com');
    expect(link.searchParams.get('invitation')).toBe('1');
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
    // Nobody can sign in with no password: not with an empty one, not with a guess.
    expect((await login('olga@example.com', '')).status).toBe(422);
    expect((await login('olga@example.com', 'password')).status).toBe(422);
    // Not offered among the demo's accounts (no password yet); roles there come with their label.
    const accounts = await body<{ data: { email: string; roles: { label: string }[] }[] }>(await call('GET', '__mock/accounts'));
    expect(accounts.data.map((account) => account.email)).not.toContain('olga@example.com');
    expect(accounts.data.find((account) => account.email === 'admin@example.com')?.roles).toEqual([{ name: 'admin', label: 'Administrator' }]);
    // Listed as pending.
    await login('admin@example.com');
    const listed = await list<User>('api/v1/users?search=olga');
    expect(listed.data[0]?.invitation).toEqual(olga.invitation);
  });

  it('accepted: the password chosen through the link signs in, the e-mail is verified, the link is spent', async () => {
    setMockNow(new Date('2026-03-10T09:00:00Z'));
    await login('admin@example.com');
    const olga = await inviteOlga();
    // Six days later the link still works: invitations last 7 days, not a reset's 60 minutes.
    setMockNow(new Date('2026-03-16T08:00:00Z'));
    const link = lastLinkTo('olga@example.com');
    const accepted = await choosePassword(link);
    expect(accepted.status).toBe(200);
    expect((await login('olga@example.com', 'olga-pass-1')).status).toBe(200);
    const me = await body<{ data: User }>(await call('GET', 'api/v1/auth/user'));
    expect(me.data.email_verified_at).toBe('2026-03-16T08:00:00.000000Z');
    expect(me.data.invitation ?? null).toBeNull();
    // Used once: the same link says so, and there is nothing left to resend or withdraw.
    const again = await choosePassword(link, 'another-pass-1');
    expect(again.status).toBe(422);
    expect(await body(again)).toMatchObject({ errors: { email: ['This password reset token is invalid.'] } });
    await login('admin@example.com');
    expect((await body<{ data: User }>(await call('GET', `api/v1/users/${olga.id}`))).data.invitation).toBeNull();
    const resend = await call('POST', `api/v1/users/${olga.id}/invitation`);
    expect(resend.status).toBe(404);
    expect(await body(resend)).toEqual({ message: 'This user has no pending invitation.' });
    expect((await call('DELETE', `api/v1/users/${olga.id}/invitation`)).status).toBe(404);
  });

  it('expires after 7 days; sent again: a new link, the old one dead, 7 more days', async () => {
    setMockNow(new Date('2026-03-10T09:00:00Z'));
    await login('admin@example.com');
    const olga = await inviteOlga();
    const first = lastLinkTo('olga@example.com');
    setMockNow(new Date('2026-03-17T09:00:00Z'));
    expect((await choosePassword(first)).status).toBe(422);
    await login('admin@example.com');
    const resent = await call('POST', `api/v1/users/${olga.id}/invitation`);
    expect(resent.status).toBe(200);
    expect((await body<{ data: User }>(resent)).data).toMatchObject({
      invitation: { sent_at: '2026-03-17T09:00:00.000000Z', expires_at: '2026-03-24T09:00:00.000000Z' },
      roles: [{ label: 'User' }],
      tenants: [{ name: 'Acme' }],
    });
    expect(readMailbox().filter((mail) => mail.to === 'olga@example.com')).toHaveLength(2);
    const second = lastLinkTo('olga@example.com');
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
    expect((await choosePassword(first)).status).toBe(422);
    expect((await choosePassword(second)).status).toBe(200);
  });

  it('leaves a trace in Acme’s log: the invitation sent again, and a withdrawn one as the user’s deletion', async () => {
    await login('admin@example.com');
    const olga = await inviteOlga();
    expect((await call('POST', `api/v1/users/${olga.id}/invitation`)).status).toBe(200);
    expect((await call('DELETE', `api/v1/users/${olga.id}/invitation`)).status).toBe(204);
    const { data: entries } = await list<{ event: string; tenant_id: number | null; subject_label: string; data: { attributes?: Record<string, unknown> } }>(
      `api/v1/logs?model_type=1&model_id=${olga.id}&order_by=id&order_dir=asc`,
    );
    expect(entries.map((entry) => entry.event)).toEqual(['created', 'invited', 'deleted']);
    expect(entries.every((entry) => entry.tenant_id === 1 && entry.subject_label === 'olga@example.com')).toBe(true);
    expect(entries[0]!.data.attributes).toHaveProperty('invitation_sent_at');
    expect(entries[1]!.data.attributes).toHaveProperty('invitation_sent_at');
  });

  it('withdrawn: the never-activated user is deleted and their link says so', async () => {
    await login('admin@example.com');
    const olga = await inviteOlga();
    const link = lastLinkTo('olga@example.com');
    expect((await call('DELETE', `api/v1/users/${olga.id}/invitation`)).status).toBe(204);
    expect((await call('GET', `api/v1/users/${olga.id}`)).status).toBe(404);
    const dead = await choosePassword(link);
    expect(dead.status).toBe(422);
    expect(await body(dead)).toMatchObject({ errors: { email: ["We can't find a user with that email address."] } });
    // Only pending invitations: an ordinary user is deleted with DELETE /users/{id}.
    expect((await call('DELETE', 'api/v1/users/3/invitation')).status).toBe(404);
    expect((await call('GET', 'api/v1/users/3')).status).toBe(200);
  });

  it('needs users.create, stays in the tenant, and keeps passwords for super admins', async () => {
    await login('admin@example.com');
    const olga = await inviteOlga();
    const typed = await call('POST', 'api/v1/users', {
      body: { email: 'pat@example.com', first_name: 'Pat', last_name: 'P', password: 'secret-123', password_confirmation: 'secret-123' },
    });
    expect(typed.status).toBe(422);
    expect(await body(typed)).toMatchObject({ errors: { password: ['The password field is prohibited when invite is true.'] } });
    const noInvite = await call('POST', 'api/v1/users', {
      body: { email: 'pat@example.com', first_name: 'Pat', last_name: 'P', invite: false, password: 'secret-123', password_confirmation: 'secret-123' },
    });
    expect(noInvite.status).toBe(403);
    expect((await call('PUT', 'api/v1/users/3', { body: { email: 'user@example.com', first_name: 'Uma', last_name: 'User', password: 'secret-123', password_confirmation: 'secret-123' } })).status).toBe(403);
    await login('user@example.com');
    expect((await call('POST', `api/v1/users/${olga.id}/invitation`)).status).toBe(403);
    expect((await call('DELETE', `api/v1/users/${olga.id}/invitation`)).status).toBe(403);
    // Globex's administrator does not reach Acme's invitee.
    await login('superadmin@example.com');
    expect((await call('POST', 'api/v1/users/4/roles?tenant_id=2', { body: { role_ids: [2] } })).status).toBe(200);
    await login('user2@example.com');
    expect((await call('POST', `api/v1/users/${olga.id}/invitation`)).status).toBe(404);
    expect((await call('DELETE', `api/v1/users/${olga.id}/invitation`)).status).toBe(404);
  });
});
