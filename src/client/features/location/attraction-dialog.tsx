import { useState } from 'react';
import { distanceLabel } from '../../../shared/property/location.rules';
import type { Attraction } from '../../../shared/property/property.schemas';
import { Button } from '../../ui/button';
import { AppDialog } from '../../ui/dialog';
import { VisuallyHidden } from '../../ui/feedback';
import { ProgressivePhoto } from '../gallery/public';
import { AttractionGallery } from './attraction-gallery';
import { AttractionIcon } from './attraction-icon';
import * as styles from './attraction-dialog.css';

export interface AttractionDialogProps {
  attraction: Attraction | null;
  onClose: () => void;
  onGetDirections: (attraction: Attraction) => Promise<void>;
}

function categoryLabel(category: string): string {
  const text = category.trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Place';
}

function AttractionDetails({ attraction, onGetDirections }: { attraction: Attraction; onGetDirections: AttractionDialogProps['onGetDirections'] }) {
  const [opening, setOpening] = useState(false);
  const images = attraction.images;
  const about = attraction.detailed_description?.trim() || attraction.description.trim();
  const hasVisitorInfo = Boolean(attraction.hours || attraction.ticket_price);

  const getDirections = async () => {
    setOpening(true);
    try {
      await onGetDirections(attraction);
    } finally {
      setOpening(false);
    }
  };

  return (
    <div className={styles.body}>
      {images.length > 0 && <AttractionGallery key={attraction.id} images={images} />}

      <div className={styles.meta}>
        <span className={styles.badge}>
          <AttractionIcon category={attraction.category} size={14} />
          {categoryLabel(attraction.category)}
        </span>
        {attraction.rating !== null && (
          <span className={styles.rating}>
            <span aria-hidden="true" className={styles.star}>
              ★
            </span>
            <VisuallyHidden>Rated </VisuallyHidden>
            {attraction.rating.toFixed(1)}
            <VisuallyHidden> out of 5</VisuallyHidden> <span className={styles.metaMuted}>({attraction.reviews_count.toLocaleString('en-US')} reviews)</span>
          </span>
        )}
        <span className={styles.metaMuted}>{distanceLabel(attraction.distance)} from property</span>
      </div>

      <div>
        <Button tone="primary" onPress={getDirections} isDisabled={opening}>
          Get Directions
        </Button>
      </div>

      {about && (
        <section className={styles.block} aria-labelledby="attraction-about">
          <h3 id="attraction-about" className={styles.blockTitle}>
            About
          </h3>
          <p className={styles.prose}>{about}</p>
        </section>
      )}

      {attraction.tags.length > 0 && (
        <section className={styles.block} aria-labelledby="attraction-tags">
          <h3 id="attraction-tags" className={styles.blockTitle}>
            Tags
          </h3>
          <ul className={styles.tags}>
            {attraction.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        </section>
      )}

      {hasVisitorInfo && (
        <section className={styles.block} aria-labelledby="attraction-visitor-info">
          <h3 id="attraction-visitor-info" className={styles.blockTitle}>
            Visitor Information
          </h3>
          <dl className={styles.facts}>
            {attraction.hours && (
              <div>
                <dt>Hours</dt>
                <dd>{attraction.hours}</dd>
              </div>
            )}
            {attraction.ticket_price && (
              <div>
                <dt>Price</dt>
                <dd>{attraction.ticket_price}</dd>
              </div>
            )}
          </dl>
        </section>
      )}

      {images.length > 1 && (
        <section className={styles.block} aria-labelledby="attraction-gallery">
          <h3 id="attraction-gallery" className={styles.blockTitle}>
            Gallery
          </h3>
          <ul className={styles.galleryGrid}>
            {images.map((image) => (
              <li key={image.url}>
                <ProgressivePhoto photo={image} sizes="(min-width: 50rem) 11rem, 50vw" className={styles.galleryImage} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Details of one nearby attraction, opened from the grid or a map marker. */
export function AttractionDialog({ attraction, onClose, onGetDirections }: AttractionDialogProps) {
  if (!attraction) return null;
  return (
    <AppDialog title={attraction.name} isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="wide">
      <AttractionDetails key={attraction.id} attraction={attraction} onGetDirections={onGetDirections} />
    </AppDialog>
  );
}
