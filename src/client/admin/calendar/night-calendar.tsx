import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { adminCalendarDateOf, adminCalendarHref } from '../../../shared/availability/admin-calendar-link';
import type { CalendarNight } from '../../../shared/availability/calendar-nights.schemas';
import { formatDay, formatMonth } from '../../../shared/lib/date-format';
import { addMonthsIso, firstOfMonthIso, todayAtProperty } from '../../../shared/lib/dates';
import { errorText } from '../../lib/errors';
import { useWindowAtLeast } from '../../lib/use-window-width';
import { Button } from '../../ui/button';
import { AppTooltip } from '../../ui/tooltip';
import * as admin from '../kit/admin.css';
import { GoToDate } from './go-to-date';
import { NightActions } from './night-actions';
import * as styles from './night-calendar.css';
import { monthWeeks, movedDate, nightDescription, rangeBetween, shortPrice, stateText, viewFor, type NightRange } from './night-grid.logic';
import { useCalendarMonth } from './use-night-calendar';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

const inRange = (date: string, range: NightRange | null) => range !== null && range.first <= date && date <= range.last;

/**
 * The owner's month calendar: each night's state in words and its 1-night price, two months
 * side by side from 900 px. A keyboard grid like a date picker (arrows move, Shift+arrows
 * extend the selection, Enter or Space starts and ends one); a pointer drag selects too.
 */
