// Social sign-in in the mock: the providers (by the feature), the person's connected providers, the
// refusal to disconnect the last way in, and the demo's stand-in for the callback (social-demo.ts):
// sign in, a new account, connect, and each error code as the backend redirects with it.
import { describe, expect, it } from 'vitest';
import type { SocialAccountListResponse, User, ValidationErrorBody } from '@/api/models';
import { FEATURES } from '@/lib/feature-tree';
import { setFeatureEnabled } from './control';
import { db } from './db/database';
import { body, call, login } from './testing/backend-client';

const FRONTEND = 'http://localhost:5173';

const providers = async () => (await body<{ data: { name: string }[] }>(await call('GET', 'api/v1/auth/providers'))).data.map((p) => p.name);
const accounts = async () => body<SocialAccountListResponse>(await call('GET', 'api/v1/auth/social-accounts'));
const signedInEmail = async () => {
  const response = await call('GET', 'api/v1/auth/user');
  return response.status === 200 ? (await body<{ data: User }>(response)).data.email : response.status;
};
const callback = async (provider: string, payload: Record<string, unknown>) => {
  const response = await call('POST', `__mock/social/${provider}/callback`, { body: payload });
  return { status: response.status, location: (await body<{ location?: string }>(response)).location };
};
const people = async (provider: string, connect = false) =>
  (await body<{ data: { id: string; email: string; outcome: string }[] }>(
    await call('GET', `__mock/social/${provider}/people${connect ? '?connect=1' : ''}`),
  )).data;

describe('social sign-in routes', () => {
  it('lists the providers only with the social-login feature on', async () => {
    expect(await providers()).toEqual([]);
    setFeatureEnabled(FEATURES.socialLogin, true);
    expect(await providers()).toEqual(['google', 'microsoft', 'github']);
  });

  it("lists the signed-in person's connected providers and whether the account has a password", async () => {
    expect((await call('GET', 'api/v1/auth/social-accounts')).status).toBe(401);
    await login('user@example.com');
    const list = await accounts();
    expect(list.data.map((a) => [a.provider, a.email, a.nickname])).toEqual([
      ['google', 'user@example.com', null],
      ['github', 'user@example.com', 'uma-user'],
    ]);
    expect(list.meta).toEqual({ has_password: true });
    await login('admin@example.com');
    expect((await accounts()).data.map((a) => a.provider)).toEqual(['microsoft']);
  });

  it('disconnects a provider; 404 for one not connected', async () => {
    await login('user@example.com');
    expect((await call('DELETE', 'api/v1/auth/social-accounts/github')).status).toBe(204);
    expect((await accounts()).data.map((a) => a.provider)).toEqual(['google']);
    expect((await call('DELETE', 'api/v1/auth/social-accounts/github')).status).toBe(404);
    // Uma has a password: her last provider may go too.
    expect((await call('DELETE', 'api/v1/auth/social-accounts/google')).status).toBe(204);
  });

  it('refuses (422) to disconnect the last way in of an account without a password, in the caller’s language', async () => {
    const uma = db().users.find((u) => u.email === 'user@example.com')!;
    uma.password = '';
    const session = await callback('google', { person: '104857600123456789012' });
    expect(session.location).toBe(`${FRONTEND}/login`);
    expect((await accounts()).meta.has_password).toBe(false);
    expect((await call('DELETE', 'api/v1/auth/social-accounts/github')).status).toBe(204);
    const refused = await call('DELETE', 'api/v1/auth/social-accounts/google');
    expect(refused.status).toBe(422);
    expect((await body<ValidationErrorBody>(refused)).errors.provider).toEqual([
      'You cannot disconnect Google: your account has no password and no other connected provider. Set a password first with "Forgot your password?".',
    ]);
    const french = await call('DELETE', 'api/v1/auth/social-accounts/google', { locale: 'fr' });
    expect((await body<ValidationErrorBody>(french)).errors.provider?.[0]).toMatch(/^Vous ne pouvez pas déconnecter Google/);
    expect((await accounts()).data.map((a) => a.provider)).toEqual(['google']);
  });
});

