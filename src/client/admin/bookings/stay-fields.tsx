import { CheckboxField } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import * as styles from './manual-booking.css';

type StayKey = 'start' | 'end' | 'guests' | 'pets';

/** A typed field's value, message and change handler, as the booking forms hand them out. */
interface FieldBinding {
  name: string;
  value: string;
  errorMessage: string | undefined;
  onChange: (value: string) => void;
}

/** The stay of a booking form (new or changed): dates, party and the owner's leave to go under the minimum stay. */
export function StayFields({ field, allowShortStay, onAllowShortStay }: { field: (key: StayKey) => FieldBinding; allowShortStay: boolean; onAllowShortStay: (allow: boolean) => void }) {
  return (
    <>
      <div className={styles.fields}>
        <TextField label="Check-in" type="date" isRequired autoFocus {...field('start')} />
        <TextField label="Check-out" type="date" isRequired {...field('end')} />
        <TextField label="Guests" inputMode="numeric" isRequired {...field('guests')} />
        <TextField label="Pets" inputMode="numeric" {...field('pets')} />
      </div>
      <CheckboxField isSelected={allowShortStay} onChange={onAllowShortStay}>
        Allow a stay shorter than the minimum
      </CheckboxField>
    </>
  );
}
