// Image uploads (multipart): type read from the content, the two contract messages, size limit,
// the upload-rejected scenario, and deletes that detach the image.
import { describe, expect, it } from 'vitest';
import type { Image, Restaurant } from '@/api/models';
import { setScenario } from './control';
import { body, call, login, upload } from './testing/backend-client';
import { listIds } from './testing/catalogue-helpers';

/** A PNG signature and IHDR chunk are enough for the type and the pixel size. */
function png(width: number, height: number, padding = 0): Uint8Array {
  const bytes = new Uint8Array(33 + padding);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

const SVG = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>';

async function errors(response: Response) {
  expect(response.status).toBe(422);
  return (await body<{ errors: Record<string, string[]> }>(response)).errors;
}

describe('image uploads', () => {
  it('stores an image linked to the call tenant, its title defaulting to the file name', async () => {
    await login('admin@example.com');
    const response = await upload('api/v1/images', { name: 'logo.final.svg', type: 'text/plain', content: SVG });
    expect(response.status).toBe(201);
    const { data } = await body<{ data: Image }>(response);
    expect(data).toMatchObject({ title: 'logo.final', mime_type: 'image/svg+xml', width: null, height: null, size: SVG.length });
    expect(data.url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await listIds('api/v1/images')).toContain(data.id);
    const file = { name: 'x.bin', type: 'application/octet-stream', content: png(640, 480) };
    const photo = await upload('api/v1/images', file, { title: ' Terrace ' });
    const expected = { title: 'Terrace', mime_type: 'image/png', width: 640, height: 480 };
    expect((await body<{ data: Image }>(photo)).data).toMatchObject(expected);
  });

  it('answers "Please select image only" for a file that is not an image, whatever its name', async () => {
    await login('admin@example.com');
    const text = await upload('api/v1/images', { name: 'menu.png', type: 'image/png', content: 'Plat du jour: 12.50' });
    expect(await errors(text)).toEqual({ file: ['Please select image only'] });
    const french = await call('GET', 'api/v1/images'); // the session is fine after a 422
    expect(french.status).toBe(200);
  });

  it('answers "Invalid file format" for other image types, and the size and required messages', async () => {
    await login('admin@example.com');
    const bmp = await upload('api/v1/images', { name: 'photo.bmp', type: 'image/bmp', content: 'BM\x00\x00\x00\x00' });
    expect(await errors(bmp)).toEqual({ file: ['Invalid file format'] });
    const large = await upload('api/v1/images', { name: 'big.png', type: 'image/png', content: png(10, 10, 5 * 1024 * 1024) });
    expect(await errors(large)).toEqual({ file: ['The file field must not be greater than 5120 kilobytes.'] });
    expect(await errors(await upload('api/v1/images', undefined))).toEqual({ file: ['The file field is required.'] });
    expect(await errors(await call('POST', 'api/v1/images', { body: { file: 'x' } }))).toEqual({ file: ['The file field is required.'] });
  });

  it('refuses every upload in the upload-rejected scenario', async () => {
    await login('admin@example.com');
    setScenario('upload-rejected');
    const response = await upload('api/v1/images', { name: 'logo.svg', type: 'image/svg+xml', content: SVG });
    expect(await body(response)).toEqual({ message: 'Invalid file format', errors: { file: ['Invalid file format'] } });
  });

  it('deletes an image and detaches it from restaurants and menus', async () => {
    await login('admin@example.com');
    expect((await call('DELETE', 'api/v1/images/1')).status).toBe(204);
    const { data } = await body<{ data: Restaurant }>(await call('GET', 'api/v1/restaurants/1'));
    expect(data).toMatchObject({ image_id: null, image_url: null });
    expect((await call('GET', 'api/v1/images/1')).status).toBe(404);
    expect((await call('DELETE', 'api/v1/images/3')).status).toBe(404); // not Acme's
  });
});