describe("the demo's stand-in for the provider and the callback", () => {
  it('signs in the person connected to the provider account and comes back to the sign-in page with redirect_path', async () => {
    setFeatureEnabled(FEATURES.socialLogin, true);
    const microsoft = await people('microsoft');
    expect(microsoft[0]).toMatchObject({ email: 'admin@example.com', outcome: 'signs_in' });
    const back = await callback('microsoft', { person: microsoft[0]!.id, redirect_path: '/admin/orders', login_path: '/signin' });
    expect(back.location).toBe(`${FRONTEND}/signin?redirect_path=%2Fadmin%2Forders`);
    expect(await signedInEmail()).toBe('admin@example.com');
  });

  it('creates a new person’s account (verified, no password) when registration is on; registration_closed when off', async () => {
    const newcomer = (await people('google')).find((p) => p.email === 'noa.newcomer@google.example')!;
    expect(newcomer.outcome).toBe('creates_account');
    setFeatureEnabled(FEATURES.registration, false);
    expect(await callback('google', { person: newcomer.id })).toEqual({ status: 200, location: `${FRONTEND}/login?social_error=registration_closed` });
    expect(await signedInEmail()).toBe(401);
    setFeatureEnabled(FEATURES.registration, true);
    await callback('google', { person: newcomer.id });
    expect(await signedInEmail()).toBe('noa.newcomer@google.example');
    const noa = db().users.find((u) => u.email === 'noa.newcomer@google.example')!;
    expect([noa.password, noa.email_verified_at !== null, noa.role_ids]).toEqual(['', true, [3]]);
    expect((await accounts()).meta.has_password).toBe(false);
    // Next time the same provider account signs her in.
    expect((await people('google')).find((p) => p.id === newcomer.id)?.outcome).toBe('signs_in');
  });

  it('comes back with email_taken for an address an account has, unverified_email, and any code the visitor picks', async () => {
    const google = await people('google');
    const gus = google.find((p) => p.email === 'user2@example.com')!;
    const val = google.find((p) => p.email.startsWith('val.'))!;
    expect([gus.outcome, val.outcome]).toEqual(['email_taken', 'unverified_email']);
    expect((await callback('google', { person: gus.id, redirect_path: '/checkout' })).location).toBe(
      `${FRONTEND}/login?social_error=email_taken&redirect_path=%2Fcheckout`,
    );
    expect((await callback('google', { person: val.id })).location).toBe(`${FRONTEND}/login?social_error=unverified_email`);
    expect((await callback('google', { error: 'cancelled' })).location).toBe(`${FRONTEND}/login?social_error=cancelled`);
    expect(await signedInEmail()).toBe(401);
    expect((await callback('facebook', { error: 'cancelled' })).status).toBe(404);
  });

  it('connects a provider account to the signed-in person (connect) and comes back to redirect_path', async () => {
    await login('user2@example.com');
    const github = await people('github', true);
    const gus = github.find((p) => p.email === 'user2@example.com')!;
    expect(gus.outcome).toBe('connects');
    const back = await callback('github', { person: gus.id, connect: true, redirect_path: '/admin/profile' });
    expect(back.location).toBe(`${FRONTEND}/admin/profile?social_connected=github`);
    expect((await accounts()).data.map((a) => a.provider)).toEqual(['github']);
    // Uma's GitHub account is someone else's: email_taken, nothing changes.
    const uma = (await people('github', true)).find((p) => p.email === 'user@example.com')!;
    expect(uma.outcome).toBe('email_taken');
    expect((await callback('github', { person: uma.id, connect: true, redirect_path: '/admin/profile' })).location).toBe(
      `${FRONTEND}/admin/profile?social_error=email_taken`,
    );
    expect(await signedInEmail()).toBe('user2@example.com');
  });
});
