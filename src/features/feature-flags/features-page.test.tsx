// The feature flag pages as the seed's accounts: the tree, switching (the shell's store follows at
// once), a failed switch, read-only for an admin without features.update, a feature's own page,
// the tree on a phone.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fetchFeatureTree } from '@/api/settings';
import { FEATURES, isFeatureEnabled } from '@/lib/feature-tree';
import { isFeatureOn } from '@/stores/features';
import { server } from '../../../mocks/node';
import { onAPhone } from '../../../tests/setup/phone-screen';
import { renderApp } from '../../../tests/setup/render-app';

// Seed: ids follow FEATURES' order — 2 ecommerce (parent of 3 payer … 9 discount), 22 registration.
const LIST = '/admin/settings/features';
const SLOW = 60_000;

const rowOf = async (label: string) => (await screen.findByRole('link', { name: label })).closest('tr') as HTMLElement;
const switchOf = (label: string) => screen.findByRole('switch', { name: `Enabled: ${label}` });

describe('features page', () => {
  it('shows the whole tree with nested rows that collapse and expand, each with its label, name and description', async () => {
    const { user } = await renderApp(LIST, { as: 'superadmin@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Features' })).toBeInTheDocument();
    const payer = await rowOf('Payer');
    expect(payer).toHaveTextContent('payer');
    expect(payer).toHaveTextContent('Choose who pays for each item');
    expect(payer.className).toContain('ant-table-row-level-1');
    expect((await rowOf('Registration')).className).toContain('ant-table-row-level-0');

    await user.click(screen.getByRole('button', { name: 'Hide the features inside Online ordering' }));
    // Gone from what a reader or a screen reader reaches (antd removes or hides a collapsed row).
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Payer' })).not.toBeInTheDocument());
    const expand = screen.getByRole('button', { name: 'Show the features inside Online ordering' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(await screen.findByRole('link', { name: 'Payer' })).toBeVisible();
    // A leaf has no expand button.
    expect(screen.queryByRole('button', { name: /inside Registration/ })).not.toBeInTheDocument();
  }, SLOW);

  it('on a phone, shows each description under its feature’s name instead of in a column of its own', async () => {
    onAPhone();
    try {
      await renderApp(LIST, { as: 'superadmin@example.com' });
      const payer = await rowOf('Payer');
      expect(within(payer).getAllByRole('cell')[0]).toHaveTextContent('Choose who pays for each item');
      expect(screen.queryByRole('columnheader', { name: 'Description' })).not.toBeInTheDocument();
    } finally {
      vi.restoreAllMocks();
    }
  }, SLOW);

  it('reads "on through" a child when a parent is switched off while its children stay on', async () => {
    const { user } = await renderApp(LIST, { as: 'superadmin@example.com' });
    const ecommerce = await switchOf('Online ordering');
    expect(ecommerce).toBeChecked();
    expect(await rowOf('Online ordering')).toHaveTextContent(/On(?! through)/);
    await user.click(ecommerce);
    await waitFor(() => expect(ecommerce).not.toBeChecked());
    await waitFor(async () => expect(await rowOf('Online ordering')).toHaveTextContent('On through Payer and 6 more'));
    expect(isFeatureOn(FEATURES.ecommerce)).toBe(true);
  }, SLOW);

  it('switches registration off: the server and the shell\'s store know it at once, and back on', async () => {
    const { user } = await renderApp(LIST, { as: 'superadmin@example.com' });
    const registration = await switchOf('Registration');
    expect(isFeatureOn(FEATURES.registration)).toBe(true);
    await user.click(registration);
    await waitFor(() => expect(isFeatureOn(FEATURES.registration)).toBe(false));
    expect(registration).not.toBeChecked();
    expect(await rowOf('Registration')).toHaveTextContent('Off');
    expect(isFeatureEnabled(await fetchFeatureTree(), FEATURES.registration)).toBe(false);
    await waitFor(() => expect(registration).toBeEnabled());
    await user.click(registration);
    await waitFor(() => expect(isFeatureOn(FEATURES.registration)).toBe(true));
  }, SLOW);

  it('takes the language switcher out of the shell as soon as localization is switched off', async () => {
    const { user } = await renderApp(LIST, { as: 'superadmin@example.com' });
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    await user.click(await switchOf('Localization'));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument());
  }, SLOW);

  it('holds the switch busy while its call runs, then says why it failed and puts it back', async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.put('*/api/v1/features/:id', async () => {
      await held;
      return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
    }));
    const { user } = await renderApp(LIST, { as: 'superadmin@example.com' });
    const registration = await switchOf('Registration');
    await user.click(registration);
    await waitFor(() => expect(registration).toBeDisabled());
    expect(registration).not.toBeChecked();
    answer();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update feature “Registration”');
    expect(alert).toHaveTextContent('Something went wrong on the server');
    await waitFor(() => expect(registration).toBeEnabled());
    expect(registration).toBeChecked();
    expect(isFeatureOn(FEATURES.registration)).toBe(true);
  }, SLOW);

  it('shows an admin without features.update the states but no switch they can use', async () => {
    await renderApp(LIST, { as: 'admin@example.com' });
    expect(await switchOf('Registration')).toBeDisabled();
    expect(await switchOf('Online ordering')).toBeDisabled();
    expect(screen.getByText(/You may see the features but not switch them/)).toBeInTheDocument();
  }, SLOW);

  it('is not a page for a user without features.view', async () => {
    await renderApp(LIST, { as: 'user@example.com' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  }, SLOW);
});

describe('feature page', () => {
  it('shows a parent with its children, each a link, and the way back to the list', async () => {
    const { user, router } = await renderApp('/admin/settings/features/2', { as: 'superadmin@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Online ordering' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Online ordering · /);
    expect(screen.getByText('ecommerce')).toBeInTheDocument();
    expect(screen.getByText('None (top level)')).toBeInTheDocument();
    const children = screen.getByRole('list', { name: 'Features inside it' });
    expect(within(children).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Payer', 'Requested date', 'Contact details', 'Shipping', 'Delivery', 'Payment', 'Discounts',
    ]);
    expect(screen.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/admin/settings/features');
    await user.click(within(children).getByRole('link', { name: 'Payer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/settings/features/3');
    expect(screen.getByRole('link', { name: 'Online ordering' })).toHaveAttribute('href', '/admin/settings/features/2');
  }, SLOW);

  it('switches its own flag from the page', async () => {
    const { user } = await renderApp('/admin/settings/features/22', { as: 'superadmin@example.com' });
    await user.click(await switchOf('Registration'));
    await waitFor(() => expect(isFeatureOn(FEATURES.registration)).toBe(false));
    expect(await screen.findByText('Off')).toBeInTheDocument();
  }, SLOW);

  it('answers 404 for an unknown id', async () => {
    await renderApp('/admin/settings/features/999', { as: 'superadmin@example.com' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  }, SLOW);

  it('answers 404 for an id that is not a number', async () => {
    await renderApp('/admin/settings/features/abc', { as: 'superadmin@example.com' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  }, SLOW);

  it('answers 404 to a user without features.view', async () => {
    await renderApp('/admin/settings/features/2', { as: 'user@example.com' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  }, SLOW);
});
