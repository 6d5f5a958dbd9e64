// Images (contract tag Images): multipart upload, list, show, delete; tenant-scoped through tenant
// links (model type 6).
import type { HttpHandler } from 'msw';
import type { Image } from '@/api/models';
import { resourceHandlers, type Fields } from '../crud/resource-handlers';
import { db } from '../db/database';
import { MODEL_IMAGE } from '../db/model-types';
import type { ImageRecord } from '../db/records';
import { idsLinkedTo } from '../db/tenant-links';
import { attributeName, translate, type Locale } from '../messages';
import { getScenario } from '../scenarios';
import { collectErrors, fail, max, string, throwIfInvalid, type Input } from '../validation';
import { detachImage } from './cascade';
import { sniffImage, storedUrl } from './image-files';
import { serializeImage } from './serialize';

const MAX_KILOBYTES = 5120;

/** Undici's and jsdom's File are different classes: recognise a file by its shape. */
function isFile(value: unknown): value is File {
  return typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function';
}

async function readUpload(request: Request): Promise<Input> {
  try {
    const form = await request.formData();
    const title = form.get('title');
    return { file: form.get('file') ?? undefined, title: typeof title === 'string' ? title.trim() || null : title };
  } catch {
    return {}; // not multipart: no file
  }
}

/** required|file|image|mimes:jpeg,png,gif,webp,svg|max:5120, stopping at the first failure. */
async function imageFields(input: Input, locale: Locale): Promise<Fields<ImageRecord>> {
  const file = input.file;
  const message = (key: 'required' | 'file' | 'maxFile') =>
    translate(key, locale, { attribute: attributeName('file', locale), max: MAX_KILOBYTES });
  const errors: Record<string, string[]> = {};
  let fields: Fields<ImageRecord> | undefined;
  if (file === undefined || file === null || file === '') errors.file = [message('required')];
  else if (!isFile(file)) errors.file = [message('file')];
  else {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sniffed = sniffImage(bytes);
    if (sniffed.kind === 'not-image') errors.file = [translate('imageOnly', locale)];
    else if (sniffed.kind === 'other-image') errors.file = [translate('imageFormat', locale)];
    else if (bytes.length / 1024 > MAX_KILOBYTES) errors.file = [message('maxFile')];
    else {
      const title = typeof input.title === 'string' ? input.title : file.name.replace(/\.[^.]*$/, '') || 'image';
      const { mime, width, height } = sniffed;
      fields = { title, url: storedUrl(bytes, mime), mime_type: mime, size: bytes.length, width, height };
    }
  }
  Object.assign(errors, collectErrors(input, { title: [string, max(255)] }, locale));
  throwIfInvalid(errors, locale);
  if (!fields) throw new Error('unreachable: a valid upload has fields');
  return fields;
}

export function imageHandlers(): HttpHandler[] {
  return resourceHandlers<ImageRecord, Image>({
    path: '/api/v1/images',
    table: () => db().images,
    permission: 'images',
    modelType: MODEL_IMAGE,
    operations: ['list', 'get', 'create', 'delete'],
    list: {
      searchable: [(i) => i.title],
      sortable: { id: (i) => i.id, title: (i) => i.title, size: (i) => i.size, created_at: (i) => i.created_at },
      dateField: (i) => i.created_at,
    },
    visible: ({ scope }) => {
      if (scope.visibleIn === undefined) return undefined;
      const ids = idsLinkedTo(scope.visibleIn, MODEL_IMAGE);
      return (image) => ids.has(image.id);
    },
    serialize: serializeImage,
    readInput: ({ request }) => readUpload(request),
    validate: (input, { locale }) => {
      // The fault scenario: every upload is refused, as a backend with a stricter check would.
      if (getScenario() === 'upload-rejected') fail('file', translate('imageFormat', locale), locale);
      return imageFields(input, locale);
    },
    onDelete: (image) => detachImage(image.id),
  });
}
