import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { parseIsoDate } from '../../../shared/lib/dates';
import { formatTimeOfDay, parseCheckoutTime } from '../../../shared/lib/time-of-day';
import { firstSelectableCheckout, validateDates } from '../../../shared/stay/stay-dates';
import { EMPTY_BOOKING_FORM, updateDates } from '../../../shared/stay/stay-form';
import { minNightsNote } from '../../../shared/stay/stay-messages';
import { minimumNightsFor, type StayMinimums } from '../../../shared/stay/stay-minimums';
import { Button } from '../../ui/button';
import { VisuallyHidden } from '../../ui/feedback';
import { isFallbackUnavailable } from './availability-window';
import { formatDisplayDate, nightsLabel } from '../../lib/format';
import { datePickerLabel, stayNights } from './booking-display';
import type { AvailabilityState } from './use-availability';
import { useReplayedTap } from '../../lib/use-replayed-tap';
import { useWindowAtLeast } from '../../lib/use-window-width';
import { StayCalendar, type StayCalendarHandle } from './stay-calendar';
import { WIDGET } from './widget-constants';
import * as styles from './date-range-picker.css';

export const AVAILABILITY_FAILED = 'Unable to load availability data. Calendar may not show all restrictions.';
export const AVAILABILITY_OUTDATED = 'Some availability data may be outdated. Dates shown as available should still be bookable.';
export const SELECTION_FAILED = 'Error selecting date. Please try again.';

export interface DateRangePickerProps {
  /** The trigger's id, so the error summary can move focus to it. */
  id: string;
  checkIn: string;
  checkOut: string;
  /** Today at the property (yyyy-MM-dd). */
  today: string;
  /** The house's minimum stay. */
  minNights: number;
  /** With the seasons' own minimums once availability has brought them: check-out then starts at the arrival's minimum. */
  minimums?: StayMinimums | undefined;
  checkoutTime: string;
  availability: AvailabilityState;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onVisibleMonthChange: (firstShown: string, months: number) => void;
  onCheckIn: (checkIn: string) => void;
  onRangeComplete: (checkIn: string, checkOut: string) => void;
  onClear: () => void;
  /** Shown under the button when the dates stop a booking. */
  errorMessage?: string | undefined;
}

