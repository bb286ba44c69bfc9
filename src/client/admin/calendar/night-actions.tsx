import { useEffect, useRef, useState } from 'react';
import {
  blockNightsInputSchema,
  minStayInputSchema,
  nightPriceInputSchema,
  type BlockNightsResult,
  type RangeActionResult,
} from '../../../shared/availability/calendar-nights.schemas';
import { formatDay, formatDayRange } from '../../../shared/lib/date-format';
import { addDaysIso, daysBetweenIso } from '../../../shared/lib/dates';
import { parseDollars } from '../../../shared/pricing/money-input.rules';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { nightsLabel } from '../../lib/format';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import * as styles from './night-calendar.css';
import type { NightRange } from './night-grid.logic';
import { useNightActions } from './use-night-calendar';
import { useCan } from '../kit/use-can';

type Mode = 'block' | 'price' | 'minStay';

const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : undefined);

export const rangeLabel = (range: NightRange) => (range.first === range.last ? formatDay(range.first) : formatDayRange(range.first, range.last));

/** Said after blocking: the nights asked for, and the one block they are part of when they joined others (decision 029). */
function blockedMessage(range: NightRange, result: BlockNightsResult): string {
  const blocked = `Blocked ${nightsLabel(result.nights)}: ${rangeLabel(range)}.`;
  if (result.joined === 0) return blocked;
  const block = { first: result.block.start, last: addDaysIso(result.block.end, -1) };
  return `${blocked} Joined with the blocked nights beside them into one block: ${rangeLabel(block)} (${nightsLabel(daysBetweenIso(result.block.start, result.block.end))}).`;
}

/**
 * What the owner can do with the selected nights: block them with a note, unblock them,
 * give them a price or a minimum stay. The server refuses any of it over a booking or a hold.
 */
export function NightActions({ range, onDone, onCancel }: { range: NightRange; onDone: (message: string) => void; onCancel: () => void }) {
  const [mode, setMode] = useState<Mode | null>(null);
  const actions = useNightActions();
  // Blocking is staff's work too; prices and minimum stays are the owner's.
  const mayPrice = useCan()('pricing');
  const nights = { start: range.first, end: addDaysIso(range.last, 1) };
  const count = nightsLabel(daysBetweenIso(nights.start, nights.end));
  const done = (verb: string) => (result: RangeActionResult) => onDone(`${verb} ${nightsLabel(result.nights)}: ${rangeLabel(range)}.`);

  const block = useZodForm(blockNightsInputSchema, { note: '' }, (input) => actions.block.mutateAsync(input).then((result) => onDone(blockedMessage(range, result))), (values) => ({ ...nights, ...values }));
  const price = useZodForm(
    nightPriceInputSchema,
    { nightlyCents: '' },
    (input) => actions.price.mutateAsync(input).then(done('New price for')),
    (values) => ({ ...nights, nightlyCents: parseDollars(values.nightlyCents) ?? undefined }),
  );
  const minStay = useZodForm(
    minStayInputSchema,
    { minNights: '' },
    (input) => actions.minStay.mutateAsync(input).then(done('New minimum stay for')),
    (values) => ({ ...nights, minNights: wholeNumber(values.minNights) }),
  );

  const current = mode === 'block' ? actions.block : mode === 'price' ? actions.price : mode === 'minStay' ? actions.minStay : actions.unblock;
  // A refusal without field messages (a booking or a hold in the way) is said in words above the buttons.
  const refusal = current.error && Object.keys(fieldErrorsOf(current.error)).length === 0 ? errorMessage(current.error) : null;

  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [mode]);

  function choose(next: Mode) {
    Object.values(actions).forEach((action) => action.reset());
    setMode(next);
  }

  return (
    <section aria-labelledby="night-actions-title" className={styles.actionBar}>
      <h3 id="night-actions-title">
        Selected: {rangeLabel(range)} ({count})
      </h3>
      {refusal && (
        <p role="alert" className={styles.alert}>
          {refusal}
        </p>
      )}
      <div className={styles.actionForm}>
        <Button tone="secondary" onPress={() => choose('block')} aria-pressed={mode === 'block'}>
          Block…
        </Button>
        <Button
          tone="secondary"
          isDisabled={actions.unblock.isPending}
          onPress={() => {
            Object.values(actions).forEach((action) => action.reset());
            setMode(null);
            actions.unblock.mutate(nights, { onSuccess: done('Unblocked') });
          }}
        >
          Unblock
        </Button>
        {mayPrice && (
          <>
            <Button tone="secondary" onPress={() => choose('price')} aria-pressed={mode === 'price'}>
              Set price…
            </Button>
            <Button tone="secondary" onPress={() => choose('minStay')} aria-pressed={mode === 'minStay'}>
              Set minimum stay…
            </Button>
          </>
        )}
        <Button tone="secondary" onPress={onCancel}>
          Clear selection
        </Button>
      </div>
      {mode === 'block' && (
        <form ref={formRef} className={styles.actionForm} onSubmit={(event) => void block.onSubmit(event)} aria-label="Block nights">
          <TextField label="Note (only you see it)" {...block.field('note')} />
          <Button type="submit" isDisabled={block.pending}>
            Block {count}
          </Button>
        </form>
      )}
      {mode === 'price' && (
        <form ref={formRef} className={styles.actionForm} onSubmit={(event) => void price.onSubmit(event)} aria-label="Set price">
          <TextField label="Nightly price ($)" inputMode="decimal" {...price.field('nightlyCents')} />
          <Button type="submit" isDisabled={price.pending}>
            Set price
          </Button>
        </form>
      )}
      {mode === 'minStay' && (
        <form ref={formRef} className={styles.actionForm} onSubmit={(event) => void minStay.onSubmit(event)} aria-label="Set minimum stay">
          <TextField label="Minimum stay for arrivals (nights)" inputMode="numeric" {...minStay.field('minNights')} />
          <Button type="submit" isDisabled={minStay.pending}>
            Set minimum stay
          </Button>
        </form>
      )}
    </section>
  );
}
