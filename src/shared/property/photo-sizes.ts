import type { ResponsiveImage } from './property.schemas';

/** Widths every photo is generated in; the browser picks one from the srcset. */
export const PHOTO_WIDTHS = [320, 640, 768, 1024, 1280, 1600, 1920] as const;
export const PHOTO_DEFAULT_WIDTH = 1280;
/** Generated photos are 3:2. */
export const PHOTO_ASPECT = 2 / 3;

export type PhotoFormat = 'webp' | 'avif';

export function photoUrl(slug: string, width: number = PHOTO_DEFAULT_WIDTH, format: PhotoFormat = 'webp'): string {
  return `/photos/${slug}-${width}.${format}`;
}

export function photoSrcset(slug: string, format: PhotoFormat): string {
  return PHOTO_WIDTHS.map((width) => `${photoUrl(slug, width, format)} ${width}w`).join(', ');
}

/** An image with every generated size (a gallery photo, an uploaded attraction image). */
export function responsiveImage(slug: string, alt: string, placeholder: string | null): ResponsiveImage {
  return {
    url: photoUrl(slug),
    alt,
    width: PHOTO_DEFAULT_WIDTH,
    height: Math.round(PHOTO_DEFAULT_WIDTH * PHOTO_ASPECT),
    srcset: { avif: photoSrcset(slug, 'avif'), webp: photoSrcset(slug, 'webp') },
    placeholder,
  };
}
