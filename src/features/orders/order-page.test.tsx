// The order page: a customer changes and cancels their items, failures keep what they typed and
// say so with the spec's messages; staff are offered only the table's moves.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db/database';
import { server } from '../../../mocks/node';
import { onAPhone } from '../../../tests/setup/phone-screen';
import { renderApp } from '../../../tests/setup/render-app';

// Seed: order 169 of user@example.com, PLACED, items 337 Buddha bowl (1 × €11.00) and 338 Falafel bowl.
const ORDER = '/admin/orders/169';
const SLOW = 60_000;

const itemsTable = () => screen.findByRole('table', { name: 'Items' });
const row = async (name: string) => (await within(await itemsTable()).findByText(name)).closest('tr') as HTMLElement;

describe('order page', () => {
  it('lets the customer change an item (both values required) and cancel another; no staff moves', async () => {
    const { user } = await renderApp(ORDER, { as: 'user@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'A-2026-000169' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change the status of/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change Buddha bowl' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.click(within(dialog).getByRole('button', { name: 'Send the change' }));
    expect(await within(dialog).findByText('Please select quantity and who is responsible for paying for the item')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Quantity'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Send the change' }));
    await waitFor(async () => expect(await row('Buddha bowl')).toHaveTextContent('Modification requested'));
    // A request only: the item keeps what was ordered until the restaurant takes the change.
    expect(await row('Buddha bowl')).toHaveTextContent('Change asked for: 3 × paid by Employee');
    const quantity = within(await row('Buddha bowl')).getAllByRole('cell')[1]!;
    expect(quantity).toHaveTextContent(/^1→ 3 asked for$/);
    expect(await row('Buddha bowl')).toHaveTextContent('€11.00');
    expect(await row('Buddha bowl')).not.toHaveTextContent('€33.00');
    // Once its change is asked for, the item waits for the restaurant: nothing more to offer.
    expect(screen.queryByRole('button', { name: 'Change Buddha bowl' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel Falafel bowl' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    await waitFor(async () => expect(await row('Falafel bowl')).toHaveTextContent('Canceled'));
  }, SLOW);

  it('says "Failed to update order item" with the reason and keeps the dialog’s values', async () => {
    const { user } = await renderApp(ORDER, { as: 'user@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Change Buddha bowl' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '4');
    // Meanwhile the restaurant accepts the item: the change is no longer allowed.
    db().order_items.find((item) => item.id === 337)!.status = 'ACCEPTED';
    await user.click(within(dialog).getByRole('button', { name: 'Send the change' }));
    const failure = await screen.findByText('Failed to update order item', { selector: '.ant-modal-confirm-title' });
    expect(failure.closest('.ant-modal')).toHaveTextContent('The status cannot change from ACCEPTED to MODIFICATION_REQUESTED.');
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('4');
  }, SLOW);

  it('says "Failed to cancel order item" when the cancellation fails', async () => {
    server.use(http.post('*/api/v1/order-items/:id/cancel', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    const { user } = await renderApp(ORDER, { as: 'user@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Cancel Falafel bowl' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Failed to cancel order item', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    expect(await row('Falafel bowl')).toHaveTextContent('Placed');
  }, SLOW);

  it('offers staff only the moves of the table, with a comment, and nothing on a final status', async () => {
    const { user, router } = await renderApp(ORDER, { as: 'admin@example.com' });
    await user.click(await screen.findByLabelText('New status'));
    const received = await screen.findByTitle('Received');
    const offered = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].map((option) => option.getAttribute('title'));
    expect(offered).toEqual(['Received', 'Denied']);
    await user.click(received);
    await user.type(screen.getByLabelText('Comment for the customer'), 'On it!');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect((await screen.findAllByText('On it!')).length).toBe(4); // status, details and the two open items
    expect(await row('Buddha bowl')).toHaveTextContent('Received');
    // Customers' own moves are not staff's: an admin who did not order has no cancel button.
    expect(screen.queryByRole('button', { name: /^Cancel / })).not.toBeInTheDocument();

    await router.navigate({ href: '/admin/orders/158' }); // COMPLETED
    expect(await screen.findByText('This is a final status: nothing moves from here.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New status')).not.toBeInTheDocument();
  }, SLOW);

  it('on a phone lists each item as a block with the same values and actions, and no table', async () => {
    onAPhone();
    const { user } = await renderApp(ORDER, { as: 'user@example.com' });
    const items = await screen.findByRole('list', { name: 'Items' });
    expect(screen.queryByRole('table', { name: 'Items' })).not.toBeInTheDocument();
    const buddha = within(items).getByRole('listitem', { name: 'Buddha bowl' });
    const value = (label: string) => within(buddha).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Quantity')).toHaveTextContent(/^1$/);
    expect(value('Payer')).toHaveTextContent('Employee');
    expect(value('Unit price')).toHaveTextContent('€11.00');
    expect(value('Status')).toHaveTextContent('Placed');
    await user.click(within(buddha).getByRole('button', { name: 'Change Buddha bowl' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  }, SLOW);

  it('answers 404 for an order the user may not see, logging nothing', async () => {
    const logged = vi.spyOn(console, 'error');
    await renderApp('/admin/orders/171', { as: 'user@example.com' }); // Globex's
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    // A missing record is the route's 404, not a loader error the router would log.
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  }, SLOW);
});
