import { parseDate, type DateValue } from '@internationalized/date';
import { format } from 'date-fns';
import { useContext, useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar,
  RangeCalendarStateContext,
} from 'react-aria-components';
import * as styles from './date-range-picker.css';

export interface StayCalendarHandle {
  /** Back to choosing check-in. */
  clearAnchor: () => void;
}

export interface StayCalendarProps {
  /** A full stay to show as selected, or null. */
  range: { start: string; end: string } | null;
  /** Check-in to resume from: the calendar opens choosing check-out. */
  resumeFrom: string | null;
  minValue: string;
  months: number;
  isDateUnavailable: (date: string) => boolean;
  /** The first click of a stay (its check-in), or null when choosing check-in again. */
  onAnchorChange: (date: string | null) => void;
  onComplete: (start: string, end: string) => void;
  onVisibleMonthChange: (firstShown: string, months: number) => void;
  handle: Ref<StayCalendarHandle>;
}

function toLocal(date: DateValue): Date {
  return new Date(date.year, date.month - 1, date.day);
}

/**
 * Lives inside the RangeCalendar to reach its state: React Aria keeps the
 * "first date picked" anchor to itself, and the spec needs it shown, resumed
 * and cleared.
 */
function CalendarBridge({ resumeFrom, onAnchorChange, onVisibleMonthChange, months, handle }: Omit<StayCalendarProps, 'range' | 'minValue' | 'isDateUnavailable' | 'onComplete'>) {
  const state = useContext(RangeCalendarStateContext);
  const callbacks = useRef({ onAnchorChange, onVisibleMonthChange });
  callbacks.current = { onAnchorChange, onVisibleMonthChange };

  useImperativeHandle(handle, () => ({ clearAnchor: () => state?.setAnchorDate(null) }), [state]);

  useEffect(() => {
    if (resumeFrom) state?.setAnchorDate(parseDate(resumeFrom));
    // Only when the calendar opens: from then on the guest drives the anchor.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately once, on mount (see above)
  }, []);

  const anchor = state?.anchorDate ? state.anchorDate.toString() : null;
  useEffect(() => callbacks.current.onAnchorChange(anchor), [anchor]);

  const firstShown = state ? state.visibleRange.start.toString() : null;
  useEffect(() => {
    if (firstShown) callbacks.current.onVisibleMonthChange(firstShown, months);
  }, [firstShown, months]);
  return null;
}

function MonthCaption({ offset }: { offset: number }) {
  const state = useContext(RangeCalendarStateContext);
  if (!state) return null;
  // The grid itself is labelled with its month; this caption is for the eye.
  return (
    <p className={styles.monthCaption} aria-hidden="true">
      {format(toLocal(state.visibleRange.start.add({ months: offset })), 'MMMM yyyy')}
    </p>
  );
}

export function StayCalendar({ range, minValue, months, isDateUnavailable, onComplete, ...bridge }: StayCalendarProps) {
  return (
    <RangeCalendar
      aria-label="Stay dates"
      value={range ? { start: parseDate(range.start), end: parseDate(range.end) } : null}
      onChange={(value) => {
        if (value) onComplete(value.start.toString(), value.end.toString());
      }}
      minValue={parseDate(minValue)}
      isDateUnavailable={(date) => isDateUnavailable(date.toString())}
      visibleDuration={{ months }}
      autoFocus
    >
      <CalendarBridge months={months} {...bridge} />
      <div className={styles.calendarNav}>
        <Button slot="previous" className={styles.navButton}>
          ‹
        </Button>
        <Heading className={styles.calendarHeading} />
        <Button slot="next" className={styles.navButton}>
          ›
        </Button>
      </div>
      <div className={styles.months}>
        {Array.from({ length: months }, (_, offset) => (
          <div key={offset} className={styles.month}>
            {months > 1 && <MonthCaption offset={offset} />}
            <CalendarGrid offset={{ months: offset }} className={styles.grid}>
              <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </div>
        ))}
      </div>
    </RangeCalendar>
  );
}
