import { describe, expect, it } from 'vitest';
import type { User } from '@/api/models';
import { readMailbox, setMockNow } from './control';
import { body, call, csrfCookie, login } from './testing/backend-client';

const newUser = {
  first_name: 'Nora',
  last_name: 'New',
  email: 'nora@example.com',
  password: 'secret-123',
  password_confirmation: 'secret-123',
};

/** Follow a link from the mailbox against the mock (path only: the host is the test backend). */
function openLink(link: string): Promise<Response> {
  const url = new URL(link);
  return call('GET', `${url.pathname.slice(1)}${url.search}`);
}

describe('registration', () => {
  it('registers, logs in unverified, and verifies through the mailed link', async () => {
    setMockNow(new Date('2026-03-10T09:00:00Z'));
    await csrfCookie();
    const created = await call('POST', 'auth/register', { body: newUser });
    // Fortify's RegisterResponse: new JsonResponse('', 201), the JSON string "".
    expect(created.status).toBe(201);
    expect(created.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await created.text()).toBe('""');
    expect((await call('GET', 'api/v1/auth/user')).status).toBe(409);

    const [mail] = readMailbox();
    expect(mail).toMatchObject({ to: 'nora@example.com', subject: 'Verify Email Address' });
    setMockNow(new Date('2026-03-10T09:05:00Z'));
    const verified = await openLink(mail?.link ?? '');
    expect(verified.status).toBe(302);
    expect(verified.headers.get('Location')).toBe('http://localhost:5173/admin/dashboard?verified=1');

    const me = await body<{ data: User }>(await call('GET', 'api/v1/auth/user?relationships=true'));
    // markEmailAsVerified() saves the user: updated_at moves with it.
    expect([me.data.email_verified_at, me.data.updated_at]).toEqual(['2026-03-10T09:05:00.000000Z', '2026-03-10T09:05:00.000000Z']);
    expect(me.data.created_at).toBe('2026-03-10T09:00:00.000000Z');
    expect(me.data.roles?.map((r) => r.name)).toEqual(['user']);
    expect(me.data.tenants).toEqual([{ id: 1, name: 'Acme' }]);
  });

  it('validates like Fortify', async () => {
    await csrfCookie();
    const response = await call('POST', 'auth/register', {
      body: { ...newUser, first_name: '', email: 'USER@example.com', password: 'short', password_confirmation: 'other' },
    });
    expect(response.status).toBe(422);
    expect(await body(response)).toEqual({
      message: 'The first name field is required. (and 3 more errors)',
      errors: {
        first_name: ['The first name field is required.'],
        email: ['The email has already been taken.'],
        password: ['The password field must be at least 8 characters.', 'The password field confirmation does not match.'],
      },
    });
  });

  it('registers through the API without logging in, then gets a token', async () => {
    await csrfCookie();
    expect((await call('POST', 'api/v1/register', { body: newUser })).status).toBe(201);
    expect((await call('GET', 'api/v1/auth/user')).status).toBe(401);
    const issued = await call('POST', 'api/v1/auth/token', {
      body: { email: newUser.email, password: newUser.password, device_name: 'phone' },
    });
    expect(issued.status).toBe(200);
  });

  it('checks e-mail availability', async () => {
    await csrfCookie();
    const check = async (email: string) => call('POST', 'api/v1/register/check-email', { body: { email } });
    expect(await body(await check('free@example.com'))).toEqual({ available: true });
    expect(await body(await check('Admin@Example.com'))).toEqual({ available: false });
    const invalid = await check('not-an-email');
    expect(invalid.status).toBe(422);
    expect((await body<{ message: string }>(invalid)).message).toBe('The email field must be a valid email address.');
  });

  it('re-sends the verification mail (202), or answers 204 when already verified', async () => {
    await login('unverified@example.com');
    const sent = await call('POST', 'auth/email/verification-notification');
    // Fortify's EmailVerificationNotificationSentResponse: new JsonResponse('', 202).
    expect(sent.status).toBe(202);
    expect(await sent.text()).toBe('""');
    expect(readMailbox()).toHaveLength(1);
    await login('user@example.com');
    const already = await call('POST', 'auth/email/verification-notification');
    expect(already.status).toBe(204);
    expect(await already.text()).toBe('');
  });

  it('refuses a tampered or expired verification link', async () => {
    setMockNow(new Date('2025-06-02T09:00:00Z'));
    await login('unverified@example.com');
    await call('POST', 'auth/email/verification-notification');
    const link = readMailbox()[0]?.link ?? '';
    expect((await openLink(link.replace(/signature=\w+/, 'signature=bad'))).status).toBe(403);
    setMockNow(new Date('2025-06-02T10:01:00Z'));
    expect((await openLink(link)).status).toBe(403);
  });
});

