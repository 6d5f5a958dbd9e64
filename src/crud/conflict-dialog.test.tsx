// No lost update on a record's page: the other administrator's save is made in the mock's data
// between the page's load and this user's save, as a second tab would have made it.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextStamp } from '../../mocks/clock';
import { db } from '../../mocks/db/database';
import type { RestaurantRecord, TenantRecord } from '../../mocks/db/records';
import { renderApp } from '../../tests/setup/render-app';

// A full record page with its form and two child tables: slow in jsdom on a busy 2-core machine.
const SLOW = 90_000;

const greenBowl = () => db().restaurants.find((restaurant) => restaurant.id === 2)!;

/** Someone else saves the restaurant: its fields change and updated_at moves, as the API does it. */
function savedElsewhere(changes: Partial<RestaurantRecord>): void {
  const record = greenBowl();
  Object.assign(record, changes, { updated_at: nextStamp(record.updated_at) });
}

async function openGreenBowl() {
  const app = await renderApp('/admin/restaurants/2', { as: 'admin@example.com' });
  await screen.findByLabelText('Address');
  return app;
}

/** The form's input of a field (a closed dialog stays in jsdom, whose animations never end: its choices are named by the same labels). */
const formInput = (label: string) => screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT' || element.tagName === 'TEXTAREA')!;

async function replace(user: Awaited<ReturnType<typeof renderApp>>['user'], label: string, text: string) {
  const input = formInput(label);
  await user.clear(input);
  await user.type(input, text);
}

const TITLE = 'Saved by someone else meanwhile';
/** The newest conflict dialog (jsdom: antd's ids are all "test-id", so its accessible name cannot be looked up). */
const conflictDialog = async () => {
  await screen.findAllByText(TITLE);
  return screen.getAllByText(TITLE).at(-1)!.closest<HTMLElement>('[role="dialog"]')!;
};

