import { PHOTO_ASPECT, PHOTO_DEFAULT_WIDTH, photoSrcset, photoUrl } from '../../../shared/property/photo-sizes';
import type { Photo } from '../../../shared/property/property.schemas';

/** Spec §9: the grid shows at most six photos; the lightbox shows them all. */
export const GRID_PHOTO_LIMIT = 6;

const SAMPLES: { slug: string; alt: string }[] = [
  { slug: 'oceanfront-lanai-sunrise', alt: 'Covered lanai with teak chairs facing calm Kaneohe Bay at sunrise' },
  { slug: 'living-room-bay-view', alt: 'Bright living room with a large sofa and sliding doors opening onto the bay' },
  { slug: 'kitchen-island', alt: 'Open kitchen with a long island, bar stools and stainless steel appliances' },
  { slug: 'primary-bedroom-ocean', alt: 'Primary bedroom with a king bed facing a picture window over the bay' },
  { slug: 'backyard-lawn-to-beach', alt: "Green lawn running from the lanai down to the sand at the water's edge" },
  { slug: 'sunset-over-koolau', alt: "Pink sunset clouds over the green ridges of the Ko'olau mountains" },
];

/**
 * Built-in photos for when the server has none (spec §2). The files are
 * generated with every build, so these always load; negative ids keep them
 * apart from stored photos.
 */
export const SAMPLE_PHOTOS: readonly Photo[] = SAMPLES.map(({ slug, alt }, index) => ({
  id: -(index + 1),
  url: photoUrl(slug),
  alt,
  is_featured: index === 0,
  sort_order: index + 1,
  width: PHOTO_DEFAULT_WIDTH,
  height: Math.round(PHOTO_DEFAULT_WIDTH * PHOTO_ASPECT),
  srcset: { avif: photoSrcset(slug, 'avif'), webp: photoSrcset(slug, 'webp') },
  placeholder: null,
}));

/**
 * The order both the grid and the lightbox use: featured photos first, then
 * by sort_order, so the n in 'n / total' is the tile's own position.
 * An empty list falls back to the samples.
 */
export function galleryPhotos(photos: readonly Photo[]): Photo[] {
  if (photos.length === 0) return [...SAMPLE_PHOTOS];
  return photos
    .map((photo, index) => ({ photo, index }))
    .sort(
      (a, b) =>
        Number(b.photo.is_featured) - Number(a.photo.is_featured) || a.photo.sort_order - b.photo.sort_order || a.index - b.index,
    )
    .map(({ photo }) => photo);
}

/** Index after moving by `step`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}
