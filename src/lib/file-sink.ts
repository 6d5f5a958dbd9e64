// Where an export writes its file. A large file goes straight to disk where the browser offers the
// File System Access API (Chromium): the person picks the file first, each part is written as it is
// made, and memory stays flat however long the list. A cancel or a failure aborts the write, which
// leaves no file (the browser writes beside it and puts it in place only on close). Elsewhere, and
// for small files, the parts are kept and saved once whole, through a download.
import { downloadFile } from './download';

export interface FileSink {
  write: (part: string) => Promise<void>;
  /** The file is whole: saved (or put in place). */
  close: () => Promise<void>;
  /** Nothing is saved; a file chosen on disk is left as it was. */
  abort: () => Promise<void>;
}

interface WritableFile {
  write: (data: string) => Promise<void>;
  close: () => Promise<void>;
  abort: () => Promise<void>;
}

/** The part of the File System Access API used here (not in TypeScript's DOM types yet). */
type SaveFilePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<{ createWritable: () => Promise<WritableFile> }>;

export interface FileKind {
  /** The MIME type, e.g. 'text/csv'. */
  type: string;
  /** With its dot, e.g. '.csv'. */
  extension: string;
  /** Shown by the save dialog, e.g. "CSV file". */
  description: string;
}

/** A sink that keeps the parts and saves them as a download on close. */
export function downloadSink(fileName: string, kind: FileKind): FileSink {
  const parts: string[] = [];
  return {
    write: async (part) => void parts.push(part),
    close: async () => downloadFile(fileName, parts, `${kind.type};charset=utf-8`),
    abort: async () => void parts.splice(0),
  };
}

/**
 * A sink to disk when `large` and the browser can, else a download. Call it first thing in the
 * click's handler: the save dialog needs the click's user activation. Undefined: the person closed
 * the save dialog without choosing a file.
 */
export async function openFileSink(fileName: string, kind: FileKind, large: boolean): Promise<FileSink | undefined> {
  const picker = (window as { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  if (!large || !picker) return downloadSink(fileName, kind);
  let handle: Awaited<ReturnType<SaveFilePicker>>;
  try {
    handle = await picker({ suggestedName: fileName, types: [{ description: kind.description, accept: { [kind.type]: [kind.extension] } }] });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return undefined;
    return downloadSink(fileName, kind); // refused (a policy, no activation): the download still works
  }
  const file = await handle.createWritable();
  return { write: (part) => file.write(part), close: () => file.close(), abort: () => file.abort() };
}

/**
 * A file the backend writes itself (a list's `meta.export_url`), when it is on the backend's
 * origin over http(s): the URL to download, else undefined (never a link to anywhere else).
 */
export function backendFileUrl(url: string | undefined, backendUrl: string): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, backendUrl);
    return parsed.origin === new URL(backendUrl).origin && /^https?:$/.test(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** Saves a file the backend serves as an attachment (the page stays where it is). */
export function downloadFromUrl(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
