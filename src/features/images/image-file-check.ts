// The checks an image passes before upload (quality.md: type and size checked first): an image
// at all ('Please select image only'), of an accepted type ('Invalid file format'), within 5 MB.
import { defineMessages } from 'react-intl';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const imageCheckMessages = defineMessages({
  notImage: { id: 'images.check.notImage', defaultMessage: 'Please select image only' },
  format: { id: 'images.check.format', defaultMessage: 'Invalid file format' },
  tooLarge: { id: 'images.check.tooLarge', defaultMessage: 'The image must not be larger than 5 MB' },
});

export type ImageProblem = keyof typeof imageCheckMessages;

export function checkImageFile(file: Pick<File, 'type' | 'size'>): ImageProblem | undefined {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'format';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return undefined;
}
