import { useState } from 'react';
import { galleryCounter, wrapIndex } from '../../../shared/property/location.rules';
import type { ResponsiveImage } from '../../../shared/property/property.schemas';
import { Button } from '../../ui/button';
import { ProgressivePhoto } from '../gallery/public';
import * as styles from './attraction-dialog.css';

/** The stage fills the wide dialog's content (46rem at most), the whole width on a phone. */
const STAGE_SIZES = '(min-width: 50rem) 46rem, 100vw';

/** Main image with previous/next (wrapping), an "n / total" counter and thumbnails. */
export function AttractionGallery({ images }: { images: readonly ResponsiveImage[] }) {
  const [index, setIndex] = useState(0);
  const total = images.length;
  const current = images[wrapIndex(index, total)];
  if (!current) return null;
  const go = (delta: number) => setIndex((value) => wrapIndex(value + delta, total));

  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        <ProgressivePhoto key={current.url} photo={current} sizes={STAGE_SIZES} eager />
        {total > 1 && (
          <>
            <Button tone="secondary" className={`${styles.stageNav} ${styles.stagePrev}`} aria-label="Previous image" onPress={() => go(-1)}>
              ‹
            </Button>
            <Button tone="secondary" className={`${styles.stageNav} ${styles.stageNext}`} aria-label="Next image" onPress={() => go(1)}>
              ›
            </Button>
            <p className={styles.counter} aria-live="polite">
              {galleryCounter(index, total)}
            </p>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className={styles.thumbs} aria-label="Photos">
          {images.map((image, position) => (
            <li key={image.url}>
              <Button
                tone="ghost"
                className={styles.thumb}
                aria-label={`Show photo ${position + 1} of ${total}`}
                aria-current={position === wrapIndex(index, total) ? 'true' : undefined}
                onPress={() => setIndex(position)}
              >
                <ProgressivePhoto photo={{ ...image, alt: '' }} sizes="72px" className={styles.thumbImage} />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
