import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { currentHref, renderApp } from '../../../tests/setup/render-app';
import { TEST_BACKEND_URL } from '../../../tests/setup/test-config';

async function fill(user: Awaited<ReturnType<typeof renderApp>>['user'], email: string) {
  await user.type(await screen.findByLabelText('First name'), 'Nora');
  await user.type(screen.getByLabelText('Last name'), 'New');
  await user.type(screen.getByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password'), 'a-good-password');
  await user.type(screen.getByLabelText('Confirm password'), 'a-good-password');
}

describe('sign-up page', () => {
  it('says when the address is already registered, while typing', async () => {
    const { user } = await renderApp('/sign-up');
    await user.type(await screen.findByLabelText('E-mail address'), 'admin@example.com');
    expect(await screen.findByText('This e-mail address is already registered')).toBeInTheDocument();
  });

  it("shows 'Validation failed' with the server's errors on the fields, keeping every value", async () => {
    server.use(
      http.post(`${TEST_BACKEND_URL}/api/v1/register/check-email`, () => HttpResponse.json({ available: true })),
      http.post(`${TEST_BACKEND_URL}/auth/register`, () =>
        HttpResponse.json(
          { message: 'The last name field is too short.', errors: { last_name: ['The last name field is too short.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderApp('/sign-up');
    await fill(user, 'nora@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    // The alert and the field's message arrive in separate renders: wait for the field's too.
    expect(await screen.findByText('The last name field is too short.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('nora@example.com');
    expect(screen.getByLabelText('Last name')).toHaveValue('New');
  });

  it('registers, signs in and asks to verify the new address', async () => {
    const { router, user } = await renderApp('/sign-up');
    await fill(user, 'nora@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(currentHref(router)).toBe('/verify-email'));
    // Signed in, though unverified: Sign out on the page, no Sign in / Sign up in the header.
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});
