import { SECTION_TEXT_DEFAULTS } from '../../../shared/pages/section-text-defaults';
import { distanceLabel } from '../../../shared/property/location.rules';
import type { Attraction } from '../../../shared/property/property.schemas';
import { paths } from '../../../shared/paths';
import { Button, LinkButton } from '../../ui/button';
import { Skeleton } from '../../ui/feedback';
import { AttractionIcon } from './attraction-icon';
import * as styles from './location.css';

export interface LocationTextProps {
  attractions: readonly Attraction[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onSelectAttraction: (attraction: Attraction) => void;
  /** The paragraph under 'Kaneohe, Hawaii' and the four 'Perfect Location' points (the block's words; the shipped ones by default). */
  description?: string;
  points?: readonly string[];
}

function AttractionGrid({ attractions, isLoading, isError, onSelectAttraction }: LocationTextProps) {
  if (isLoading) {
    return (
      <div className={styles.attractionGrid} role="status" aria-label="Loading nearby attractions">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height="3.5rem" />
        ))}
      </div>
    );
  }
  if (isError) return <p className={styles.muted}>Nearby attractions can't be shown right now.</p>;
  if (!attractions || attractions.length === 0) return <p className={styles.muted}>No nearby attractions configured</p>;
  return (
    <ul className={styles.attractionGrid} aria-labelledby="nearby-attractions-title">
      {attractions.map((attraction) => (
        <li key={attraction.id} className={styles.attractionItem}>
          <Button tone="secondary" className={styles.attractionButton} onPress={() => onSelectAttraction(attraction)}>
            <span className={styles.attractionIcon}>
              <AttractionIcon category={attraction.category} size={18} />
            </span>
            <span className={styles.attractionText}>
              <span className={styles.attractionName}>{attraction.name}</span>
              <span className={styles.attractionDistance}>{distanceLabel(attraction.distance)}</span>
            </span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The section's text column: the place, its attractions, and why it is a good base. */
export function LocationText({ description = SECTION_TEXT_DEFAULTS.location.description, points = SECTION_TEXT_DEFAULTS.location.points, ...props }: LocationTextProps) {
  return (
    <div className={styles.textColumn}>
      <div>
        <h3 className={styles.placeTitle}>Kaneohe, Hawaii</h3>
        <p className={styles.muted}>{description}</p>
      </div>

      <div>
        <h3 id="nearby-attractions-title" className={styles.subTitle}>
          Nearby Attractions
        </h3>
        <AttractionGrid {...props} />
      </div>

      {/* The spec's background video is replaced by a still photo under a gradient: no autoplaying media to download. */}
      <div className={styles.perfectCard}>
        <h3 className={styles.perfectTitle}>Perfect Location</h3>
        <ul className={styles.perfectList}>
          {points.map((point, index) => (
            // Two points may read the same: their place is their key.
            <li key={index}>{point}</li>
          ))}
        </ul>
      </div>

      <LinkButton href={paths.experiences} tone="accent" className={styles.exploreButton}>
        Explore the area
      </LinkButton>
    </div>
  );
}
