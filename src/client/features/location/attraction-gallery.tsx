import { useState } from 'react';
import { galleryCounter, wrapIndex } from '../../../shared/property/location.rules';
import { Button } from '../../ui/button';
import * as styles from './attraction-dialog.css';

/** Main image with previous/next (wrapping), an "n / total" counter and thumbnails. */
export function AttractionGallery({ name, images }: { name: string; images: readonly string[] }) {
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const total = images.length;
  const current = images[wrapIndex(index, total)];
  if (!current) return null;
  const go = (delta: number) => setIndex((value) => wrapIndex(value + delta, total));

  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        {broken.has(current) ? (
          <p className={styles.imageError}>Unable to load image</p>
        ) : (
          <img
            src={current}
            alt={`${name} (${wrapIndex(index, total) + 1} of ${total})`}
            className={styles.stageImage}
            onError={() => setBroken((set) => new Set(set).add(current))}
          />
        )}
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
          {images.map((url, position) => (
            <li key={url}>
              <Button
                tone="ghost"
                className={styles.thumb}
                aria-label={`Show photo ${position + 1} of ${total}`}
                aria-current={position === wrapIndex(index, total) ? 'true' : undefined}
                onPress={() => setIndex(position)}
              >
                <img src={url} alt="" className={styles.thumbImage} />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
