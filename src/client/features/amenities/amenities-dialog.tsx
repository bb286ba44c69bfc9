import { useId } from 'react';
import { amenityDescription, type AmenityGroup } from '../../../shared/property/amenities.rules';
import { AppDialog } from '../../ui/dialog';
import { AmenityIcon } from './amenity-icon';
import * as styles from './amenities.css';

export interface AmenitiesDialogProps {
  groups: readonly AmenityGroup[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Every amenity, one block per category; AppDialog scrolls its body when it is taller than the screen. */
export function AmenitiesDialog({ groups, isOpen, onOpenChange }: AmenitiesDialogProps) {
  return (
    <AppDialog
      title="Complete Amenities Collection"
      subtitle="Every premium detail and luxury service designed to exceed your expectations"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="wide"
    >
      <div className={styles.groups}>
        {groups.map((group) => (
          <CategoryBlock key={group.name} group={group} />
        ))}
      </div>
    </AppDialog>
  );
}

function CategoryBlock({ group }: { group: AmenityGroup }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <div className={styles.groupHeader}>
        <span className={styles.iconBadge} style={group.color ? { background: group.color } : undefined}>
          <AmenityIcon name={group.icon} />
        </span>
        <div>
          <h3 id={titleId} className={styles.groupTitle}>
            {group.name}
          </h3>
          <p className={styles.groupText}>{group.description}</p>
        </div>
      </div>
      <ul className={styles.groupList}>
        {group.amenities.map((amenity) => (
          <li key={amenity.id} className={styles.item}>
            <p className={styles.itemTitle}>
              {amenity.name}
              {amenity.featured && <span className={styles.badge}>Featured</span>}
            </p>
            <p className={styles.cardText}>{amenityDescription(amenity)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
