// What an uploaded file is, read from its content like PHP's finfo (never its name): an accepted
// image (JPEG, PNG, GIF, WebP, SVG) with its pixel size, another image type, or not an image.
import type { Image } from '@/api/models';

export type ImageMime = Image['mime_type'];

export type Sniffed =
  | { kind: 'accepted'; mime: ImageMime; width: number | null; height: number | null }
  | { kind: 'other-image' }
  | { kind: 'not-image' };

/** Files up to this size are kept as data: URLs; larger ones get a placeholder (the demo stores
 * the database in localStorage, whose quota a few large images would exhaust). */
const INLINE_LIMIT_BYTES = 64 * 1024;
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#d9d9d9"/></svg>';

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));
const be16 = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const le16 = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const le24 = (b: Uint8Array, i: number) => le16(b, i) | ((b[i + 2] ?? 0) << 16);
const be32 = (b: Uint8Array, i: number) => be16(b, i) * 65536 + be16(b, i + 2);

function sized(mime: ImageMime, width: number, height: number): Sniffed {
  const valid = width >= 1 && height >= 1;
  return { kind: 'accepted', mime, width: valid ? width : null, height: valid ? height : null };
}

function jpegSize(b: Uint8Array): [number, number] {
  let i = 2;
  while (i + 9 < b.length && b[i] === 0xff) {
    const marker = b[i + 1] ?? 0;
    // SOF0–SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return [be16(b, i + 7), be16(b, i + 5)];
    i += 2 + be16(b, i + 2);
  }
  return [0, 0];
}

function webpSize(b: Uint8Array): [number, number] {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8X') return [1 + le24(b, 24), 1 + le24(b, 27)];
  if (chunk === 'VP8 ') return [le16(b, 26) & 0x3fff, le16(b, 28) & 0x3fff];
  if (chunk === 'VP8L') {
    const [b0, b1, b2, b3] = [b[21] ?? 0, b[22] ?? 0, b[23] ?? 0, b[24] ?? 0];
    return [1 + (((b1 & 0x3f) << 8) | b0), 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6))];
  }
  return [0, 0];
}

function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 2048)).replace(/^\uFEFF/, '').trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(head);
}

export function sniffImage(b: Uint8Array): Sniffed {
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return sized('image/jpeg', ...jpegSize(b));
  if (ascii(b, 0, 8) === '\x89PNG\r\n\x1a\n') return sized('image/png', be32(b, 16), be32(b, 20));
  if (ascii(b, 0, 4) === 'GIF8') return sized('image/gif', le16(b, 6), le16(b, 8));
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return sized('image/webp', ...webpSize(b));
  if (isSvg(b)) return { kind: 'accepted', mime: 'image/svg+xml', width: null, height: null };
  const other =
    ascii(b, 0, 2) === 'BM' || // BMP
    ascii(b, 0, 4) === 'II*\0' || ascii(b, 0, 4) === 'MM\0*' || // TIFF
    ascii(b, 0, 4) === '\0\0\x01\0' || // ICO
    ascii(b, 0, 4) === '8BPS' || // PSD
    (ascii(b, 4, 4) === 'ftyp' && /^(avif|avis|heic|heix|mif1|msf1)$/.test(ascii(b, 8, 4))); // AVIF, HEIC
  return other ? { kind: 'other-image' } : { kind: 'not-image' };
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The stored "file": the image itself as a data: URL, or a grey placeholder when it is large. */
export function storedUrl(bytes: Uint8Array, mime: ImageMime): string {
  if (bytes.length <= INLINE_LIMIT_BYTES) return `data:${mime};base64,${base64(bytes)}`;
  return svgDataUrl(PLACEHOLDER_SVG);
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${base64(new TextEncoder().encode(svg))}`;
}
