// The sign-in page's two-factor step, against the mock's Fortify challenge: twofactor@example.com
// has two-factor authentication on; the test computes its authenticator code from the seed's secret.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readAuthToken } from '@/lib/auth-token';
import { now, setMockNow } from '../../../mocks/clock';
import { setScenario } from '../../../mocks/control';
import { db } from '../../../mocks/db/database';
import { server } from '../../../mocks/node';
import { SEED_RECOVERY_CODES, SEED_TWO_FACTOR_SECRET } from '../../../mocks/db/seed';
import { totp } from '../../../mocks/totp';
import { currentHref, renderApp } from '../../../tests/setup/render-app';

type User = Awaited<ReturnType<typeof renderApp>>['user'];
const EMAIL = 'twofactor@example.com';

/** By a pattern: after a first attempt antd's fading loading icon ("loading") stays in its name under jsdom. */
const verifyButton = () => screen.getByRole('button', { name: /Verify and sign in/ });

/** The code the person's authenticator app shows now (the mock's clock). */
const currentCode = () => totp(SEED_TWO_FACTOR_SECRET, now());

async function signInToChallenge(user: User): Promise<HTMLElement> {
  await user.type(await screen.findByLabelText('E-mail address'), EMAIL);
  await user.type(screen.getByLabelText('Password'), 'password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Two-factor authentication' })).toBeInTheDocument();
  return screen.getByLabelText('Authentication code');
}

describe('two-factor sign-in', () => {
  it('asks for the authenticator code in one field, takes it with spaces, and lands where redirect_path says', async () => {
    const { router, user } = await renderApp('/login?redirect_path=%2Fcheckout');
    const field = await signInToChallenge(user);
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveFocus();
    // The e-mail and password form is gone; nobody is signed in yet.
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(currentHref(router)).toBe('/login?redirect_path=%2Fcheckout');

    const code = await currentCode();
    await user.click(field);
    await user.paste(` ${code.slice(0, 3)} ${code.slice(3)} `);
    await user.click(verifyButton());
    await waitFor(() => expect(currentHref(router)).toBe('/checkout'));
  });

  it('signs in with a recovery code instead, which is then used up; and switches back', async () => {
    const { router, user } = await renderApp('/login');
    await signInToChallenge(user);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    expect(field).not.toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('Enter one of your recovery codes. Each recovery code works only once.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use the code from your authenticator app instead' }));
    expect(screen.getByLabelText('Authentication code')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));

    const used = SEED_RECOVERY_CODES[4]!;
    await user.type(screen.getByLabelText('Recovery code'), used);
    await user.click(verifyButton());
    await waitFor(() => expect(currentHref(router)).toBe('/'));
    const stored = JSON.parse(db().users.find((u) => u.email === EMAIL)!.two_factor_recovery_codes!) as string[];
    expect(stored).not.toContain(used);
  });

  it("shows Fortify's message on the field for a wrong code, then takes the right one", async () => {
    const { router, user } = await renderApp('/login');
    const field = await signInToChallenge(user);
    const code = await currentCode();
    await user.type(field, code === '000000' ? '999999' : '000000');
    await user.click(verifyButton());
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('The provided two factor authentication code was invalid.');
    expect(field).toHaveFocus();
    expect(screen.getByText('Authentication failed')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, code);
    await user.click(verifyButton());
    await waitFor(() => expect(currentHref(router)).toBe('/'));
  });

  it('asks for a code when the field is left empty, without calling the server', async () => {
    const { user } = await renderApp('/login');
    const field = await signInToChallenge(user);
    const challenges: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/auth/two-factor-challenge')) challenges.push(request.url);
    };
    server.events.on('request:start', record);
    try {
      await user.type(field, '   ');
      await user.click(verifyButton());
      expect(field).toHaveAccessibleDescription('Please enter your authentication code');
      expect(field).toHaveFocus();
      expect(screen.queryByText('Authentication failed')).not.toBeInTheDocument();
    } finally {
      server.events.removeListener('request:start', record);
    }
    expect(challenges).toEqual([]);
  });

  it('says when to try again after too many attempts (429, Retry-After)', async () => {
    setMockNow(new Date());
    const { user } = await renderApp('/login');
    const field = await signInToChallenge(user);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await user.clear(field);
      await user.type(field, 'abcdef');
      await user.click(verifyButton());
      await waitFor(() => expect(verifyButton()).toBeEnabled());
    }
    expect(await screen.findByText('Too many attempts. Please try again in 60 seconds.')).toBeInTheDocument();
  });

  it('returns to the e-mail and password once the pending sign-in has expired, the e-mail kept', async () => {
    const { router, user } = await renderApp('/login');
    const field = await signInToChallenge(user);
    // Two hours later the session that kept the pending sign-in is gone (the server answers 419).
    setMockNow(new Date(Date.now() + 121 * 60_000));
    await user.type(field, await currentCode());
    await user.click(verifyButton());

    expect(await screen.findByText('Your sign-in has expired. Please enter your password again.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveValue(EMAIL);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveValue('');
    await waitFor(() => expect(password).toHaveFocus());
    expect(currentHref(router)).toBe('/login');

    // Signing in again asks for a new code and works.
    await user.type(password, 'password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Authentication code'), await currentCode());
    await user.click(verifyButton());
    await waitFor(() => expect(currentHref(router)).toBe('/'));
  });

  it('goes back to the e-mail and password on request', async () => {
    const { user } = await renderApp('/login');
    await signInToChallenge(user);
    await user.click(screen.getByRole('button', { name: 'Back to e-mail and password' }));
    expect(screen.getByLabelText('E-mail address')).toHaveValue(EMAIL);
    expect(screen.queryByText(/has expired/)).not.toBeInTheDocument();
  });

  it('says the API is unreachable and retries the same code', async () => {
    const { router, user } = await renderApp('/login');
    const field = await signInToChallenge(user);
    await user.type(field, await currentCode());
    setScenario('network-down');
    await user.click(verifyButton());
    expect(await screen.findByText('Failed to connect to the API server')).toBeInTheDocument();
    setScenario(undefined);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(currentHref(router)).toBe('/'));
  });

  it('token mode: sends the code with the credentials to the token route and stores the token', async () => {
    const { router, user } = await renderApp('/login', { config: { authenticateWithToken: true } });
    const field = await signInToChallenge(user);
    expect(readAuthToken()).toBeNull();
    await user.type(field, await currentCode());
    await user.click(verifyButton());
    await waitFor(() => expect(currentHref(router)).toBe('/'));
    expect(readAuthToken()).toMatch(/^\d+\|/);
  });

  it("token mode: a wrong code shows Fortify's message on the field", async () => {
    const { user } = await renderApp('/login', { config: { authenticateWithToken: true } });
    const field = await signInToChallenge(user);
    await user.type(field, '12');
    await user.click(verifyButton());
    await waitFor(() => expect(field).toHaveAccessibleDescription('The provided two factor authentication code was invalid.'));
    expect(readAuthToken()).toBeNull();
  });
});
