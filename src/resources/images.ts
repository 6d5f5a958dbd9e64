// Uploaded images (spec §3 shows no fields; the contract's: title, file type, size, dimensions).
// Uploads are a feature of their own (features/images); the engine lists and deletes.
import { defineMessages, type IntlShape } from 'react-intl';
import { readable } from '@/api/crud';
import type { Image } from '@/api/models';
import type { ResourceDefinition } from '@/lib/resource-definition';
import type { Choice } from '@/lib/field-definition';
import { adminPath } from '@/lib/admin-paths';
import { FEATURES } from '@/lib/feature-tree';
import { hasPermission } from '@/lib/permissions';
import { currentUser } from '@/stores/session';
import { commonLabels, idField, timestampFields } from './shared';

export const imageLabels = defineMessages({
  plural: { id: 'resources.images.plural', defaultMessage: 'Images' },
  singular: { id: 'resources.images.singular', defaultMessage: 'Image' },
  create: { id: 'resources.images.create', defaultMessage: 'Upload an image' },
  entity: { id: 'resources.images.entity', defaultMessage: 'image' },
  title: { id: 'resources.images.title', defaultMessage: 'Title' },
  preview: { id: 'resources.images.preview', defaultMessage: 'Preview' },
  fileType: { id: 'resources.images.fileType', defaultMessage: 'File type' },
  size: { id: 'resources.images.size', defaultMessage: 'Size' },
  width: { id: 'resources.images.width', defaultMessage: 'Width' },
  height: { id: 'resources.images.height', defaultMessage: 'Height' },
  navDescription: { id: 'nav.images.description', defaultMessage: 'Pictures of restaurants and menus.' },
});

const api = () => readable('/api/v1/images');

/** "12 kB" / "12 ko", "1.5 MB" / "1,5 Mo": the unit in the user's language. */
function fileSize(intl: IntlShape, bytes: number): string {
  return bytes < 1024 * 1024
    ? intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' })
    : intl.formatNumber(bytes / 1024 / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

/** Choices of an image field (restaurants, menus): the images this user may see. */
export async function imageChoices(search: string): Promise<Choice[]> {
  if (!hasPermission(currentUser(), 'images.view')) return [];
  const page = await api().list({ search: search || undefined, per_page: 100, order_by: 'title', order_dir: 'asc' });
  return page.data.map((image) => ({ value: image.id, label: image.title, imageUrl: image.url }));
}

export const images: ResourceDefinition<Image> = {
  key: 'images',
  logModelType: 6,
  permission: 'images',
  feature: FEATURES.images,
  labels: imageLabels,
  titleOf: (image) => image.title,
  dateFilter: commonLabels.createdAt,
  nav: { group: 'catalogue', order: 50, description: imageLabels.navDescription },
  fields: [
    { name: 'title', label: imageLabels.title, type: 'text', list: { sortable: true } },
    { name: 'url', label: imageLabels.preview, type: 'image', list: { primary: true }, display: () => null },
    idField(),
    { name: 'mime_type', label: imageLabels.fileType, type: 'text', list: {} },
    { name: 'size', label: imageLabels.size, type: 'integer', list: { sortable: true }, display: (image, intl) => fileSize(intl, image.size) },
    { name: 'width', label: imageLabels.width, type: 'integer', list: { hidden: true } },
    { name: 'height', label: imageLabels.height, type: 'integer', list: { hidden: true } },
    ...timestampFields(),
  ],
  api: {
    list: (query, _params, signal) => api().list(query, signal),
    remove: (image) => api().remove(image.id),
  },
  routes: { list: () => adminPath('/images') },
};
