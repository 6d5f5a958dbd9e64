// A list on a phone (narrow-columns.ts, row-details.tsx): the rows keep their main columns, a row's
// details show the others with the cells' own look, and the column picker still decides what shows.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onAPhone } from '../../tests/setup/phone-screen';
import { db } from '../../mocks/db/database';
import { renderApp } from '../../tests/setup/render-app';
import { changedColumns } from './narrow-columns';

const AS = 'superadmin@example.com';

const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((header) => header.textContent);
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('link', { name }).closest('tr')!;

describe('a list on a phone', () => {
  beforeEach(onAPhone);
  afterEach(() => vi.restoreAllMocks());

  it('keeps the main columns in the row and shows the others in its details', async () => {
    const { user } = await renderApp('/admin/restaurants', { as: AS });
    const table = await screen.findByRole('table', { name: 'Restaurants' });
    await within(table).findByRole('link', { name: 'Green Bowl' });
    // The selection box, the toggles (named for screen readers), the name, the status and the actions.
    expect(headers(table)).toEqual(['', 'Details', 'Name', 'Currently open', 'Actions']);

    const toggle = within(rowOf(table, 'Green Bowl')).getByRole('button', { name: 'Show details of Green Bowl' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide details of Green Bowl');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    // A row of the table under the record's own, with one cell across every column.
    expect(details.tagName).toBe('TR');
    expect(details.previousElementSibling).toBe(rowOf(table, 'Green Bowl'));
    expect(within(details).getAllByRole('cell')).toHaveLength(1);
    expect(within(details).getByRole('cell')).toHaveAttribute('colspan', '5');
    const terms = within(details).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Address', 'Price', 'Created at']);
    const valueOf = (term: string) => within(details).getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(valueOf('Address')).toBe('8 Rue de la Charité, 69002 Lyon');
    expect(valueOf('Price')).toBe('€11.00');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(details.isConnected).toBe(false);
  });

  it('draws the details with the columns’ cell renderers: a link stays a link, a tag a tag', async () => {
    const { user } = await renderApp('/admin/logs', { as: AS });
    const table = await screen.findByRole('table', { name: 'Logs' });
    const [toggle] = await within(table).findAllByRole('button', { name: /^Show details of / });
    await user.click(toggle!);
    const details = document.getElementById(toggle!.getAttribute('aria-controls')!)!;
    const userValue = within(details).getByText('User', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(userValue).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/admin\/users\/\d+$/));
    // The result, a status, stays in the row as a tinted tag.
    expect(within(toggle!.closest('tr')!).getByText('Successful')).toHaveClass('l-tag');
  });

  it('lets the column picker choose what the list shows, in the rows or in their details', async () => {
    const { user } = await renderApp('/admin/restaurants', { as: AS });
    const table = await screen.findByRole('table', { name: 'Restaurants' });
    await within(table).findByRole('link', { name: 'Green Bowl' });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    // The picker shows the user's choice, not what the phone folded: Address is on.
    const address = await screen.findByRole('checkbox', { name: 'Address' });
    expect(address).toBeChecked();
    await user.click(address);
    await user.click(screen.getByRole('checkbox', { name: 'Latitude' }));
    await user.click(screen.getByRole('checkbox', { name: 'Currently open' }));
    expect(headers(table)).toEqual(['', 'Details', 'Name', 'Actions']);
    await user.click(within(rowOf(table, 'Green Bowl')).getByRole('button', { name: 'Show details of Green Bowl' }));
    const details = rowOf(table, 'Green Bowl').nextElementSibling as HTMLElement;
    expect(within(details).getAllByRole('term').map((term) => term.textContent)).toEqual(['Latitude', 'Price', 'Created at']);
    // Stored as the user chose, without the columns the phone folded: a wide window shows Price again.
    expect(JSON.parse(localStorage.getItem('lunch.table.restaurants.columns')!)).toEqual(
      expect.objectContaining({ address: false, latitude: true, is_open: false }),
    );
    expect(JSON.parse(localStorage.getItem('lunch.table.restaurants.columns')!)).not.toHaveProperty('price');
  });
});

describe('My orders on a phone (issue 29)', () => {
  beforeEach(onAPhone);
  afterEach(() => vi.restoreAllMocks());

  it('says under each order’s number its day, restaurant, items and total, and keeps the status in the row', async () => {
    const me = db().users.find((u) => u.email === 'user@example.com')!;
    const newest = db().orders.filter((order) => order.user_id === me.id).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0]!;
    const { user } = await renderApp('/admin/orders', { as: me.email });
    const table = await screen.findByRole('table', { name: 'My orders' });
    const row = (await within(table).findByRole('link', { name: newest.order_number })).closest('tr')!;
    expect(headers(table)).toEqual(['Details', 'Order number', 'Status']);
    const summary = row.querySelector('.l-row-summary > span')!;
    // Each part, then ", " for screen readers (the eye sees a dot between them).
    expect(summary.textContent).toMatch(/^[^,]+, \d{4}, [^,]+, \d+ items?, €[\d.]+$/);
    const parts = [...summary.children].map((part) => part.textContent!.replace(/, $/, ''));
    const items = db().order_items.filter((item) => item.order_id === newest.id).length;
    expect(parts).toEqual([
      new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(`${newest.requested_date}T12:00:00`)),
      db().restaurants.find((r) => r.id === newest.supplier.id)!.name,
      `${items} ${items === 1 ? 'item' : 'items'}`,
      expect.stringMatching(/^€\d+\.\d\d$/),
    ]);
    // What the summary says is not repeated in the row's details; an order of one's own has no "User".
    const [toggle] = within(row).getAllByRole('button', { name: /^Show details of / });
    await user.click(toggle!);
    const details = document.getElementById(toggle!.getAttribute('aria-controls')!)!;
    expect(within(details).getAllByRole('term').map((term) => term.textContent)).toEqual(['Created at']);
  });
});

describe('a list on a wide screen', () => {
  it('shows every chosen column in the row and no details toggles', async () => {
    await renderApp('/admin/restaurants', { as: AS });
    const table = await screen.findByRole('table', { name: 'Restaurants' });
    await waitFor(() => expect(headers(table)).toEqual(['', 'Name', 'Address', 'Currently open', 'Price', 'Created at', 'Actions']));
    expect(within(table).queryByRole('button', { name: /details/ })).not.toBeInTheDocument();
  });
});

describe('changedColumns', () => {
  it('takes from a change of the table model only the columns it changed', () => {
    // The phone folded price (false in the rows); the model turned address off.
    expect(changedColumns({ price: false, latitude: false }, { price: false, latitude: false, address: false })).toEqual({ address: false });
    expect(changedColumns({ latitude: false }, {})).toEqual({ latitude: true });
  });
});
