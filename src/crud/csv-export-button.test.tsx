// The list's CSV export of many pages (issue 34.2): a dialog counts the rows written with Cancel;
// the file is saved only whole; a failure midway or a cancel saves nothing; a backend's own file
// (meta.export_url) is downloaded instead, when it is on the backend's origin.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { resetMock } from '../../mocks/control';
import { db } from '../../mocks/db/database';
import { server } from '../../mocks/node';
import { renderApp } from '../../tests/setup/render-app';
import { renderWithProviders } from '../../tests/setup/render-with-providers';
import { TEST_BACKEND_URL } from '../../tests/setup/test-config';
import { CsvExportButton } from './csv-export-button';

const SLOW = 60_000;

// jsdom has no object URLs: the file is caught where the page makes its link.
const saved: Blob[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return 'blob:export';
  };
  URL.revokeObjectURL = () => undefined;
  resetMock({ orders: 1000 }); // Acme's orders fill several pages of 100
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

/** The export's page 3 waits until released (or fails with `status`). */
function holdPage3(status?: number): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('*/api/v1/orders', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('per_page') !== '100' || query.get('page') !== '3') return undefined;
      if (status) return HttpResponse.json({ message: 'Server Error' }, { status });
      await held;
      return undefined;
    }),
  );
  return release;
}

const acmeOrders = () => db().orders.filter((order) => order.tenant_id === 1).length;

async function startExport() {
  const view = await renderApp('/admin/orders', { as: 'admin@example.com' });
  await screen.findByRole('table', { name: 'Orders' });
  await view.user.click(screen.getByRole('button', { name: 'Export CSV' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Exporting Orders');
  return { ...view, dialog };
}

describe('exporting a list of many pages', () => {
  it('counts the rows written, then saves the whole file', async () => {
    const total = acmeOrders();
    expect(total).toBeGreaterThan(300);
    const release = holdPage3();
    const { dialog } = await startExport();
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(`200 of ${total.toLocaleString('en')} rows`));
    expect(saved).toEqual([]);
    release();
    await waitFor(() => expect(saved).toHaveLength(1));
    const lines = (await saved[0]!.text()).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(total + 1);
    expect(lines[0]).toMatch(/Order number/);
  }, SLOW);

  it('saves nothing when cancelled midway', async () => {
    const release = holdPage3();
    const { dialog, user } = await startExport();
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/^200 of /));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).not.toHaveClass('ant-btn-loading'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(saved).toEqual([]);
  }, SLOW);

  it('says so and saves nothing when a page fails midway', async () => {
    holdPage3(500);
    const { dialog } = await startExport();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The export stopped: no file was saved.');
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).not.toHaveClass('ant-btn-loading');
  }, SLOW);
});

describe('a backend that writes the list’s file itself (meta.export_url)', () => {
  const clicked: string[] = [];
  beforeEach(() => {
    clicked.length = 0;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
  });

  async function exportWith(exportUrl: string) {
    // A list of its own: only what the export reads of it.
    const listed = vi.fn(async () => ({ data: [{ id: 1, name: 'One' }], meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 } }));
    const things = {
      key: 'things',
      labels: { plural: { id: 'test.things', defaultMessage: 'Things' } },
      fields: [{ name: 'name', label: { id: 'test.name', defaultMessage: 'Name' }, type: 'text', list: {} }],
      api: { list: listed },
    } as unknown as ResourceDefinition<{ id: number; name: string }, object>;
    const { user } = await renderWithProviders(
      <CsvExportButton resource={things} params={{}} search={{}} visibleColumns={['name']} total={28_581} exportUrl={exportUrl} />,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    return listed;
  }

  it('downloads it, reading no page of the list', async () => {
    const listed = await exportWith(`${TEST_BACKEND_URL}/exports/orders.csv?signature=abc`);
    expect(clicked).toEqual([`${TEST_BACKEND_URL}/exports/orders.csv?signature=abc`]);
    expect(listed).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, SLOW);

  it('ignores a URL on another origin and reads the list itself', async () => {
    const listed = await exportWith('https://elsewhere.example.net/orders.csv');
    await waitFor(() => expect(listed).toHaveBeenCalled());
    expect(clicked).not.toContain('https://elsewhere.example.net/orders.csv');
  }, SLOW);
});
