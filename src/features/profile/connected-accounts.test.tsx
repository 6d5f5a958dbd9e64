// The profile's connected accounts (social-login feature): connected providers with Disconnect,
// the others with Connect (the backend's redirect with connect=1), the refusal to take away the last
// way in, and what the backend's callback comes back with after Connect.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '@/lib/feature-tree';
import { setFeatureEnabled } from '../../../mocks/control';
import { db } from '../../../mocks/db/database';
import { renderApp } from '../../../tests/setup/render-app';
import { TEST_BACKEND_URL } from '../../../tests/setup/test-config';

const section = async () => (await screen.findByRole('heading', { level: 2, name: 'Connected accounts' })).closest('.ant-card') as HTMLElement;
const rowOf = (card: HTMLElement, label: string) => within(card).getByText(label, { selector: 'strong, .ant-typography strong, span' }).closest('li')!;

async function confirmDisconnect(user: Awaited<ReturnType<typeof renderApp>>['user'], provider: string) {
  await user.click(await screen.findByRole('button', { name: `Disconnect ${provider}` }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(`Disconnect ${provider}?`);
  await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
}

describe('connected accounts on the profile', () => {
  it('lists the providers: connected ones with Disconnect, the others with Connect to the backend', async () => {
    setFeatureEnabled(FEATURES.socialLogin, true);
    await renderApp('/admin/profile', { as: 'user@example.com' });
    const card = await section();
    expect(await within(card).findByRole('button', { name: 'Disconnect Google' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Disconnect GitHub' })).toBeInTheDocument();
    expect(rowOf(card, 'GitHub')).toHaveTextContent(/user@example\.com · uma-user\s*Connected on/);
    const connect = within(card).getByRole('link', { name: 'Connect Microsoft' });
    expect(connect).toHaveAttribute('href', `${TEST_BACKEND_URL}/auth/microsoft/redirect?redirect_path=%2Fadmin%2Fprofile&connect=1`);
    expect(within(card).queryByRole('link', { name: 'Connect Google' })).not.toBeInTheDocument();
  });

  it('disconnects a provider once confirmed', async () => {
    setFeatureEnabled(FEATURES.socialLogin, true);
    const { user } = await renderApp('/admin/profile', { as: 'user@example.com' });
    await confirmDisconnect(user, 'GitHub');
    expect(await screen.findByText('GitHub is disconnected.')).toBeInTheDocument();
    const card = await section();
    expect(await within(card).findByRole('link', { name: 'Connect GitHub' })).toBeInTheDocument();
    expect(db().social_accounts.filter((a) => a.user_id === 3).map((a) => a.provider)).toEqual(['google']);
  });

  it('shows the refusal with its reason when the provider is the last way in of an account without a password', async () => {
    setFeatureEnabled(FEATURES.socialLogin, true);
    const { user } = await renderApp('/admin/profile', { as: 'user@example.com' });
    // As if Uma's account had been made through Google: no password, one provider.
    const uma = db().users.find((u) => u.email === 'user@example.com')!;
    uma.password = '';
    db().social_accounts = db().social_accounts.filter((a) => !(a.user_id === 3 && a.provider === 'github'));
    await confirmDisconnect(user, 'Google');
    const card = await section();
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Google was not disconnected');
    expect(alert).toHaveTextContent(
      'You cannot disconnect Google: your account has no password and no other connected provider. Set a password first with "Forgot your password?".',
    );
    expect(within(card).getByRole('button', { name: 'Disconnect Google' })).toBeInTheDocument();
    expect(db().social_accounts.some((a) => a.user_id === 3 && a.provider === 'google')).toBe(true);
  });

  it('says a provider is connected when the backend comes back with it and the list shows it', async () => {
    setFeatureEnabled(FEATURES.socialLogin, true);
    db().social_accounts.push({
      id: 99, user_id: 3, provider: 'microsoft', provider_user_id: 'ms-uma', email: 'uma@outlook.example', nickname: null,
      created_at: '2026-03-10T09:00:00.000000Z', updated_at: '2026-03-10T09:00:00.000000Z',
    });
    await renderApp('/admin/profile?social_connected=microsoft', { as: 'user@example.com' });
    expect(await screen.findByText('Microsoft is connected: you can sign in with it.')).toBeInTheDocument();
  });

  it.each([
    ['en', 'This provider account is already connected to another account.'],
    ['fr', 'Ce compte du fournisseur est déjà connecté à un autre compte.'],
  ] as const)('(%s) words social_error=email_taken after Connect', async (locale, words) => {
    setFeatureEnabled(FEATURES.socialLogin, true);
    await renderApp('/admin/profile?social_error=email_taken', { as: 'user@example.com', locale });
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
  });

  it('has no such section with the feature off', async () => {
    await renderApp('/admin/profile?social_error=cancelled', { as: 'user@example.com' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Change password' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Connected accounts' })).not.toBeInTheDocument());
    expect(screen.queryByText(/cancelled at the provider/)).not.toBeInTheDocument();
  });
});
