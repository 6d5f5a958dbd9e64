// Sign out: final only when the backend agrees; otherwise "Sign out failed" and still signed in.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/setup/render-app';
import { TEST_BACKEND_URL } from '../../../tests/setup/test-config';

const MENU = 'Account menu of Uma User';

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
});
