import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readAuthToken } from '@/lib/auth-token';
import { setScenario } from '../../../mocks/control';
import { currentHref, renderApp } from '../../../tests/setup/render-app';

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderApp>>['user'], email: string, password = 'password') {
  await user.type(await screen.findByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('sends an admin to the dashboard', async () => {
    const { router, user } = await renderApp('/login');
    await fillAndSubmit(user, 'admin@example.com');
    await waitFor(() => expect(currentHref(router)).toBe('/admin/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  });

  it('sends a user to /', async () => {
    const { router, user } = await renderApp('/login');
    await fillAndSubmit(user, 'user2@example.com');
    await waitFor(() => expect(currentHref(router)).toBe('/'));
  });

  it('honours a same-origin redirect_path with query and hash', async () => {
    const { router, user } = await renderApp('/login?redirect_path=%2Fadmin%2Fprofile%3Ftab%3D1%23pw');
    await fillAndSubmit(user, 'user@example.com');
    await waitFor(() => expect(currentHref(router)).toBe('/admin/profile?tab=1#pw'));
  });

  it('says the session ended when sent here by a lost session, then goes back to where the user was', async () => {
    const { router, user } = await renderApp('/login?redirect_path=%2Fadmin%2Frestaurants%2Fcreate&notice=session-ended');
    expect(
      await screen.findByText('Your session has ended. Sign in again to continue; your changes are kept.'),
    ).toBeInTheDocument();
    await fillAndSubmit(user, 'admin@example.com');
    await waitFor(() => expect(currentHref(router)).toBe('/admin/restaurants/create'));
  });

  it('shows no notice for any other notice value (a link cannot put text here)', async () => {
    await renderApp('/login?notice=Your%20account%20is%20locked');
    expect(await screen.findByLabelText('E-mail address')).toBeInTheDocument();
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
    expect(screen.queryByText(/locked/)).not.toBeInTheDocument();
  });

  it('shows the server error on a wrong password and keeps what was typed', async () => {
    const { user } = await renderApp('/login');
    await fillAndSubmit(user, 'user@example.com', 'nope-nope');
    expect(await screen.findByText('Authentication failed')).toBeInTheDocument();
    // The alert and the field's message arrive in separate renders: wait for the field's too.
    expect((await screen.findAllByText('These credentials do not match our records.')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('E-mail address')).toHaveValue('user@example.com');
  });

  it('sends an unverified account to /verify-email', async () => {
    const { router, user } = await renderApp('/login');
    await fillAndSubmit(user, 'unverified@example.com');
    await waitFor(() => expect(currentHref(router)).toBe('/verify-email'));
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail address' })).toBeInTheDocument();
  });

  it('stores a token in token mode', async () => {
    const { router, user } = await renderApp('/login', { config: { authenticateWithToken: true } });
    await fillAndSubmit(user, 'admin@example.com');
    await waitFor(() => expect(currentHref(router)).toBe('/admin/dashboard'));
    expect(readAuthToken()).toMatch(/^\d+\|/);
  });

  it('says the API is unreachable and retries the same sign-in', async () => {
    const { router, user } = await renderApp('/login');
    setScenario('network-down');
    await fillAndSubmit(user, 'admin@example.com');
    expect(await screen.findByText('Failed to connect to the API server')).toBeInTheDocument();
    setScenario(undefined);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(currentHref(router)).toBe('/admin/dashboard'));
  });
});
