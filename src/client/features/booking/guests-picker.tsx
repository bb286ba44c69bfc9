import { useState } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Group, Input, Label, NumberField, Popover, Text } from 'react-aria-components';
import { type GuestCounts, type GuestKind, guestLimits, initialGuestCounts, stepperMax, totalGuests } from '../../../shared/stay/stay-guests';
import { propertyGuestLimitMessage } from '../../../shared/stay/stay-messages';
import { useReplayedTap } from '../../lib/use-replayed-tap';
import * as pickerStyles from './date-range-picker.css';
import * as styles from './guests-picker.css';

const STEPPERS: { kind: GuestKind; label: string; description: string }[] = [
  { kind: 'adults', label: 'Adults', description: '18+ years' },
  { kind: 'children', label: 'Children', description: 'Ages 2-17' },
  { kind: 'infants', label: 'Infants', description: 'Under 2' },
  { kind: 'pets', label: 'Pets', description: 'Service animals welcome' },
];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function guestsSummary(counts: GuestCounts): string {
  return [
    plural(totalGuests(counts), 'guest', 'guests'),
    counts.infants > 0 ? plural(counts.infants, 'infant', 'infants') : null,
    counts.pets > 0 ? plural(counts.pets, 'pet', 'pets') : null,
  ]
    .filter(Boolean)
    .join(', ');
}

export interface GuestsPickerProps {
  id: string;
  /** The form's guest count (adults plus children) as a string. */
  guests: string;
  maxGuests: number;
  onGuestsChange: (guests: string) => void;
  /** Pets already chosen (they do not count as guests, but the details step starts from them). */
  pets?: number | undefined;
  onPetsChange?: ((pets: number) => void) | undefined;
  errorMessage?: string | undefined;
}

export function GuestsPicker({ id, guests, maxGuests, onGuestsChange, pets = 0, onPetsChange, errorMessage }: GuestsPickerProps) {
  // In the server's HTML like the dates: a tap before the page is live still opens the picker.
  const replayedTap = useReplayedTap('booking-guests');
  const [counts, setCounts] = useState(() => initialGuestCounts(guests, maxGuests, pets));
  const [seenGuests, setSeenGuests] = useState(guests);
  // Someone else changed the count (a reset, another tab's widget): start again from it.
  if (guests !== seenGuests) {
    setSeenGuests(guests);
    if (guests !== String(totalGuests(counts))) setCounts(initialGuestCounts(guests, maxGuests, pets));
  }
  const limits = guestLimits(maxGuests);
  const atLimit = totalGuests(counts) >= maxGuests;
  const errorId = `${id}-error`;

  const change = (kind: GuestKind, value: number) => {
    if (!Number.isFinite(value)) return;
    const next = { ...counts, [kind]: value };
    setCounts(next);
    if (kind === 'adults' || kind === 'children') onGuestsChange(String(totalGuests(next)));
    if (kind === 'pets') onPetsChange?.(value);
  };

  return (
    <div className={pickerStyles.field}>
      <span className={pickerStyles.fieldLabel} id={`${id}-label`}>
        Guests
      </span>
      <DialogTrigger>
        <AriaButton
          id={id}
          className={pickerStyles.trigger}
          aria-labelledby={`${id}-label ${id}-value`}
          aria-describedby={errorMessage ? errorId : undefined}
          data-invalid={errorMessage ? true : undefined}
          {...replayedTap()}
        >
          <span id={`${id}-value`}>{guestsSummary(counts)}</span>
          <span aria-hidden="true" className={pickerStyles.chevron}>
            ▾
          </span>
        </AriaButton>
        <Popover placement="bottom start" className={pickerStyles.popover}>
          <Dialog aria-label="Guests" className={styles.dialog}>
            {STEPPERS.map(({ kind, label, description }) => (
              <NumberField
                key={kind}
                className={styles.stepper}
                value={counts[kind]}
                minValue={limits[kind].min}
                maxValue={stepperMax(kind, counts, maxGuests)}
                onChange={(value) => change(kind, value)}
              >
                <div className={styles.stepperText}>
                  <Label className={styles.stepperLabel}>{label}</Label>
                  <Text slot="description" className={styles.stepperDescription}>
                    {description}
                  </Text>
                </div>
                <Group className={styles.controls}>
                  <AriaButton slot="decrement" className={styles.stepButton}>
                    −
                  </AriaButton>
                  <Input className={styles.count} />
                  <AriaButton slot="increment" className={styles.stepButton}>
                    +
                  </AriaButton>
                </Group>
              </NumberField>
            ))}
            <p role="status" className={styles.limit}>
              {atLimit ? propertyGuestLimitMessage(maxGuests) : ''}
            </p>
          </Dialog>
        </Popover>
      </DialogTrigger>
      {errorMessage && (
        <p id={errorId} className={pickerStyles.inlineError}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