describe('saving a record someone else saved meanwhile', () => {
  it('lists the fields both changed with a choice each (values as the details show them), takes theirs elsewhere and keeps mine', async () => {
    const { user } = await openGreenBowl();
    savedElsewhere({ address: '10 Rue Other, 69002 Lyon', name: 'Green Bowl Lyon', price: 1500 });
    await replace(user, 'Address', '9 Rue de la Charité, 69002 Lyon');
    await replace(user, 'Name', 'Green Bowls');
    await replace(user, 'Description', 'Fresh bowls.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await conflictDialog();
    const both = within(within(dialog).getByRole('region', { name: 'Changed by both of you' }));
    const address = both.getByRole('radiogroup', { name: 'Address' });
    const name = both.getByRole('radiogroup', { name: 'Name' });
    // Mine is chosen at first; the first field (in the form's order) has the focus.
    expect(within(address).getByRole('radio', { name: 'Keep mine 9 Rue de la Charité, 69002 Lyon' })).toBeChecked();
    await waitFor(() => expect(within(name).getByRole('radio', { name: /Keep mine/ })).toHaveFocus());
    expect(within(address).getByRole('radio', { name: 'Take theirs 10 Rue Other, 69002 Lyon' })).not.toBeChecked();
    expect(within(name).getByRole('radio', { name: 'Keep mine Green Bowls' })).toBeChecked();
    // Only they changed the price: taken, shown as money; only I changed the description: not asked.
    const taken = within(within(dialog).getByRole('region', { name: 'Changed only by them, taken into your form' }));
    expect(taken.getByText('Price').nextSibling).toHaveTextContent('€15.00');
    expect(within(dialog).queryByText('Description')).not.toBeInTheDocument();

    // Take all theirs, then mine again for the name.
    await user.click(within(dialog).getByRole('button', { name: 'Take all theirs' }));
    expect(within(address).getByRole('radio', { name: /Take theirs/ })).toBeChecked();
    expect(within(name).getByRole('radio', { name: /Take theirs/ })).toBeChecked();
    await user.click(within(name).getByRole('radio', { name: /Keep mine/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge and save' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(greenBowl()).toMatchObject({ address: '10 Rue Other, 69002 Lyon', name: 'Green Bowls', price: 1500, description: 'Fresh bowls.' });
    await waitFor(() => expect(formInput('Address')).toHaveValue('10 Rue Other, 69002 Lyon'));
    expect(formInput('Price')).toHaveValue('15.00');
  }, SLOW);

  it('merges changes to different fields, and a third save meanwhile opens the dialog again', async () => {
    const { user } = await openGreenBowl();
    savedElsewhere({ price: 1500 });
    await replace(user, 'Address', '9 Rue de la Charité, 69002 Lyon');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const first = await conflictDialog();
    expect(within(first).queryByRole('region', { name: 'Changed by both of you' })).not.toBeInTheDocument();
    expect(within(first).getByText('Price')).toBeInTheDocument();
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Merge and save' })).toHaveFocus());

    savedElsewhere({ is_open: false }); // while the dialog is open
    await user.click(within(first).getByRole('button', { name: 'Merge and save' }));
    await waitFor(async () => expect(await conflictDialog()).toHaveTextContent('Currently open'));
    const second = await conflictDialog();
    expect(within(second).getByText('Currently open').nextSibling).toHaveTextContent('No');
    await user.click(within(second).getByRole('button', { name: 'Merge and save' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(greenBowl()).toMatchObject({ address: '9 Rue de la Charité, 69002 Lyon', price: 1500, is_open: false });
  }, SLOW);

  it('Cancel leaves the form exactly as typed (focus back on Save) and saves nothing; saving again asks again', async () => {
    const { user } = await openGreenBowl();
    savedElsewhere({ address: '10 Rue Other, 69002 Lyon', price: 1500 });
    await replace(user, 'Address', '9 Rue de la Charité, 69002 Lyon');
    await replace(user, 'Price', '12.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await conflictDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus());
    expect(formInput('Address')).toHaveValue('9 Rue de la Charité, 69002 Lyon');
    expect(formInput('Price')).toHaveValue('12.50');
    expect(greenBowl()).toMatchObject({ address: '10 Rue Other, 69002 Lyon', price: 1500 });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(within(await conflictDialog()).getByRole('radiogroup', { name: 'Address' })).toBeInTheDocument());
    expect(within(await conflictDialog()).getByRole('radiogroup', { name: 'Price' })).toBeInTheDocument();
  }, SLOW);

  it('a record deleted meanwhile: the form keeps its values and says so; "Create it again" makes a new one and opens it', async () => {
    const { user, router } = await openGreenBowl();
    db().restaurants.splice(db().restaurants.indexOf(greenBowl()), 1);
    await replace(user, 'Address', '9 Rue de la Charité, 69002 Lyon');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const notice = (await screen.findByText('Deleted meanwhile: restaurant “Green Bowl”')).closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent('What you typed is still in the form.');
    expect(formInput('Address')).toHaveValue('9 Rue de la Charité, 69002 Lyon');
    expect(router.state.location.pathname).toBe('/admin/restaurants/2');

    await user.click(within(notice).getByRole('button', { name: 'Create it again' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/admin\/restaurants\/\d+$/));
    expect(router.state.location.pathname).not.toBe('/admin/restaurants/2');
    const created = db().restaurants.find((restaurant) => restaurant.name === 'Green Bowl')!;
    expect(created).toMatchObject({ address: '9 Rue de la Charité, 69002 Lyon', price: 1100 });
    expect(router.state.location.pathname).toBe(`/admin/restaurants/${created.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Green Bowl' })).toBeInTheDocument();
  }, SLOW);

  it('offers no "Create it again" to someone who may not create one', async () => {
    const { user } = await renderApp('/admin/tenants/1', { as: 'admin@example.com' }); // admins may not create tenants
    const name = await screen.findByLabelText('Name');
    const tenants = db().tenants;
    tenants.splice(tenants.indexOf(tenants.find((tenant: TenantRecord) => tenant.id === 1)!), 1);
    await user.type(name, ' Group');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = (await screen.findByText(/^Deleted meanwhile: tenant/)).closest('[role="alert"]') as HTMLElement;
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Acme Group');
  }, SLOW);
});
