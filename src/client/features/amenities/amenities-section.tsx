import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  amenityDescription,
  featuredAmenities,
  groupByCategory,
  iconForAmenity,
} from '../../../shared/property/amenities.rules';
import type { Amenity, AmenityCategory } from '../../../shared/property/property.schemas';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/feedback';
import { AmenitiesDialog } from './amenities-dialog';
import { AmenityIcon } from './amenity-icon';
import * as styles from './amenities.css';
import { useAmenities, type AmenitiesState } from './use-amenities';

/** Spec §9: six placeholder tiles while loading. */
const LOADING_TILES = 6;

export function AmenitiesSection() {
  return <AmenitiesView state={useAmenities()} />;
}

export interface AmenitiesViewProps {
  state: AmenitiesState;
  /** 'Try Again' reloads the whole page (spec §4); tests pass their own. */
  onRetry?: () => void;
}

export function AmenitiesView({ state, onRetry = () => window.location.reload() }: AmenitiesViewProps) {
  if (state.status === 'loading') {
    return (
      <section id="amenities" aria-label="Amenities" className={styles.section}>
        <div className={styles.grid} role="status" aria-label="Loading amenities">
          {Array.from({ length: LOADING_TILES }, (_, index) => (
            <div key={index} className={styles.skeletonTile}>
              <Skeleton height="100%" />
            </div>
          ))}
        </div>
      </section>
    );
  }
  if (state.status === 'error') {
    return (
      <FallbackSection>
        <p className={styles.messageText}>Unable to load amenities at this time.</p>
        <Button tone="primary" onPress={onRetry}>
          Try Again
        </Button>
      </FallbackSection>
    );
  }
  if (state.amenities.length === 0) {
    return (
      <FallbackSection>
        <p className={styles.messageText}>No amenities configured yet.</p>
      </FallbackSection>
    );
  }
  return <LoadedAmenities amenities={state.amenities} categories={state.categories} />;
}

function FallbackSection({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <section id="amenities" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        What this place offers
      </h2>
      <p className={styles.subtitle}>Everything you need for the perfect tropical getaway</p>
      <div className={styles.message}>{children}</div>
    </section>
  );
}

function LoadedAmenities({ amenities, categories }: { amenities: Amenity[]; categories: AmenityCategory[] }) {
  const headingId = useId();
  const [isDialogOpen, setDialogOpen] = useState(false);
  const highlights = useMemo(() => featuredAmenities(amenities), [amenities]);
  const groups = useMemo(() => groupByCategory(amenities, categories), [amenities, categories]);

  return (
    <section id="amenities" aria-labelledby={headingId} className={styles.section}>
      <p className={styles.eyebrow}>BEACH HOUSE AMENITIES</p>
      <h2 id={headingId} className={styles.heading}>
        Beach House Accommodations
      </h2>
      <p className={styles.subtitle}>Every detail thoughtfully curated for an exceptional experience</p>
      <ul className={styles.grid} aria-label="Highlighted amenities">
        {highlights.map((amenity) => (
          <li key={amenity.id} className={styles.card}>
            <span className={styles.iconBadge}>
              <AmenityIcon name={iconForAmenity(amenity, categories)} />
            </span>
            <div>
              <h3 className={styles.cardTitle}>{amenity.name}</h3>
              <p className={styles.cardText}>{amenityDescription(amenity)}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <Button tone="primary" onPress={() => setDialogOpen(true)}>
          {`View Complete Amenities (${amenities.length})`}
        </Button>
      </div>
      <AmenitiesDialog groups={groups} isOpen={isDialogOpen} onOpenChange={setDialogOpen} />
    </section>
  );
}
