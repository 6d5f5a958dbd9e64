import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { readAuthToken } from '@/lib/auth-token';
import { setScenario } from '../../../mocks/control';
import { server } from '../../../mocks/node';
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

  it("shows the server's field error on its field, and takes it away once the field is changed", async () => {
    const { user } = await renderApp('/login');
    await fillAndSubmit(user, 'user@example.com', 'nope-nope');
    const email = screen.getByLabelText('E-mail address');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    const help = document.getElementById(email.getAttribute('aria-describedby')!)!;
    expect(help).toHaveAttribute('role', 'alert');
    expect(help).toHaveTextContent('These credentials do not match our records.');
    // On its field, not repeated above the form.
    expect(screen.getAllByText('These credentials do not match our records.')).toHaveLength(1);
    expect(screen.getByLabelText('Password')).toHaveValue('nope-nope');
    await user.type(email, 'x');
    expect(screen.queryByText('These credentials do not match our records.')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAttribute('aria-describedby');
  });

  it('asks for both fields on an empty submit, on their fields, and focuses the first', async () => {
    const { router, user } = await renderApp('/login');
    const email = await screen.findByLabelText('E-mail address');
    const password = screen.getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Please enter your e-mail address', 'Please enter your password']);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your e-mail address');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Please enter your password');
    expect(email).toHaveFocus();
    expect(currentHref(router)).toBe('/login');
  });

  it('focuses the first invalid field: the password when the e-mail is fine; white space is not a password', async () => {
    const { user } = await renderApp('/login');
    await fillAndSubmit(user, 'user@example.com', '   ');
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your e-mail address')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it("says an e-mail address is malformed on submit, not while it is typed, and again at each change once said", async () => {
    const { router, user } = await renderApp('/login');
    const email = await screen.findByLabelText('E-mail address');
    await user.type(email, 'user');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address');
    expect(email).toHaveFocus();
    expect(currentHref(router)).toBe('/login');
    await user.clear(email);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your e-mail address');
    await user.type(email, 'user@example');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid e-mail address');
    await user.type(email, '.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentHref(router)).toBe('/'));
  });

  it('sends one sign-in at a time, with the fields and the button locked while it runs', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    let logins = 0;
    // Counted and held, then left to the mock's own handler.
    server.use(
      http.post('*/auth/login', async () => {
        logins += 1;
        await answered;
        return undefined;
      }),
    );
    const { router, user } = await renderApp('/login');
    await fillAndSubmit(user, 'user@example.com');
    const button = screen.getByRole('button', { name: /Sign in/ });
    await waitFor(() => expect(logins).toBe(1));
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('E-mail address')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Keep me signed in' })).toBeDisabled();
    await user.click(button);
    fireEvent.submit(button.closest('form')!);
    release();
    await waitFor(() => expect(currentHref(router)).toBe('/'));
    expect(logins).toBe(1);
  });

  it('sends "keep me signed in" as ticked by default, and unticked when the user unticks it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/auth/login', async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    const { user } = await renderApp('/login');
    const remember = await screen.findByRole('checkbox', { name: 'Keep me signed in' });
    expect(remember).toBeChecked();
    await user.click(remember);
    await fillAndSubmit(user, 'user@example.com');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ email: 'user@example.com', password: 'password', remember: false });
  });

  it('sends an unverified account to /verify-email', async () => {
    const { router, user } = await renderApp('/login');
    await fillAndSubmit(user, 'unverified@example.com');
    await waitFor(() => expect(currentHref(router)).toBe('/verify-email'));
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail address' })).toBeInTheDocument();
  });

  it('stores a token in token mode', async () => {
    const { router, user } = await renderApp('/login', { config: { authenticateWithToken: true } });
    await screen.findByLabelText('E-mail address');
    expect(screen.queryByRole('checkbox', { name: 'Keep me signed in' })).not.toBeInTheDocument();
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
    // What was typed since does not change what Retry sends: the sign-in that failed.
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(currentHref(router)).toBe('/admin/dashboard'));
  });
});
