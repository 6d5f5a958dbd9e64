import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser';
import { CHUNK_ERROR_EVENT, ChunkErrorNotice } from './chunk-error-notice';
import { isChunkLoadError } from './error-messages';

describe('a chunk that fails to load', () => {
  it('is recognised in the wordings of Vite and the browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });

  it('raises the app-level event, which offers a reload', async () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    render(
      <IntlProvider locale="en">
        <ChunkErrorNotice />
      </IntlProvider>,
    );
    window.dispatchEvent(new Event(CHUNK_ERROR_EVENT));
    expect(await screen.findByText('A new version is available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