describe('password reset', () => {
  it('mails a reset link and resets the password with it', async () => {
    await csrfCookie();
    const forgot = await call('POST', 'auth/forgot-password', { body: { email: 'user@example.com' } });
    expect(await body(forgot)).toEqual({ message: 'We have emailed your password reset link.' });
    const link = new URL(readMailbox()[0]?.link ?? '');
    expect(link.origin + link.pathname).toBe('http://localhost:5173/reset-password');
    expect(link.searchParams.get('email')).toBe('user@example.com');

    const payload = { email: 'user@example.com', password: 'brand-new-1', password_confirmation: 'brand-new-1' };
    const bad = await call('POST', 'auth/reset-password', { body: { ...payload, token: 'bad' } });
    expect(await body(bad)).toEqual({
      message: 'This password reset token is invalid.',
      errors: { email: ['This password reset token is invalid.'] },
    });
    const reset = await call('POST', 'auth/reset-password', { body: { ...payload, token: link.searchParams.get('token') } });
    expect(await body(reset)).toEqual({ message: 'Your password has been reset.' });

    expect((await login('user@example.com')).status).toBe(422);
    expect((await login('user@example.com', 'brand-new-1')).status).toBe(200);
  });

  it('rejects unknown e-mails and throttles repeated requests', async () => {
    await csrfCookie();
    const unknown = await call('POST', 'auth/forgot-password', { body: { email: 'nobody@example.com' }, locale: 'fr' });
    expect((await body<{ errors: object }>(unknown)).errors).toEqual({
      email: ["Aucun utilisateur n'a été trouvé avec cette adresse e-mail."],
    });
    await call('POST', 'auth/forgot-password', { body: { email: 'user@example.com' } });
    const again = await call('POST', 'auth/forgot-password', { body: { email: 'user@example.com' } });
    expect(again.status).toBe(422);
  });
});

describe('account', () => {
  it('changes the password after checking the current one', async () => {
    await login('user@example.com');
    const change = (current: string) =>
      call('PUT', 'auth/user/password', {
        body: { current_password: current, password: 'changed-pw', password_confirmation: 'changed-pw' },
      });
    const wrong = await change('nope');
    expect((await body<{ errors: object }>(wrong)).errors).toEqual({
      current_password: ['The provided password does not match your current password.'],
    });
    // Fortify's PasswordUpdateResponse: new JsonResponse('', 200).
    const changed = await change('password');
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('""');
    await call('POST', 'auth/logout');
    expect((await login('user@example.com', 'changed-pw')).status).toBe(200);
  });

  it('updates the profile; a new e-mail must be verified again', async () => {
    await login('user@example.com');
    const taken = await call('PUT', 'auth/user/profile-information', {
      body: { first_name: 'Uma', last_name: 'User', email: 'admin@example.com' },
    });
    expect((await body<{ errors: object }>(taken)).errors).toEqual({ email: ['The email has already been taken.'] });

    const same = await call('PUT', 'auth/user/profile-information', {
      body: { first_name: 'Umi', last_name: 'User', email: 'user@example.com' },
    });
    expect((await body<{ data: User }>(same)).data).toMatchObject({ first_name: 'Umi' });
    expect(readMailbox()).toHaveLength(0);

    const moved = await call('PUT', 'auth/user/profile-information', {
      body: { first_name: 'Umi', last_name: 'User', email: 'umi@example.com' },
    });
    expect((await body<{ data: User }>(moved)).data).toMatchObject({ email: 'umi@example.com', email_verified_at: null });
    expect(readMailbox()[0]?.to).toBe('umi@example.com');
    expect((await call('GET', 'api/v1/auth/user')).status).toBe(409);
  });
});
