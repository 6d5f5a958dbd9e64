// A log's data in the drawer: a tree of keys and values that shows nested objects, arrays, long
// and HTML-looking strings as text; Copy as JSON, and what the user sees when copying is refused.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';
import { writeLog } from '../../../mocks/db/logs';

const LONG = `${'lunch '.repeat(80)}end`;
const DATA = {
  order: { number: 'A-2026-000123', totals: { ordered: 2450, discount: 0 } },
  items: [{ description: 'Houmous', quantity: 2 }, 'plain'],
  note: '<b>x</b>',
  script: '<script>alert(1)</script>',
  long: LONG,
  empty: null,
  paid: false,
};

async function openData(message: string) {
  const view = await renderApp('/admin/logs', { as: 'superadmin@example.com' });
  const button = await screen.findByRole('button', { name: `Show data ${message}` });
  await view.user.click(button);
  // (Its name comes from aria-labelledby, whose id antd fixes to 'test-id' under test: asserted by text.)
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText('Log data')).toBeInTheDocument();
  return { ...view, button, drawer };
}

afterEach(() => vi.restoreAllMocks());

describe('the log data drawer', () => {
  it('shows nested objects, arrays and long or HTML-looking strings as text', async () => {
    const entry = writeLog({ user: undefined, tenantId: null, message: 'Hostile data', data: DATA });
    const { drawer } = await openData('Hostile data');
    const tree = within(drawer).getByRole('tree');
    // Nested keys and array items, every level open.
    expect(within(tree).getByText('order')).toBeInTheDocument();
    expect(within(tree).getByText('number')).toBeInTheDocument();
    expect(within(tree).getByText('A-2026-000123')).toBeInTheDocument();
    expect(within(tree).getByText('ordered')).toBeInTheDocument();
    expect(within(tree).getByText('2450')).toBeInTheDocument();
    expect(within(tree).getByText('2 items')).toBeInTheDocument();
    expect(within(tree).getByText('Houmous')).toBeInTheDocument();
    expect(within(tree).getByText('plain')).toBeInTheDocument();
    expect(within(tree).getByText('null')).toBeInTheDocument();
    expect(within(tree).getByText('false')).toBeInTheDocument();
    expect(within(tree).getByText(LONG)).toBeInTheDocument();
    // Markup in the data stays characters: no element is made from it.
    expect(within(tree).getByText('<b>x</b>')).toBeInTheDocument();
    expect(within(tree).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(drawer.querySelector('b, script')).toBeNull();
    // Which entry it is: its message and when it was written.
    expect(within(drawer).getByText('Hostile data')).toBeInTheDocument();
    const written = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(entry.created_at));
    expect(within(drawer).getByText(written)).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its row’s control', async () => {
    writeLog({ user: undefined, tenantId: null, message: 'Focus data', data: { a: 1 } });
    const { user, button } = await openData('Focus data');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('copies the data as JSON and says so', async () => {
    writeLog({ user: undefined, tenantId: null, message: 'Copied data', data: DATA });
    const { user, drawer } = await openData('Copied data');
    await user.click(within(drawer).getByRole('button', { name: 'Copy as JSON' }));
    expect(await screen.findByText('The data was copied as JSON.')).toBeInTheDocument();
    expect(JSON.parse(await navigator.clipboard.readText())).toEqual(DATA);
  });

  it('says so when the browser refuses the clipboard', async () => {
    writeLog({ user: undefined, tenantId: null, message: 'Refused data', data: DATA });
    const { user, drawer } = await openData('Refused data');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(within(drawer).getByRole('button', { name: 'Copy as JSON' }));
    expect(await screen.findByText(/The browser did not allow copying to the clipboard/)).toBeInTheDocument();
    expect(screen.queryByText('The data was copied as JSON.')).not.toBeInTheDocument();
  });

  it('says when a log has no data, with nothing to copy', async () => {
    writeLog({ user: undefined, tenantId: null, message: 'Empty data' });
    const { drawer } = await openData('Empty data');
    expect(within(drawer).getByText('This entry has no data.')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Copy as JSON' })).toBeDisabled();
  });
});
