import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/feedback';
import type { Attraction } from '../../../shared/property/property.schemas';
import { ProgressivePhoto } from '../gallery/public';
import { groupThingsToDo } from './group-things-to-do';
import * as styles from './things-to-do.css';
import { useThingsToDo } from './use-things-to-do';

/** A card is a column of the grid (18rem at least), the whole width on a phone; the page is 72rem at most. */
const CARD_SIZES = '(min-width: 72rem) 24rem, (min-width: 40rem) 50vw, 100vw';

const headingId = (category: string): string => `things-${category.replace(/[^a-z0-9]+/gi, '-')}`;

export interface ThingsToDoViewProps {
  isLoading: boolean;
  isError: boolean;
  attractions: readonly Attraction[];
  onRetry: () => void;
}

/** Nearby places by category, each a card with its name, distance and what it is. */
export function ThingsToDoView({ isLoading, isError, attractions, onRetry }: ThingsToDoViewProps) {
  if (isLoading) {
    return (
      <div role="status" aria-label="Loading things to do" className={styles.grid}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height="9rem" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div className={styles.group}>
        <p className={styles.message}>Unable to load things to do right now.</p>
        <Button tone="secondary" onPress={onRetry} className={styles.retry}>
          Try Again
        </Button>
      </div>
    );
  }
  const groups = groupThingsToDo(attractions);
  if (groups.length === 0) return <p className={styles.message}>No nearby attractions configured</p>;
  return (
    <div className={styles.section}>
      {groups.map((group) => (
        <section key={group.category} className={styles.group} aria-labelledby={headingId(group.category)}>
          <h3 id={headingId(group.category)} className={styles.groupTitle}>
            {group.title}
          </h3>
          <ul className={styles.grid}>
            {group.attractions.map((attraction) => (
              <li key={attraction.id} className={styles.card}>
                {attraction.images[0] && <ProgressivePhoto photo={attraction.images[0]} sizes={CARD_SIZES} className={styles.cardImage} />}
                <h4 className={styles.name}>{attraction.name}</h4>
                <p className={styles.distance}>{attraction.distance ? `${attraction.distance} from the house` : 'Distance not listed'}</p>
                <p className={styles.description}>{attraction.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function ThingsToDo() {
  const { data, isLoading, isError, refetch } = useThingsToDo();
  return <ThingsToDoView isLoading={isLoading} isError={isError} attractions={data ?? []} onRetry={() => void refetch()} />;
}
