import { PHOTO_WIDTHS } from './photo-sizes';

/**
 * What an owner may upload as a photo, as sharp's metadata names them. HEIC is not among them: the sharp build here
 * reads HEIF only with AV1 inside (AVIF), not the HEVC of an iPhone's HEIC (decision 041).
 */
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp'] as const;
/** The file picker's accept list. */
export const UPLOAD_ACCEPT = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** 25 MB a file by default (configurable on the server: UPLOAD_MAX_MB). */
export const DEFAULT_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
/** 50 megapixels at most (a 100 MP phone photo is refused as well as a decompression bomb). */
export const MAX_UPLOAD_PIXELS = 50_000_000;
/** Too small to fill even the narrowest gallery width without turning to mush. */
export const MIN_UPLOAD_SIDE = 200;

export const REFUSED_NOT_IMAGE = 'This file is not a JPEG, PNG or WebP image.';
export const REFUSED_TOO_MANY_PIXELS = 'This image is too large in pixels (50 megapixels at most).';
export const REFUSED_TOO_SMALL = `This image is too small (at least ${MIN_UPLOAD_SIDE} pixels on each side).`;

export function tooLargeMessage(maxBytes: number): string {
  return `This file is over ${Math.round(maxBytes / (1024 * 1024))} MB.`;
}

/** Why an image whose header sharp read is refused, or null when it may be encoded. */
export function imageRefusal(meta: { format?: string | undefined; width?: number | undefined; height?: number | undefined }): string | null {
  if (!meta.format || !(UPLOAD_FORMATS as readonly string[]).includes(meta.format) || !meta.width || !meta.height) return REFUSED_NOT_IMAGE;
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS) return REFUSED_TOO_MANY_PIXELS;
  if (meta.width < MIN_UPLOAD_SIDE || meta.height < MIN_UPLOAD_SIDE) return REFUSED_TOO_SMALL;
  return null;
}

/** Every file the encoding job writes for one photo: each width in both formats (the placeholder is kept in the row). */
export function encodedFiles(slug: string): { width: number; format: 'avif' | 'webp'; key: string }[] {
  return PHOTO_WIDTHS.flatMap((width) => (['avif', 'webp'] as const).map((format) => ({ width, format, key: `photos/${slug}-${width}.${format}` })));
}

/** The job's progress in whole percent after `done` of `total` steps. */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((done / total) * 100)));
}

export const ALT_REQUIRED = 'Describe the photo (alt text) before publishing it.';
export const NOT_READY = 'This photo is still being prepared; publish it when it is ready.';

/** Why a photo may not be published, or null. */
export function publishRefusal(photo: { alt: string; ready: boolean }): string | null {
  if (!photo.ready) return NOT_READY;
  if (photo.alt.trim() === '') return ALT_REQUIRED;
  return null;
}

/** The ids in their new order after moving `id` by `by` places (clamped at the ends). */
export function moveBy(ids: readonly number[], id: number, by: number): number[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const to = Math.min(ids.length - 1, Math.max(0, from + by));
  const next = ids.filter((other) => other !== id);
  next.splice(to, 0, id);
  return next;
}

/** The ids after dropping `moved` before or after `target` (drag and drop). */
export function dropAt(ids: readonly number[], moved: readonly number[], target: number, position: 'before' | 'after'): number[] {
  if (moved.includes(target)) return [...ids];
  const rest = ids.filter((id) => !moved.includes(id));
  const at = rest.indexOf(target) + (position === 'after' ? 1 : 0);
  rest.splice(at, 0, ...ids.filter((id) => moved.includes(id)));
  return rest;
}
