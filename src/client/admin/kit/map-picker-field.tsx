import { lazy, Suspense, useState } from 'react';
import type { Coordinates } from '../../../shared/property/property.schemas';
import { Select } from '../../ui/select';
import * as adminStyles from './admin.css';
import type { MapPickerProps, PickerPoint } from './map-picker';
import * as styles from './map-picker.css';

// Leaflet and its CSS load only when a screen with a map picker opens.
const MapPicker = lazy(() => import('./map-picker'));

/**
 * Coordinates picked on a map: a click places the chosen point. The typed latitude and longitude fields beside it
 * stay the way to set them by keyboard (and exactly); this only fills them in.
 */
export function MapPickerField({
  label,
  points,
  onPick,
  center,
  rings,
}: {
  label: string;
  points: readonly PickerPoint[];
  onPick: (key: string, at: Coordinates) => void;
  center: Coordinates;
  rings?: MapPickerProps['rings'];
}) {
  const [active, setActive] = useState(points[0]!.key);
  return (
    <div className={styles.picker}>
      {points.length > 1 && (
        <Select label="A click on the map places" options={points.map((point) => ({ id: point.key, label: point.label }))} value={active} onChange={setActive} />
      )}
      <Suspense fallback={<div className={styles.map} aria-busy="true" />}>
        <MapPicker label={label} points={points} activeKey={active} onPick={onPick} center={center} rings={rings} />
      </Suspense>
      <p className={adminStyles.hint}>A click on the map fills in the fields; you can also type the degrees.</p>
    </div>
  );
}
