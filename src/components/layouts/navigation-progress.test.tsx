import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/setup/render-app';
import { NAVIGATION_WAIT_MS } from './navigation-wait';

/** Holds every answer of `path` until released, then lets the mock's own handler answer. */
function holdRequests(path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(http.get(path, () => held.then(() => undefined)));
  return release;
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('a navigation that waits', () => {
  it('shows the progress bar and keeps the old page inert and busy only after the delay, then the new page', async () => {
    const { router } = await renderApp('/admin/restaurants', { as: 'admin@example.com' });
    await screen.findAllByRole('table');
    // The header's bell loads its code beside the first page: in, so its first render is not timed below.
    await screen.findByRole('button', { name: /^Notifications, / });
    const release = holdRequests('*/api/v1/restaurants/:id');
    void router.navigate({ href: '/admin/restaurants/1' });
    await pause(NAVIGATION_WAIT_MS / 3);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');

    expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
    // The bar (at the app's root) and the layout run their own delay timers: a few ms apart.
    const main = await screen.findByRole('main', { busy: true });
    expect(main).toHaveAttribute('inert');
    // The old page stays, inert, under the bar: not replaced by anything that looks loaded.
    expect(screen.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeInTheDocument();

    release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Restaurants' })).not.toBeInTheDocument());
  });

  it("shows a list's heading and row skeleton while the list waits for the backend", async () => {
    const { router } = await renderApp('/admin/dashboard', { as: 'admin@example.com' });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const release = holdRequests('*/api/v1/restaurants');
    void router.navigate({ href: '/admin/restaurants' });
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    const main = await screen.findByRole('main', { busy: true });
    expect(main).toHaveTextContent('Loading the list…');
    expect(screen.getByRole('heading', { name: 'Restaurants' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    release();
    expect((await screen.findAllByRole('table')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Loading the list…')).not.toBeInTheDocument();
  });
});