export function DateRangePicker(props: DateRangePickerProps) {
  const { id, checkIn, checkOut, today, minNights, checkoutTime, availability, isOpen, onOpenChange } = props;
  const months = useWindowAtLeast(WIDGET.mobileBreakpointPx) ? 2 : 1;
  const [anchor, setAnchor] = useState<string | null>(null);
  const [selectionFailed, setSelectionFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const calendar = useRef<StayCalendarHandle>(null);
  // The form is in the server's HTML (/ and /booking): a tap before the page is live still opens the calendar.
  const replayedTap = useReplayedTap('booking-dates');
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const hasStay = Boolean(parseIsoDate(checkIn) && parseIsoDate(checkOut) && checkIn < checkOut);
  // While choosing check-out, nothing before check-in (plus the minimum's extra nights) can be picked.
  const minNightsFrom = (checkIn: string) => (props.minimums ? minimumNightsFor(checkIn, props.minimums) : minNights);
  const earliestCheckout = anchor ? firstSelectableCheckout(anchor, minNightsFrom(anchor)) : today;
  const minValue = earliestCheckout > today ? earliestCheckout : today;
  const blocked = availability.blockedDates;
  const isDateUnavailable = (date: string) => (blocked ? blocked.has(date) : isFallbackUnavailable(date, today));
  const notices = hasStay ? validateDates(checkIn, checkOut, { today, checkoutTime }).notices : [];
  const errorId = `${id}-error`;

  const attempt = (action: () => void) => {
    try {
      action();
      setSelectionFailed(false);
    } catch {
      setSelectionFailed(true);
    }
  };

  const handleOpenChange = (open: boolean) => {
    clearTimeout(closeTimer.current);
    if (open) {
      setAnchor(null);
      setSelectionFailed(false);
      setAnnouncement('');
    }
    onOpenChange(open);
  };

  const handleAnchor = (date: string | null) => {
    setAnchor(date);
    if (date && date !== checkIn) attempt(() => props.onCheckIn(date));
  };

  const handleComplete = (start: string, end: string) =>
    attempt(() => {
      props.onRangeComplete(start, end);
      // The announcement names the stay as the form will hold it (a same-day pick moves to the next day).
      const stay = updateDates(EMPTY_BOOKING_FORM, start, end, checkoutTime);
      setAnnouncement(
        `Selected ${formatDisplayDate(stay.checkIn)} to ${formatDisplayDate(stay.checkOut)}, ${nightsLabel(stayNights(stay.checkIn, stay.checkOut))}.`,
      );
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => onOpenChange(false), WIDGET.calendarCloseDelayMs);
    });

  const handleClear = () => {
    // Focus moving from the calendar to Clear commits a half-picked stay first (React Aria's blur), which
    // starts the close-after-completing timer: the guest pressed Clear to start again, so stay open.
    clearTimeout(closeTimer.current);
    calendar.current?.clearAnchor();
    setAnchor(null);
    setSelectionFailed(false);
    setAnnouncement('');
    props.onClear();
  };

  let title = 'Select check-in date';
  if (anchor) title = 'Select check-out date';
  else if (hasStay) title = `${formatDisplayDate(checkIn)} - ${formatDisplayDate(checkOut)}`;

  return (
    <div className={styles.field}>
      <span className={styles.fieldLabel} id={`${id}-label`}>
        Dates
      </span>
      <DialogTrigger isOpen={isOpen} onOpenChange={handleOpenChange}>
        <AriaButton
          id={id}
          className={styles.trigger}
          aria-labelledby={`${id}-label ${id}-value`}
          aria-describedby={props.errorMessage ? errorId : undefined}
          data-invalid={props.errorMessage ? true : undefined}
          {...replayedTap()}
        >
          <span id={`${id}-value`}>{datePickerLabel(checkIn, checkOut)}</span>
          <span aria-hidden="true" className={styles.chevron}>
            ▾
          </span>
        </AriaButton>
        <Popover placement="bottom start" className={styles.popover}>
          <Dialog aria-label="Choose your dates" className={styles.dialog}>
            <div className={styles.header}>
              <div aria-live="polite" aria-atomic="true">
                <p className={styles.headerTitle}>{title}</p>
                {anchor && <p className={styles.headerHint}>Check-in: {formatDisplayDate(anchor)}</p>}
              </div>
              <Button tone="ghost" onPress={handleClear}>
                Clear
              </Button>
            </div>
            <StayCalendar
              handle={calendar}
              range={hasStay ? { start: checkIn, end: checkOut } : null}
              resumeFrom={parseIsoDate(checkIn) && !checkOut ? checkIn : null}
              minValue={minValue}
              months={months}
              isDateUnavailable={isDateUnavailable}
              onAnchorChange={handleAnchor}
              onComplete={handleComplete}
              onVisibleMonthChange={props.onVisibleMonthChange}
            />
            {availability.status === 'error' && (
              <div role="alert" className={styles.alert}>
                <span>{AVAILABILITY_FAILED}</span>
                <Button tone="secondary" onPress={availability.retry}>
                  Retry
                </Button>
              </div>
            )}
            <div role="status" className={styles.messages}>
              {availability.status === 'loading' && <p className={styles.message}>Loading availability...</p>}
              {availability.status === 'outdated' && <p className={styles.message}>{AVAILABILITY_OUTDATED}</p>}
              {selectionFailed && <p className={styles.message}>{SELECTION_FAILED}</p>}
              {notices.map((notice) => (
                <p key={notice} className={styles.message}>
                  {notice}
                </p>
              ))}
            </div>
            <div className={styles.footer}>
              {hasStay && <p className={styles.nights}>{nightsLabel(stayNights(checkIn, checkOut))}</p>}
              <p className={styles.note}>
                {minNightsNote(anchor ? minNightsFrom(anchor) : minNights)} · Check-out by {formatTimeOfDay(parseCheckoutTime(checkoutTime))}
              </p>
            </div>
          </Dialog>
        </Popover>
      </DialogTrigger>
      {props.errorMessage && (
        <p id={errorId} className={styles.inlineError}>
          {props.errorMessage}
        </p>
      )}
      <div aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
    </div>
  );
}
