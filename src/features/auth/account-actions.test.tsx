// Sign out: final only when the backend agrees; otherwise "Sign out failed" and still signed in.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readAuthToken } from '@/lib/auth-token';
import { setScenario } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/setup/render-app';
import { TEST_BACKEND_URL } from '../../../tests/setup/test-config';
import { sessionReady } from './session';

const MENU = 'Account menu of Uma User';

/** Counts the landing's menu calls from now on; the returned function stops counting. */
function countMenuCalls(): { count: () => number; stop: () => void } {
  let calls = 0;
  const record = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('/public/menus')) calls += 1;
  };
  server.events.on('request:start', record);
  return { count: () => calls, stop: () => server.events.removeListener('request:start', record) };
}

describe('sign out', () => {
  it('says "Sign out failed" with the reason and keeps the user signed in; Try again signs out', async () => {
    const { user } = await renderApp('/checkout', { as: 'user@example.com' });
    server.use(http.post(`${TEST_BACKEND_URL}/auth/logout`, () => HttpResponse.error()));
    await user.click(await screen.findByRole('button', { name: MENU }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign out failed');
    expect(alert).toHaveTextContent('Failed to connect to the API server You are still signed in.');
    expect(screen.getByRole('button', { name: MENU })).toBeInTheDocument();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sign out failed')).not.toBeInTheDocument());
  });

  it('token mode: revokes the token on the server, then shows the landing to a visitor', async () => {
    const { user } = await renderApp('/checkout', { as: 'user@example.com', config: { authenticateWithToken: true } });
    const token = readAuthToken()!;
    await user.click(await screen.findByRole('button', { name: MENU }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(readAuthToken()).toBeNull();
    // The server no longer takes the token: signing out did not only forget it here.
    const check = await fetch(`${TEST_BACKEND_URL}/api/v1/auth/user`, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
    expect(check.status).toBe(401);
  });

  it('token mode: with the network down, says so and keeps the user and the token; Try again signs out', async () => {
    const { user } = await renderApp('/checkout', { as: 'user@example.com', config: { authenticateWithToken: true } });
    const token = readAuthToken();
    await user.click(await screen.findByRole('button', { name: MENU }));
    setScenario('network-down');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign out failed');
    expect(alert).toHaveTextContent('Failed to connect to the API server You are still signed in.');
    expect(screen.getByRole('button', { name: MENU })).toBeInTheDocument();
    expect(readAuthToken()).toBe(token);

    setScenario(undefined);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(readAuthToken()).toBeNull();
  });

  // The landing is loaded once: the navigation loads it, and nothing asks for it again (a second
  // call used to follow, still running when the page was shown).
  it.each([
    ['/checkout', 'another page'],
    ['/', 'the landing itself'],
  ])('from %s (%s) shows the landing to a visitor with one call for its menus', async (path) => {
    const { user } = await renderApp(path, { as: 'user@example.com' });
    await sessionReady(); // as src/main.tsx starts it: the landing itself does not wait for it
    await user.click(await screen.findByRole('button', { name: MENU }));
    const menus = countMenuCalls();
    try {
      await user.click(screen.getByRole('button', { name: 'Sign out' }));
      expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: /^Menus for / })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(menus.count()).toBe(1);
    } finally {
      menus.stop();
    }
  });
});
