// Password confirmation for any call (Laravel's password.confirm): a 423 opens one dialog, a wrong
// password says Fortify's message on its field, the right one sends the call again; Cancel leaves
// the form as typed with no error; calls refused together share the dialog; within the timeout, or
// when Fortify's status route says the confirmation holds, no dialog.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { backendCall } from '@/api/http';
import { PasswordConfirmationCanceled } from '@/api/errors';
import { usePasswordConfirmation } from '@/stores/password-confirmation';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/setup/render-app';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** How many times the dialog opened (jsdom never ends antd's closing animation: it stays in the page). */
let opened = 0;
beforeEach(() => {
  opened = 0;
  return usePasswordConfirmation.subscribe((state, before) => {
    if (state.open && !before.open) opened += 1;
  });
});
const isOpen = () => usePasswordConfirmation.getState().open;

/** The profile's save answers 423 until the password was confirmed (as a route behind password.confirm would). */
function profileBehindPasswordConfirm(): { saves: number } {
  const seen = { saves: 0 };
  let confirmed = false;
  server.use(
    http.post('*/auth/user/confirm-password', async ({ request }) => {
      const { password } = (await request.clone().json()) as { password?: string };
      confirmed ||= password === 'password';
    }),
    http.put('*/auth/user/profile-information', () => {
      seen.saves += 1;
      if (!confirmed) return HttpResponse.json({ message: 'Password confirmation required.' }, { status: 423 });
      return undefined; // the mock's own route
    }),
  );
  return seen;
}

async function saveLastName(user: User, name: string) {
  const lastName = await screen.findByLabelText('Last name');
  await user.clear(lastName);
  await user.type(lastName, name);
  await user.click(screen.getByRole('button', { name: /Save profile/ }));
  return screen.findByRole('dialog', { name: 'Confirm your password to continue' });
}

describe('the password dialog', () => {
  it('opens on a 423, says a wrong password was incorrect, and with the right one sends the call again', async () => {
    const seen = profileBehindPasswordConfirm();
    const { user } = await renderApp('/admin/profile', { as: 'user@example.com' });
    const dialog = await saveLastName(user, 'Usher');
    expect(within(dialog).getByText(/This is a sensitive action/)).toBeInTheDocument();
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await waitFor(() => expect(password).toHaveFocus());

    await user.type(password, 'not-my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The provided password was incorrect.')).toBeInTheDocument();
    expect(isOpen()).toBe(true);

    await user.clear(password);
    await user.type(password, 'password');
    await user.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(isOpen()).toBe(false);
    expect(seen.saves).toBe(2);
    expect(opened).toBe(1);
  });

  it('Cancel leaves the form as typed and says nothing went wrong', async () => {
    const seen = profileBehindPasswordConfirm();
    const { user } = await renderApp('/admin/profile', { as: 'user@example.com' });
    const dialog = await saveLastName(user, 'Usher');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(screen.getByLabelText('Last name')).toHaveValue('Usher');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Your profile has been saved.')).not.toBeInTheDocument();
    expect(seen.saves).toBe(1);
    // The form works again: the next save asks again.
    await user.click(screen.getByRole('button', { name: /Save profile/ }));
    await waitFor(() => expect(opened).toBe(2));
  });

  it('rejects the waiting call with PasswordConfirmationCanceled on Cancel', async () => {
    const { user } = await renderApp('/admin/profile', { as: 'user@example.com' });
    await screen.findByLabelText('Last name');
    // Its outcome is taken at once: it rejects while the click is still being handled.
    const outcome = backendCall('GET', 'auth/user/two-factor-recovery-codes').then(() => 'answered', (error: unknown) => error);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password to continue' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await outcome).toBeInstanceOf(PasswordConfirmationCanceled);
  });

  it('shares one dialog between calls refused together, and asks no more within the timeout', async () => {
    const { user } = await renderApp('/admin/profile', { as: 'user@example.com' });
    await screen.findByLabelText('Last name');
    const calls = [
      backendCall('GET', 'auth/user/two-factor-recovery-codes'),
      backendCall('GET', 'auth/user/two-factor-qr-code'),
      backendCall('POST', 'auth/user/two-factor-recovery-codes'),
    ];
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password to continue' });
    await user.type(within(dialog).getByLabelText('Password'), 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await Promise.all(calls)).toEqual([[], [], '']);
    expect(opened).toBe(1);
    // Fortify's timeout (10800 s) has not passed: the same routes go through without a dialog.
    await expect(backendCall('POST', 'auth/user/two-factor-authentication')).resolves.toBe('');
    expect(opened).toBe(1);
  });

  it('asks Fortify’s status route first: a confirmation that still holds sends the call again without a dialog', async () => {
    let refused = 0;
    server.use(
      http.get('*/auth/user/confirmed-password-status', () => HttpResponse.json({ confirmed: true })),
      http.get('*/auth/user/two-factor-recovery-codes', () => {
        refused += 1;
        return refused === 1 ? HttpResponse.json({ message: 'Password confirmation required.' }, { status: 423 }) : HttpResponse.json([]);
      }),
    );
    await renderApp('/admin/profile', { as: 'user@example.com' });
    await screen.findByLabelText('Last name');
    await expect(backendCall('GET', 'auth/user/two-factor-recovery-codes')).resolves.toEqual([]);
    expect(refused).toBe(2);
    expect(opened).toBe(0);
  });

  it('asks for the password when the call is refused again although the status route said it holds', async () => {
    let calls = 0;
    server.use(
      http.get('*/auth/user/confirmed-password-status', () => HttpResponse.json({ confirmed: true })),
      http.get('*/auth/user/two-factor-recovery-codes', () => {
        calls += 1;
        return calls <= 2 ? HttpResponse.json({ message: 'Password confirmation required.' }, { status: 423 }) : HttpResponse.json([]);
      }),
    );
    const { user } = await renderApp('/admin/profile', { as: 'user@example.com' });
    await screen.findByLabelText('Last name');
    const call = backendCall('GET', 'auth/user/two-factor-recovery-codes');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password to continue' });
    await user.type(within(dialog).getByLabelText('Password'), 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(call).resolves.toEqual([]);
    expect(calls).toBe(3);
    expect(opened).toBe(1);
  });
});
