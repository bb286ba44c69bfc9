import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { ResponsiveImage } from '../../../shared/property/property.schemas';
import * as styles from './progressive-photo.css';

type LoadState = 'loading' | 'loaded' | 'error';

export interface ProgressivePhotoProps {
  photo: ResponsiveImage;
  /** The `sizes` attribute: how wide the photo is drawn at each breakpoint. */
  sizes: string;
  /** Photos the visitor sees first load at once; the rest wait until scrolled near. */
  eager?: boolean;
  /** The page's most important photo (its largest in the first screen): fetched before the others. */
  priority?: boolean;
  fit?: 'cover' | 'contain';
  className?: string;
  style?: CSSProperties;
}

/**
 * A photo that shows its blurred placeholder until the real image has
 * arrived, then fades it in; AVIF where the browser has it, WebP otherwise,
 * and the plain `url` for a photo without sizes (an upload still being processed).
 * Give it a new `key` per photo so the state starts over.
 */
export function ProgressivePhoto({ photo, sizes, eager = false, priority = false, fit = 'cover', className, style }: ProgressivePhotoProps) {
  const [state, setState] = useState<LoadState>('loading');
  const imageRef = useRef<HTMLImageElement>(null);

  // A cached image can finish before React has listened for it.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth > 0) setState('loaded');
  }, []);

  return (
    <span
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={{ '--photo-aspect': `${photo.width} / ${photo.height}`, ...style } as CSSProperties}
      data-state={state}
      // Where no React follows the image (a page shipped as islands), photo-states.ts finds the frame by this.
      data-photo=""
    >
      {photo.placeholder && <span aria-hidden="true" className={styles.placeholder} style={{ backgroundImage: `url("${photo.placeholder}")` }} />}
      <picture className={styles.picture}>
        {photo.srcset && (
          <>
            <source type="image/avif" srcSet={photo.srcset.avif} sizes={sizes} />
            <source type="image/webp" srcSet={photo.srcset.webp} sizes={sizes} />
          </>
        )}
        <img
          ref={imageRef}
          src={photo.url}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          className={eager ? styles.image[fit] : `${styles.image[fit]} ${styles.fadeIn}`}
          loading={eager ? 'eager' : 'lazy'}
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
        />
      </picture>
      {state === 'error' && <span className={styles.failure}>Unable to load image</span>}
    </span>
  );
}
