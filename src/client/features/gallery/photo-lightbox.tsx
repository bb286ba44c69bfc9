import { useEffect, useRef, type TouchEvent } from 'react';
import type { Photo } from '../../../shared/property/property.schemas';
import { Button } from '../../ui/button';
import { AppDialog } from '../../ui/dialog';
import { wrapIndex } from './gallery-photos';
import * as styles from './gallery.css';
import { ProgressivePhoto } from './progressive-photo';

/** A horizontal swipe at least this long turns the photo (the spec's swipe distance). */
const SWIPE_THRESHOLD_PX = 50;

export interface PhotoLightboxProps {
  photos: readonly Photo[];
  /** The photo shown, or null while closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/**
 * Every photo, one at a time. AppDialog traps focus, closes on Escape and
 * gives focus back to whatever opened it; the arrow keys turn the photos.
 */
export function PhotoLightbox({ photos, index, onIndexChange }: PhotoLightboxProps) {
  const isOpen = index !== null && photos.length > 0;
  const current = isOpen ? Math.min(index, photos.length - 1) : 0;
  const photo = photos[current];
  const touchStartX = useRef<number | null>(null);

  const step = (by: number) => onIndexChange(wrapIndex(current, by, photos.length));

  // Listening on the document: focus may sit on the dialog itself or on any of its buttons.
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      onIndexChange(wrapIndex(current, event.key === 'ArrowRight' ? 1 : -1, photos.length));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, current, photos.length, onIndexChange]);

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_THRESHOLD_PX) return;
    step(end < start ? 1 : -1);
  };

  return (
    <AppDialog title="Photo gallery" isOpen={isOpen} onOpenChange={(open) => !open && onIndexChange(null)} size="wide">
      {photo && (
        <div className={styles.lightbox}>
          <div className={styles.stage} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
            <ProgressivePhoto
              key={photo.id}
              photo={photo}
              eager
              fit="contain"
              className={styles.stagePhoto}
              sizes="(min-width: 1088px) 976px, calc(100vw - 5rem)"
            />
          </div>
          <div className={styles.controls}>
            <Button tone="secondary" onPress={() => step(-1)} aria-label="Previous photo">
              <span aria-hidden="true">‹</span> Previous
            </Button>
            <p className={styles.counter} aria-live="polite" aria-atomic="true">
              {`${current + 1} / ${photos.length}`}
            </p>
            <Button tone="secondary" onPress={() => step(1)} aria-label="Next photo">
              Next <span aria-hidden="true">›</span>
            </Button>
          </div>
        </div>
      )}
    </AppDialog>
  );
}
