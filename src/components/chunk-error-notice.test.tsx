import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Component, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser';
import { useAppUpdate } from '@/stores/app-update';
import { server } from '../../mocks/node';
import { renderWithProviders } from '../../tests/setup/render-with-providers';
import { chunkLoader, failedModuleUrl } from './chunk-failure';
import { isChunkLoadError } from './error-messages';
import { lazyPart } from './lazy-part';

const CHUNK_URL = 'http://localhost:3000/assets/panel-abc123.js';
const failedFetch = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK_URL}`);
const panelModule = { Panel: ({ label }: { label: string }) => <p>{label}</p> };

/** A page with a typed field and a part whose code loads on demand. */
function Page({ Part }: { Part: ReturnType<typeof lazyPart<typeof panelModule, { label: string }>>['Part'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <label>
        Name <input />
      </label>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <Part label="The panel" onFailureClose={() => setOpen(false)} />}
    </>
  );
}

/** Stands for the route's error page. */
class Outer extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>The page above: {this.state.error.message}</p> : this.props.children;
  }
}

afterEach(() => {
  useAppUpdate.setState({ updateReady: false });
  document.querySelectorAll('script[data-test-entry]').forEach((script) => script.remove());
});

describe('a part whose code fails to load', () => {
  it('is recognised in the wordings of Vite and the browsers, with the file it names', () => {
    expect(isChunkLoadError(failedFetch())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
    expect(failedModuleUrl(failedFetch())).toBe(CHUNK_URL);
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
  });

  it('says the network failed in its own place, keeps the page, and Retry loads the file again under a new address', async () => {
    const importer = vi.fn(() => Promise.reject(failedFetch()));
    const importUrl = vi.spyOn(chunkLoader, 'importUrl').mockRejectedValueOnce(failedFetch()).mockResolvedValueOnce(panelModule);
    const { Part } = lazyPart(importer, (module: typeof panelModule) => module.Panel);
    const { user } = await renderWithProviders(<Page Part={Part} />);
    await user.type(screen.getByLabelText('Name'), 'My place');
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Part of the app could not be loaded. Check your connection and try again.');
    expect(alert).not.toHaveTextContent(/new version/i);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('Name')).toHaveValue('My place');
    expect(importer).toHaveBeenCalledOnce();

    // The browser keeps a failed import for its URL: Retry asks for the file under a new query.
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('alert');
    expect(importUrl).toHaveBeenLastCalledWith(`${CHUNK_URL}?retry=1`);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The panel')).toBeInTheDocument();
    expect(importUrl).toHaveBeenLastCalledWith(`${CHUNK_URL}?retry=2`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('My place');
  });

  it('after a failed preload, the click already asks again', async () => {
    const importer = vi.fn(() => Promise.reject(failedFetch()));
    const importUrl = vi.spyOn(chunkLoader, 'importUrl').mockResolvedValue(panelModule);
    const { Part, preload } = lazyPart(importer, (module: typeof panelModule) => module.Panel);
    const { user } = await renderWithProviders(<Page Part={Part} />);
    preload();
    await waitFor(() => expect(importer).toHaveBeenCalledOnce());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('The panel')).toBeInTheDocument();
    expect(importUrl).toHaveBeenCalledWith(`${CHUNK_URL}?retry=1`);
  });

  it('re-runs the importer when the failure names no file (Safari), and closes with the part', async () => {
    const importer = vi.fn(() => Promise.reject(new TypeError('Importing a module script failed.')));
    const { Part } = lazyPart(importer, (module: typeof panelModule) => module.Panel);
    const { user } = await renderWithProviders(<Page Part={Part} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await screen.findByRole('alert');
    expect(importer).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a new version is available when the PWA worker has one, and Reload loads it', async () => {
    useAppUpdate.setState({ updateReady: true });
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    const { Part } = lazyPart(() => Promise.reject(failedFetch()), (module: typeof panelModule) => module.Panel);
    const { user } = await renderWithProviders(<Page Part={Part} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A new version is available');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("says a new version is available when the server's index.html starts another entry file", async () => {
    const entry = Object.assign(document.createElement('script'), { type: 'module', src: '/assets/index-old.js' });
    entry.dataset.testEntry = '';
    document.head.append(entry);
    server.use(
      http.get('*/index.html', () =>
        HttpResponse.html('<!doctype html><html><head><script type="module" crossorigin src="/assets/index-new.js"></script></head></html>'),
      ),
    );
    const { Part } = lazyPart(() => Promise.reject(failedFetch()), (module: typeof panelModule) => module.Panel);
    const { user } = await renderWithProviders(<Page Part={Part} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A new version is available');
  });

  it('puts it down to the network when the server still serves this build', async () => {
    const entry = Object.assign(document.createElement('script'), { type: 'module', src: '/assets/index-same.js' });
    entry.dataset.testEntry = '';
    document.head.append(entry);
    server.use(http.get('*/index.html', () => HttpResponse.html('<script type="module" src="/assets/index-same.js"></script>')));
    const { Part } = lazyPart(() => Promise.reject(failedFetch()), (module: typeof panelModule) => module.Panel);
    const { user } = await renderWithProviders(<Page Part={Part} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your connection');
  });

  it('leaves any other error to the page above', async () => {
    const broken = () => {
      throw new Error('Something else');
    };
    const { Part } = lazyPart(() => Promise.resolve({ Panel: broken }), (module) => module.Panel);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(
      <Outer>
        <Part />
      </Outer>,
    );
    expect(await screen.findByText('The page above: Something else')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
