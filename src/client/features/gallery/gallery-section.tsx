import { useId, useMemo, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { Photo } from '../../../shared/property/property.schemas';
import { useReplayedTap } from '../../lib/use-replayed-tap';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/feedback';
import { galleryPhotos, GRID_PHOTO_LIMIT } from './gallery-photos';
import * as styles from './gallery.css';
import { PhotoLightbox } from './photo-lightbox';
import { ProgressivePhoto } from './progressive-photo';
import { useGalleryPhotos } from './use-gallery-photos';

/** Widths the tiles are drawn at: one, two or three columns inside the 1200 px page. */
const TILE_SIZES = '(min-width: 1024px) min(33vw, 390px), (min-width: 640px) 50vw, 100vw';
const LEAD_TILE_SIZES = '(min-width: 1024px) min(66vw, 790px), (min-width: 640px) 50vw, 100vw';
/** Tiles in the first row are on screen as the section appears; the rest load lazily. */
const EAGER_TILES = 3;

export function GallerySection() {
  const { photos, isLoading } = useGalleryPhotos();
  return <GalleryView photos={photos} isLoading={isLoading} />;
}

export function GalleryView({ photos, isLoading = false }: { photos: readonly Photo[]; isLoading?: boolean }) {
  const headingId = useId();
  const ordered = useMemo(() => galleryPhotos(photos), [photos]);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // The gallery is on screen early on /stay#gallery: taps before the page is live still open the photos.
  const replayedTap = useReplayedTap('gallery');

  return (
    <section id="gallery" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        Stunning Views & Spaces
      </h2>
      {isLoading ? (
        <div className={styles.grid} role="status" aria-label="Loading photos">
          {Array.from({ length: GRID_PHOTO_LIMIT }, (_, index) => (
            <div key={index} className={styles.skeletonTile}>
              <Skeleton height="100%" />
            </div>
          ))}
        </div>
      ) : (
        <>
          <ul className={styles.grid} aria-label="Photo highlights">
            {ordered.slice(0, GRID_PHOTO_LIMIT).map((photo, index) => (
              <li key={photo.id} className={index === 0 ? styles.leadTile : styles.tile}>
                <AriaButton
                  className={styles.thumb}
                  aria-label={`Open photo ${index + 1} of ${ordered.length}: ${photo.alt}`}
                  onPress={() => setOpenIndex(index)}
                  {...replayedTap(`photo-${index}`)}
                >
                  <ProgressivePhoto
                    photo={photo}
                    sizes={index === 0 ? LEAD_TILE_SIZES : TILE_SIZES}
                    eager={index < EAGER_TILES}
                    className={index === 0 ? styles.leadPhoto : styles.thumbPhoto}
                  />
                </AriaButton>
              </li>
            ))}
          </ul>
          <div className={styles.footer}>
            <Button tone="secondary" onPress={() => setOpenIndex(0)} {...replayedTap('all')}>
              {`Show all ${ordered.length} photos`}
            </Button>
          </div>
          <PhotoLightbox photos={ordered} index={openIndex} onIndexChange={setOpenIndex} />
        </>
      )}
    </section>
  );
}
