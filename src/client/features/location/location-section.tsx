import { useCallback, useState } from 'react';
import { resolveMapLocation } from '../../../shared/property/location.rules';
import type { Attraction } from '../../../shared/property/property.schemas';
import { AttractionDialog } from './attraction-dialog';
import { LocationText } from './location-text';
import * as styles from './location.css';
import { MapCard } from './map-card';
import { useAttractions } from './use-attractions';
import { useDirections } from './use-directions';
import { usePropertyLocation } from './use-property-location';

const FALLBACK_PLACE = 'Kaneohe, Hawaii';

/** Landing-page section #location: the map card beside the text column, and the attraction dialog; its words are the block's. */
export function LocationSection({ description, points }: { description?: string; points?: readonly string[] }) {
  const { property, exact, signedIn } = usePropertyLocation();
  const attractions = useAttractions();
  const directions = useDirections();
  const [selected, setSelected] = useState<Attraction | null>(null);
  const { prefetch } = directions;

  const select = useCallback(
    (attraction: Attraction) => {
      prefetch();
      setSelected(attraction);
    },
    [prefetch],
  );

  const location = property.isPending
    ? null
    : resolveMapLocation({ propertyKnown: property.isSuccess, approximate: property.data, exact });

  return (
    <section id="location" className={styles.section} aria-labelledby="location-title">
      <header className={styles.header}>
        <h2 id="location-title" className={styles.title}>
          Where you'll be
        </h2>
        <p className={styles.subtitle}>Prime oceanfront location on Oahu's scenic windward coast</p>
      </header>
      <div className={styles.layout}>
        <MapCard
          location={location}
          title={property.data?.title ?? FALLBACK_PLACE}
          generalLocation={property.data?.general_location ?? FALLBACK_PLACE}
          signedIn={signedIn}
          attractions={attractions.data ?? []}
          onSelectAttraction={select}
        />
        <LocationText
          attractions={attractions.data}
          isLoading={attractions.isPending}
          isError={attractions.isError}
          onSelectAttraction={select}
          {...(description === undefined ? {} : { description })}
          {...(points ? { points } : {})}
        />
      </div>
      <AttractionDialog attraction={selected} onClose={() => setSelected(null)} onGetDirections={directions.open} />
    </section>
  );
}
