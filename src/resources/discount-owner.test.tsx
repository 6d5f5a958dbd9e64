import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { renderApp } from '../../tests/setup/render-app';

/** The options shown in the Owner select's dropdown. */
function optionTexts(): (string | null)[] {
  const list = document.getElementById(screen.getByLabelText('Owner').getAttribute('aria-controls') ?? '');
  const dropdown = list?.closest('.ant-select-dropdown');
  return [...(dropdown?.querySelectorAll('.ant-select-item-option') ?? [])].map((option) => option.textContent);
}

describe('discount owner picker', () => {
  it('asks for an owner kind and an owner: "Please select one"', async () => {
    const { user } = await renderApp('/admin/discounts/create', { as: 'admin@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const kind = (await screen.findByLabelText('Owner kind')).closest('.ant-form-item') as HTMLElement;
    const owner = screen.getByLabelText('Owner').closest('.ant-form-item') as HTMLElement;
    expect(await within(kind).findByText('Please select one')).toBeInTheDocument();
    expect(within(owner).getByText('Please select one')).toBeInTheDocument();
  });

  it('offers the owners of the chosen kind, and clears the owner when the kind changes', async () => {
    const { user } = await renderApp('/admin/discounts/create', { as: 'admin@example.com' });
    await user.click(await screen.findByLabelText('Owner kind'));
    await user.click(await screen.findByTitle('Tenant'));
    await user.click(screen.getByLabelText('Owner'));
    await waitFor(() => expect(optionTexts()).toEqual(['Acme']));
    await user.click(await screen.findByTitle('Acme'));
    const ownerSelect = () => screen.getByLabelText('Owner').closest('.ant-select');
    await waitFor(() => expect(ownerSelect()).toHaveTextContent('Acme'));

    await user.click(screen.getByLabelText('Owner kind'));
    await user.click(await screen.findByTitle('Restaurant'));
    await waitFor(() => expect(ownerSelect()).not.toHaveTextContent('Acme'));
    await user.click(screen.getByLabelText('Owner'));
    await waitFor(() => expect(optionTexts()).toContain('Green Bowl'));
    expect(optionTexts()).not.toContain('Acme');
  });

  it('shows a fixed amount in money and sends it in cents', async () => {
    const { user } = await renderApp('/admin/discounts/3', { as: 'admin@example.com' }); // Green Bowl, 100 cents
    const amount = await screen.findByLabelText('Amount');
    expect(amount).toHaveValue('1.00');
    await user.clear(amount);
    await user.type(amount, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(db().discounts.find((discount) => discount.id === 3)?.amount).toBe(250);
  });
});
