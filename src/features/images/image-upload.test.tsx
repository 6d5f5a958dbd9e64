import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/setup/render-app';

/** A 1×1 PNG: the mock reads the type from the content, as the backend does. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('image upload', () => {
  it('refuses what is not an image, or not an accepted type, before sending anything', async () => {
    await renderApp('/admin/images', { as: 'admin@example.com' });
    await screen.findByRole('button', { name: /Upload an image/ });
    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please select image only')).toBeInTheDocument();
    pick(new File([PNG], 'scan.bmp', { type: 'image/bmp' }));
    expect(await screen.findByText('Invalid file format')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // jsdom's File does not survive Node's fetch, so the stored result is checked end to end
  // (tests/e2e/catalogue.spec.ts); here: the preview, the title and the multipart call.
  it('previews the picked image and sends it with its title', async () => {
    const sent: Request[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/v1/images?tenant_id=1')) sent.push(request.clone());
    };
    server.events.on('request:start', record);
    const { user } = await renderApp('/admin/images', { as: 'admin@example.com' });
    await screen.findByRole('button', { name: /Upload an image/ });
    pick(new File([PNG], 'salad-bar.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('img', { name: 'Preview of salad-bar.png' })).toBeInTheDocument();
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('salad-bar');
    await user.clear(title);
    await user.type(title, 'Salad bar');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    server.events.removeListener('request:start', record);
    expect(sent[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(await sent[0]?.text()).toContain('Salad bar');
  });

  it('shows the server’s refusal in the dialog, file kept for another try', async () => {
    const { user } = await renderApp('/admin/images', { as: 'admin@example.com' });
    await screen.findByRole('button', { name: /Upload an image/ });
    pick(new File(['not really a png'], 'fake.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Failed to add image')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select image only')).toBeInTheDocument();
  });

  it('is not offered to a user who may not upload', async () => {
    await renderApp('/admin/images', { as: 'user@example.com' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
