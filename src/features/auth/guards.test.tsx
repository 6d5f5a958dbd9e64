import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { rememberLastUser } from '@/stores/session';
import { setFeatureEnabled } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { member } from '../../../tests/setup/http-recorder';
import { TEST_BACKEND_URL } from '../../../tests/setup/test-config';
import { currentHref, renderApp } from '../../../tests/setup/render-app';

describe('route guards', () => {
  it('sends a visitor to login with redirect_path = path + query + hash', async () => {
    const { router } = await renderApp('/admin/profile?x=1#top');
    await waitFor(() => expect(currentHref(router)).toBe('/login?redirect_path=%2Fadmin%2Fprofile%3Fx%3D1%23top'));
  });

  it('does not send a user whose session cannot be checked (offline) to login: the last known user stays', async () => {
    rememberLastUser(member);
    server.use(http.get(`${TEST_BACKEND_URL}/api/v1/auth/user`, () => HttpResponse.error()));
    const { router } = await renderApp('/checkout');
    expect(await screen.findByRole('button', { name: 'Account menu of Uma User' })).toBeInTheDocument();
    expect(currentHref(router)).toBe('/checkout');
  });

  it('sends a signed-in user away from auth pages to the role path', async () => {
    const { router } = await renderApp('/forgot-password', { as: 'superadmin@example.com' });
    await waitFor(() => expect(currentHref(router)).toBe('/admin/dashboard'));
  });

  it('lets a signed-in user through to redirect_path at start', async () => {
    const { router } = await renderApp('/?redirect_path=%2Fadmin%2Fprofile', { as: 'user@example.com' });
    await waitFor(() => expect(currentHref(router)).toBe('/admin/profile'));
  });

  it("leaves the redirect_path of the backend's social redirect to its callback (Connect, signed in)", async () => {
    // Outside the demo build the app has no page there (404), but the person is not sent away either.
    const { router } = await renderApp('/auth/github/redirect?redirect_path=%2Fadmin%2Fprofile&connect=1', { as: 'user@example.com' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(currentHref(router)).toBe('/auth/github/redirect?redirect_path=%2Fadmin%2Fprofile&connect=1');
  });

  it('shows Page Not Found for unknown paths', async () => {
    await renderApp('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('hides sign-up when the registration feature is off', async () => {
    setFeatureEnabled('registration', false);
    await renderApp('/sign-up');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('hides the language switcher when localization is off', async () => {
    setFeatureEnabled('localization', false);
    await renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
  });
});
