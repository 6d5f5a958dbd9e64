// The profile's two-factor authentication against the mock's Fortify routes: turning it on after the
// password confirmation (the QR code as an image from a data URL, the setup key, a wrong then a right
// code), the recovery codes (copy, download, shown once), regenerating them and turning it off.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login } from '@/api/auth';
import { twoFactorChallenge } from '@/api/two-factor';
import { db } from '../../../mocks/db/database';
import { SEED_RECOVERY_CODES, SEED_TWO_FACTOR_SECRET } from '../../../mocks/db/seed';
import { totp } from '../../../mocks/totp';
import { usePasswordConfirmation } from '@/stores/password-confirmation';
import { renderApp } from '../../../tests/setup/render-app';

/** How many times the password dialog opened (jsdom never ends antd's closing animation: it stays in the page). */
let opened = 0;
const openings = () => opened;
beforeEach(() => {
  opened = 0;
  return usePasswordConfirmation.subscribe((state, before) => {
    if (state.open && !before.open) opened += 1;
  });
});

/** rc-dialog names every dialog's title "test-id" under test: a dialog is found by its title's text. */
const turnOffDialog = async () =>
  (await screen.findAllByText('Turn off two-factor authentication?'))[0]!.closest<HTMLElement>('[role="dialog"]')!;

type User = Awaited<ReturnType<typeof renderApp>>['user'];

// jsdom has no object URLs: the file is caught where the section makes its link.
const saved: Blob[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return 'blob:recovery-codes';
  };
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const section = () => screen.getByRole('heading', { name: 'Two-factor authentication' }).closest('.ant-card') as HTMLElement;

/** The password dialog the 423 opened: the password typed, confirmed. */
async function confirmPassword(user: User, password = 'password') {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your password to continue' });
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

/** A code of the secret no step of the window gives, and the right one now (a step the mock has not used yet). */
async function codes(secret: string) {
  const now = Date.now();
  const valid = await Promise.all([-1, 0, 1].map((offset) => totp(secret, now + offset * 30_000)));
  return { wrong: ['000000', '111111', '222222'].find((code) => !valid.includes(code))!, right: valid[1]! };
}

describe('turning two-factor authentication on', () => {
  it('asks for the password, shows the QR code as an image and the setup key, refuses a wrong code, then shows the recovery codes once', async () => {
    const { user, container } = await renderApp('/admin/profile', { as: 'user@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Turn on two-factor authentication' }));
    await confirmPassword(user);

    const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr.tagName).toBe('IMG');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg%20xmlns/);
    // The markup is the image's data, never part of the page.
    expect(container.querySelector('path[fill="#2d3748"]')).toBeNull();
    const secret = db().users.find((u) => u.email === 'user@example.com')!.two_factor_secret!;
    expect(within(section()).getByText(secret.replace(/(.{4})(?=.)/g, '$1 '))).toBeInTheDocument();

    const { wrong, right } = await codes(secret);
    const field = within(section()).getByLabelText('Authentication code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.type(field, wrong);
    await user.click(within(section()).getByRole('button', { name: 'Confirm and turn on' }));
    expect(await within(section()).findByText('The provided two factor authentication code was invalid.')).toBeInTheDocument();
    expect(openings()).toBe(1);

    await user.clear(field);
    await user.type(field, `${right.slice(0, 3)} ${right.slice(3)}`); // as the app shows it
    // jsdom never ends antd's animations: the loading icon stays in the button's name.
    await user.click(within(section()).getByRole('button', { name: /Confirm and turn on/ }));
    const list = await within(section()).findByRole('list');
    const stored = JSON.parse(db().users.find((u) => u.email === 'user@example.com')!.two_factor_recovery_codes!) as string[];
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(stored);
    expect(within(section()).getByText('On')).toBeInTheDocument();
    expect(db().users.find((u) => u.email === 'user@example.com')!.two_factor_confirmed_at).not.toBeNull();

    // Copy and download (.txt), one code a line.
    await user.click(within(section()).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(`${stored.join('\n')}\n`);
    expect(await screen.findByText('The recovery codes were copied.')).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Download (.txt)' }));
    expect(saved).toHaveLength(1);
    expect(await saved[0]!.text()).toBe(`${stored.join('\n')}\n`);

    await user.click(within(section()).getByRole('button', { name: 'I have saved them' }));
    expect(within(section()).queryByRole('list')).not.toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Show recovery codes' })).toBeInTheDocument();
  });

  it('cancel abandons the set-up: the secret is cleared and it stays off', async () => {
    const { user } = await renderApp('/admin/profile', { as: 'user@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Turn on two-factor authentication' }));
    await confirmPassword(user);
    await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    await user.click(within(section()).getByRole('button', { name: 'Cancel' }));
    expect(await within(section()).findByRole('button', { name: 'Turn on two-factor authentication' })).toBeInTheDocument();
    expect(db().users.find((u) => u.email === 'user@example.com')!.two_factor_secret).toBeNull();
  });
});

describe('with two-factor authentication on', () => {
  /** twofactor@example.com signed in with its code, as the sign-in page does. */
  async function signInWithCode() {
    await login({ email: 'twofactor@example.com', password: 'password' });
    await twoFactorChallenge({ code: await totp(SEED_TWO_FACTOR_SECRET, Date.now()) });
    return renderApp('/admin/profile');
  }

  it('shows the recovery codes after the password, regenerates them (no second password within the timeout) and turns it off', async () => {
    const { user } = await signInWithCode();
    expect(await screen.findByText(/Two-factor authentication is on\. When you sign in/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show recovery codes' }));
    await confirmPassword(user);
    const list = await within(section()).findByRole('list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(SEED_RECOVERY_CODES);
    expect(within(section()).getByRole('button', { name: 'Hide recovery codes' })).toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Regenerate recovery codes' }));
    expect(await screen.findByText('New recovery codes were made. The old ones no longer work.')).toBeInTheDocument();
    const fresh = within(within(section()).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);
    expect(fresh).toHaveLength(8);
    expect(fresh.filter((code) => SEED_RECOVERY_CODES.includes(code!))).toEqual([]);
    expect(openings()).toBe(1);

    await user.click(within(section()).getByRole('button', { name: 'Turn off two-factor authentication' }));
    const confirm = await turnOffDialog();
    await user.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    expect(await within(section()).findByRole('button', { name: 'Turn on two-factor authentication' })).toBeInTheDocument();
    await waitFor(() => expect(db().users.find((u) => u.email === 'twofactor@example.com')!.two_factor_confirmed_at).toBeNull());
  });

  it('keeps it on when the turning off is not confirmed', async () => {
    const { user } = await signInWithCode();
    await user.click(await screen.findByRole('button', { name: 'Turn off two-factor authentication' }));
    const confirm = await turnOffDialog();
    await user.click(within(confirm).getByRole('button', { name: 'Keep it on' }));
    expect(within(section()).getByText('On')).toBeInTheDocument();
    expect(db().users.find((u) => u.email === 'twofactor@example.com')!.two_factor_confirmed_at).not.toBeNull();
  });
});
