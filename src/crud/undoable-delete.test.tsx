// Undoable deletes: the rows go at once and nothing is sent until the undo window ends (ended here
// by the test, not by time); Undo brings them back with nothing sent; a failure brings them back
// with the error; leaving the page sends at once; a delete that cascades still asks first.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { renderApp } from '../../tests/setup/render-app';
import { endUndoWindows, holdUndoWindows, recordDeletes } from '../../tests/setup/undo-window';

const AS = 'superadmin@example.com';
const DISCOUNT = 'Globex · €1.00';
const deleteButton = (name: string) => ({ name: `Delete ${name}` });

async function discountsTable() {
  const view = await renderApp('/admin/discounts', { as: AS });
  const table = await screen.findByRole('table', { name: 'Discounts' });
  await within(table).findByRole('button', deleteButton(DISCOUNT));
  return { ...view, table };
}

describe('an undoable delete', () => {
  beforeEach(() => holdUndoWindows());

  it('removes the row at once, says so politely with Undo focused, and sends nothing before the window ends', async () => {
    const deletes = recordDeletes();
    const { user, table } = await discountsTable();
    await user.click(within(table).getByRole('button', deleteButton(DISCOUNT)));
    expect(within(table).queryByRole('button', deleteButton(DISCOUNT))).not.toBeInTheDocument();
    const notice = (await screen.findByText(`Deleted discount “${DISCOUNT}”`)).closest<HTMLElement>('[role="status"]');
    expect(notice).not.toBeNull();
    const undo = within(notice!).getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletes).toEqual([]);

    endUndoWindows();
    await waitFor(() => expect(deletes).toEqual([expect.stringMatching(/^\/api\/v1\/discounts\/\d+$/)]));
    // The list comes back from the server without it.
    await waitFor(() => expect(within(table).queryAllByRole('button', { name: /^Delete / }).length).toBeGreaterThan(0));
    expect(within(table).queryByRole('button', deleteButton(DISCOUNT))).not.toBeInTheDocument();
  });

  it('brings the row back on Undo, with nothing sent, ever', async () => {
    const deletes = recordDeletes();
    const { user, table } = await discountsTable();
    await user.click(within(table).getByRole('button', deleteButton(DISCOUNT)));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await within(table).findByRole('button', deleteButton(DISCOUNT))).toBeInTheDocument();
    endUndoWindows();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(deletes).toEqual([]);
  });

  it('deletes a selection together: both rows go, one notice, Undo brings both back', async () => {
    const deletes = recordDeletes();
    const { user, table } = await discountsTable();
    const names = within(table)
      .getAllByRole('button', { name: /^Delete / })
      .slice(0, 2)
      .map((button) => button.getAttribute('aria-label')!.replace(/^Delete /, ''));
    for (const name of names) await user.click(within(table).getByRole('checkbox', { name: `Select ${name}` }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    for (const name of names) expect(within(table).queryByRole('button', deleteButton(name))).not.toBeInTheDocument();
    expect(await screen.findByText('Deleted 2 records')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete selected/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    for (const name of names) expect(await within(table).findByRole('button', deleteButton(name))).toBeInTheDocument();
    expect(deletes).toEqual([]);
  });

  it('brings the row back with the error when the delete fails', async () => {
    server.use(http.delete('*/api/v1/discounts/:id', () => HttpResponse.json({ message: 'Discount is in use.', errors: {} }, { status: 422 })));
    const { user, table } = await discountsTable();
    await user.click(within(table).getByRole('button', deleteButton(DISCOUNT)));
    expect(within(table).queryByRole('button', deleteButton(DISCOUNT))).not.toBeInTheDocument();
    endUndoWindows();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Failed to delete discount');
    expect(dialog).toHaveTextContent('Discount is in use.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(table).findByRole('button', deleteButton(DISCOUNT))).toBeInTheDocument();
  });

  it('is sent at once when the user leaves the page', async () => {
    const deletes = recordDeletes();
    const { user, table, router } = await discountsTable();
    await user.click(within(table).getByRole('button', deleteButton(DISCOUNT)));
    expect(deletes).toEqual([]);
    await router.navigate({ to: '/admin/restaurants' });
    await waitFor(() => expect(deletes).toHaveLength(1));
  });

  it('stays waiting while the list changes page or sort on the same page', async () => {
    const deletes = recordDeletes();
    const { user, table, router } = await discountsTable();
    await user.click(within(table).getByRole('button', deleteButton(DISCOUNT)));
    await router.navigate({ to: '/admin/discounts', search: { order_by: 'amount', order_dir: 'desc' } as never });
    await screen.findByRole('columnheader', { name: /Amount/, description: undefined });
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', deleteButton(DISCOUNT))).not.toBeInTheDocument();
    expect(deletes).toEqual([]);
  });

  it('from a record page: goes back to the list, hidden there, sent when the window ends', async () => {
    const deletes = recordDeletes();
    const { user, router } = await renderApp('/admin/restaurants/1/contacts/2', { as: AS });
    await screen.findByRole('heading', { level: 1, name: 'Claire Dupont' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/restaurants/1'));
    const contacts = await screen.findByRole('table', { name: 'Contacts' });
    expect(await within(contacts).findByRole('button', deleteButton('Marcel Dupont'))).toBeInTheDocument();
    expect(within(contacts).queryByRole('button', deleteButton('Claire Dupont'))).not.toBeInTheDocument();
    expect(screen.getByText('Deleted contact “Claire Dupont”')).toBeInTheDocument();
    // The new page leaves the focus on Undo, which took it (not on its own heading).
    await waitFor(() => expect(document.getElementById('announcer')).toHaveTextContent(/^Chez Marcel · /));
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    expect(deletes).toEqual([]);
    endUndoWindows();
    await waitFor(() => expect(deletes).toEqual(['/api/v1/restaurants/1/contacts/2']));
  });
});

describe('a delete that takes other records with it', () => {
  it('asks first, saying what goes with it, with Cancel focused; Cancel sends nothing', async () => {
    const deletes = recordDeletes();
    const { user } = await renderApp('/admin/restaurants', { as: AS });
    const table = await screen.findByRole('table', { name: 'Restaurants' });
    await user.click(await within(table).findByRole('button', deleteButton('Chez Marcel')));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete restaurant “Chez Marcel”?');
    expect(dialog).toHaveTextContent('Its menus, contacts and discounts are deleted with it.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    // Still shown while it asks: nothing is removed before the answer.
    expect(within(table).getByRole('button', deleteButton('Chez Marcel'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(table).getByRole('button', deleteButton('Chez Marcel'))).toBeInTheDocument();
    expect(deletes).toEqual([]);
  });
});