export function NightCalendar({ today = todayAtProperty() }: { today?: string }) {
  const count = useWindowAtLeast(900) ? 2 : 1;
  // ?date=2026-12-20 (the palette's 'Go to date', a shared link): that night's month first, the night focused.
  const [, navigate] = useLocation();
  const linked = adminCalendarDateOf(useSearch());
  const [view, setView] = useState(firstOfMonthIso(linked ?? today));
  const [focused, setFocused] = useState(linked ?? today);
  const [, setFocusRequests] = useState(0);
  const [anchor, setAnchor] = useState<string | null>(null);
  const [selection, setSelection] = useState<NightRange | null>(null);
  /** Enter (or a tap) started a selection the next Enter (or tap) ends. */
  const [open, setOpen] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [status, setStatus] = useState('');
  const moveFocus = useRef(false);
  const container = useRef<HTMLDivElement>(null);

  const month = useCalendarMonth(view, addMonthsIso(view, count));
  const byDate = new Map((month.data?.nights ?? []).map((night) => [night.date, night]));
  const shownMonths = Array.from({ length: count }, (_, index) => addMonthsIso(view, index));
  // The one night Tab reaches: the focused one, or the first shown when the buttons paged away from it.
  const tabStop = shownMonths.includes(firstOfMonthIso(focused)) ? focused : view;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    container.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  });

  useEffect(() => {
    if (!dragging) return;
    const stop = () => setDragging(false);
    window.addEventListener('pointerup', stop);
    return () => window.removeEventListener('pointerup', stop);
  }, [dragging]);

  function focusDate(date: string) {
    setFocused(date);
    setView((current) => viewFor(current, count, date));
    moveFocus.current = true;
  }

  function showNight(date: string) {
    setFocused(date);
    setView(firstOfMonthIso(date));
    moveFocus.current = true;
    // A render even when the night is already the focused one, so the focus moves to it.
    setFocusRequests((requests) => requests + 1);
  }

  // In an effect, so the linked night takes focus after the shell has focused the new screen's heading.
  useEffect(() => {
    if (linked) showNight(linked);
  }, [linked]);

  function goTo(date: string) {
    showNight(date);
    navigate(`~${adminCalendarHref(date)}`, { replace: true });
  }

  function select(range: NightRange | null, nextAnchor: string | null) {
    setSelection(range);
    setAnchor(nextAnchor);
    setStatus('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const next = movedDate(focused, event.key);
    if (next) {
      event.preventDefault();
      if (event.shiftKey && event.key.startsWith('Arrow')) {
        const from = anchor ?? focused;
        select(rangeBetween(from, next), from);
        setOpen(false);
      }
      focusDate(next);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (focused < today) return;
      if (open && anchor) {
        select(rangeBetween(anchor, focused), anchor);
        setOpen(false);
      } else {
        select({ first: focused, last: focused }, focused);
        setOpen(true);
      }
    } else if (event.key === 'Escape' && selection) {
      event.preventDefault();
      select(null, null);
    }
  }

  function onPointerDown(event: PointerEvent<HTMLElement>, date: string) {
    if (event.button !== 0) return;
    setFocused(date);
    if (date < today) return;
    if ((open || event.shiftKey) && anchor) {
      select(rangeBetween(anchor, date), anchor);
      setOpen(false);
      return;
    }
    select({ first: date, last: date }, date);
    setOpen(true);
    setDragging(true);
  }

  function onPointerEnter(date: string) {
    if (!dragging || !anchor || date < today || date === anchor) return;
    select(rangeBetween(anchor, date), anchor);
    setOpen(false);
  }

  function finish(message: string) {
    const first = selection?.first ?? focused;
    select(null, null);
    setOpen(false);
    setStatus(message);
    focusDate(first);
  }

  function renderCell(date: string | null, index: number) {
    if (!date) return <td key={`pad-${index}`} role="gridcell" className={styles.emptyCell} />;
    const night: CalendarNight | undefined = byDate.get(date);
    const past = date < today;
    const selected = inRange(date, selection);
    const label = `${formatDay(date)}: ${night ? nightDescription(night) : 'loading'}${past ? ' (past)' : ''}`;
    const gridCell = (
      <td
        role="gridcell"
        data-date={date}
        tabIndex={date === tabStop ? 0 : -1}
        aria-selected={selected}
        aria-disabled={past || undefined}
        aria-label={label}
        className={[styles.cell, night ? styles.kind[night.state.kind] : ''].join(' ')}
        onPointerDown={(event) => onPointerDown(event, date)}
        onPointerEnter={() => onPointerEnter(date)}
        onFocus={() => setFocused(date)}
      >
        <span className={[styles.dayNumber, date === today ? styles.today : ''].join(' ')}>{Number(date.slice(8))}</span>
        {night && (
          <>
            <span className={styles.stateLine}>{stateText(night)}</span>
            <span className={styles.line}>
              {shortPrice(night.priceCents)}
              {night.priceSource === 'override' ? '*' : ''}
            </span>
          </>
        )}
      </td>
    );
    // A taken night's cell cuts its text short (a guest's name, a feed's name) and hides the details (a
    // blackout's note, a hold's expiry): its tooltip says the whole night. A free night's cell says it all,
    // and keeps its (disabled) tooltip so a night that becomes taken while focused is not remounted.
    return (
      <AppTooltip key={date} content={label} isDisabled={!night || night.state.kind === 'free'}>
        {gridCell}
      </AppTooltip>
    );
  }

  return (
    <section aria-labelledby="nights-title" className={admin.section}>
      <h2 id="nights-title">Nights</h2>
      <div className={styles.toolbar}>
        <Button tone="secondary" onPress={() => setView(addMonthsIso(view, -1))}>
          Previous month
        </Button>
        <Button tone="secondary" onPress={() => setView(addMonthsIso(view, 1))}>
          Next month
        </Button>
        <GoToDate onGo={goTo} />
      </div>
      {month.isError && <p role="alert">Could not load the nights. {errorText(month.error)}</p>}
      {month.isPending && <p role="status">Loading nights…</p>}
      <div ref={container} className={styles.months}>
        {shownMonths.map((first) => (
          <table
            key={first}
            role="grid"
            aria-multiselectable="true"
            aria-labelledby={`month-${first}`}
            aria-describedby="nights-help"
            className={styles.grid}
            onKeyDown={onKeyDown}
          >
            <caption id={`month-${first}`} className={styles.caption}>
              {formatMonth(first)}
            </caption>
            <thead>
              <tr>
                {WEEKDAYS.map(([short, long]) => (
                  <th key={short} scope="col" abbr={long} className={styles.weekday}>
                    {short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(first).map((week, row) => (
                <tr key={row}>
                  {week.map((date, column) => renderCell(date, row * 7 + column))}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <p role="status">{status}</p>
      {selection && <NightActions range={selection} onDone={finish} onCancel={() => select(null, null)} />}
      {/* The nights come first (on a phone the help took a screen before them), and Tab from the grid reaches the actions before it; the grids name the help as their description. */}
      <details className={styles.help}>
        <summary className={styles.helpSummary}>How to select and read nights</summary>
        <p id="nights-help">
          Arrow keys move between nights; Shift with an arrow selects a range, as does Enter (or a click) on the first and last night, or dragging with the
          pointer. Then choose what to do with the selected nights in the bar under the months.
        </p>
        <ul className={styles.legend} aria-label="How to read a night">
          <li>Free: open to guests</li>
          <li>Guest name: booked</li>
          <li>Hold: a guest is paying</li>
          <li>Blocked: by you</li>
          <li>Airbnb, VRBO, Booking.com: booked there</li>
          <li>* special price</li>
        </ul>
      </details>
    </section>
  );
}
