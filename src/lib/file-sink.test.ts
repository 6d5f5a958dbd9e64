// Where an export's file goes: to disk as it is made for a large file where the browser has the
// File System Access API, else a download of the whole; a closed save dialog is no file at all.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backendFileUrl, openFileSink } from './file-sink';

const CSV = { type: 'text/csv', extension: '.csv', description: 'CSV file' };

/** A save dialog that answers with a file whose writes are kept, or that throws `refusal`. */
function fakePicker(refusal?: Error) {
  const file = { writes: [] as string[], closed: false, aborted: false };
  const writable = {
    write: async (data: string) => void file.writes.push(data),
    close: async () => void (file.closed = true),
    abort: async () => void (file.aborted = true),
  };
  const picker = vi.fn(async () => {
    if (refusal) throw refusal;
    return { createWritable: async () => writable };
  });
  Object.assign(window, { showSaveFilePicker: picker });
  return { picker, file };
}

const downloads: Blob[] = [];
function catchDownloads() {
  URL.createObjectURL = (blob: Blob) => (downloads.push(blob), 'blob:file');
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined); // jsdom cannot navigate
}

afterEach(() => {
  Reflect.deleteProperty(window, 'showSaveFilePicker');
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  downloads.length = 0;
});

describe('openFileSink', () => {
  it('writes a large file to the file chosen, part by part, and puts it in place on close', async () => {
    const { picker, file } = fakePicker();
    const sink = await openFileSink('orders.csv', CSV, true);
    await sink!.write('a\r\n');
    await sink!.write('b\r\n');
    expect(file.writes).toEqual(['a\r\n', 'b\r\n']);
    expect(file.closed).toBe(false);
    await sink!.close();
    expect(file.closed).toBe(true);
    expect(picker).toHaveBeenCalledWith({ suggestedName: 'orders.csv', types: [{ description: 'CSV file', accept: { 'text/csv': ['.csv'] } }] });
  });

  it('aborts the file on disk when the export stops', async () => {
    const { file } = fakePicker();
    const sink = await openFileSink('orders.csv', CSV, true);
    await sink!.write('a\r\n');
    await sink!.abort();
    expect(file).toMatchObject({ aborted: true, closed: false });
  });

  it('is no file at all when the person closes the save dialog', async () => {
    fakePicker(new DOMException('The user aborted a request.', 'AbortError'));
    expect(await openFileSink('orders.csv', CSV, true)).toBeUndefined();
  });

  it('downloads a small file whole, without a save dialog, and nothing when aborted', async () => {
    catchDownloads();
    const { picker } = fakePicker();
    const sink = await openFileSink('orders.csv', CSV, false);
    await sink!.write('a\r\n');
    expect(downloads).toEqual([]);
    await sink!.close();
    expect(picker).not.toHaveBeenCalled();
    expect(await downloads[0]!.text()).toBe('a\r\n');
    const dropped = await openFileSink('orders.csv', CSV, false);
    await dropped!.write('b\r\n');
    await dropped!.abort();
    expect(downloads).toHaveLength(1);
  });

  it('downloads a large file whole where the browser has no save dialog, or refuses it', async () => {
    catchDownloads();
    const sink = await openFileSink('orders.csv', CSV, true);
    await sink!.write('a\r\n');
    await sink!.close();
    fakePicker(new DOMException('Must be handling a user gesture.', 'SecurityError'));
    const refused = await openFileSink('orders.csv', CSV, true);
    await refused!.write('b\r\n');
    await refused!.close();
    expect(await Promise.all(downloads.map((blob) => blob.text()))).toEqual(['a\r\n', 'b\r\n']);
  });
});

describe('backendFileUrl', () => {
  const backend = 'https://api.example.com';
  it('takes a file on the backend’s origin only, over http(s)', () => {
    expect(backendFileUrl('https://api.example.com/exports/orders.csv?signature=abc', backend)).toBe('https://api.example.com/exports/orders.csv?signature=abc');
    expect(backendFileUrl('/exports/orders.csv?signature=abc', backend)).toBe('https://api.example.com/exports/orders.csv?signature=abc');
    expect(backendFileUrl('https://evil.example.net/orders.csv', backend)).toBeUndefined();
    expect(backendFileUrl('//evil.example.net/orders.csv', backend)).toBeUndefined();
    expect(backendFileUrl('javascript:alert(1)', backend)).toBeUndefined();
    expect(backendFileUrl(undefined, backend)).toBeUndefined();
  });
});
