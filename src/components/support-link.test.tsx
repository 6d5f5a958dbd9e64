// The support_email variable: the footer offers it as a mailto link (the tenant's own address over
// the global one), and so does the server-error message that says to tell the administrator;
// without it, or with the variables feature off, both are as before.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '@/api/errors';
import { setVariables } from '@/stores/variables';
import { setFeatureEnabled } from '../../mocks/control';
import { db } from '../../mocks/db/database';
import { renderApp } from '../../tests/setup/render-app';
import { renderWithProviders } from '../../tests/setup/render-with-providers';
import { ErrorAlert } from './error-alert';

const footer = () => screen.findByRole('contentinfo');

describe('the support address in the footer', () => {
  it('is the global one for a visitor and the tenant’s own for its people, as a mailto link', async () => {
    await renderApp('/', { variables: true });
    const link = await within(await footer()).findByRole('link', { name: 'support@lunch.example' });
    expect(link).toHaveAttribute('href', 'mailto:support@lunch.example');
    expect(await footer()).toHaveTextContent('Help: support@lunch.example');
  });

  it('follows the signed-in person’s tenant: Acme’s own address over the global one', async () => {
    await renderApp('/', { as: 'user@example.com', variables: true });
    expect(await within(await footer()).findByRole('link', { name: 'lunch-help@acme.example' })).toHaveAttribute('href', 'mailto:lunch-help@acme.example');
  });

  it('is the global one for a tenant without its own (Globex)', async () => {
    await renderApp('/', { as: 'user2@example.com', variables: true });
    expect(await within(await footer()).findByRole('link', { name: 'support@lunch.example' })).toBeInTheDocument();
  });

  it('is left out without a value, and with the variables feature off', async () => {
    db().variables = db().variables.filter((row) => row.key !== 'support_email');
    await renderApp('/', { variables: true });
    await screen.findByRole('heading', { name: /^Menus for / });
    expect(await footer()).toHaveTextContent(/version/);
    expect(within(await footer()).queryByRole('link')).not.toBeInTheDocument();
    expect(await footer()).not.toHaveTextContent('Help');
  });

  it('is ignored with the variables feature off', async () => {
    setFeatureEnabled('variables', false);
    await renderApp('/', { as: 'user@example.com' });
    await screen.findByRole('heading', { name: /^Menus for / });
    // A value known anyway (the backend answers none with the feature off): the app ignores it.
    act(() => setVariables({ support_email: 'lunch-help@acme.example' }));
    expect(await footer()).toHaveTextContent(/version/);
    expect(within(await footer()).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the support address in “tell your administrator”', () => {
  const serverError = new HttpError(500, 'Server Error');

  it('links the address in the server-error message', async () => {
    await renderWithProviders(<ErrorAlert error={serverError} title="Failed to save restaurant" />);
    setVariables({ support_email: 'lunch-help@acme.example' });
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(/tell your administrator at lunch-help@acme\.example\. \(at [^)]+\)/));
    expect(within(alert).getByRole('link', { name: 'lunch-help@acme.example' })).toHaveAttribute('href', 'mailto:lunch-help@acme.example');
    expect(alert).toHaveTextContent('Failed to save restaurant');
  });

  it('keeps the sentence as it was without an address, or with the feature off', async () => {
    setVariables({});
    const view = await renderWithProviders(<ErrorAlert error={serverError} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/tell your administrator\. \(at [^)]+\)/);
    view.unmount();
    setFeatureEnabled('variables', false);
    setVariables({ support_email: 'lunch-help@acme.example' });
    await renderWithProviders(<ErrorAlert error={serverError} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/tell your administrator\. \(at [^)]+\)/);
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });
});
