import { useEffect } from 'react';
import { adminCalendarHref } from '../../../shared/availability/admin-calendar-link';
import { parseDateQuery, type DateQuery } from '../../../shared/lib/date-query';
import { formatDay, formatMonth } from '../../../shared/lib/date-format';
import { todayAtProperty } from '../../../shared/lib/dates';
import type { PaletteAction, PaletteResult, PaletteSearchProps, PaletteSource } from '../shell/public';

/** The night the calendar focuses for a date typed: the night itself; for a month, today in this month, else its first night. */
function nightFor(date: DateQuery, today: string): string {
  if (date.kind === 'night') return date.night;
  return today.startsWith(date.month) ? today : `${date.month}-01`;
}

/** 'Go to Sun, Dec 20, 2026' for a date typed in the palette; nothing for anything else. Read here, no server asked. */
function CalendarDateSearch({ query, onResults }: PaletteSearchProps) {
  const today = todayAtProperty();
  const date = parseDateQuery(query, today);
  const night = date ? nightFor(date, today) : null;
  const label = date ? `Go to ${date.kind === 'night' ? formatDay(date.night) : formatMonth(date.month)}` : '';
  useEffect(() => {
    // One id whatever the date, so the highlight stays on it while the date is typed ('2031-05-1' is May 1, then '2031-05-18').
    const results: PaletteResult[] = night ? [{ id: 'night', label, detail: 'On the calendar', href: `~${adminCalendarHref(night)}` }] : [];
    onResults({ results, searching: false, failed: false });
  }, [onResults, night, label]);
  return null;
}

/** The calendar's search in the command palette: a date typed becomes a way to that night. */
export const calendarDateSource: PaletteSource = {
  id: 'calendar-date',
  group: 'Calendar',
  // The bookings' hint names dates already.
  hint: '',
  searchingText: '',
  failedText: '',
  Search: CalendarDateSearch,
};

/** The calendar section's actions in the palette on every screen. */
export const calendarPaletteActions: readonly PaletteAction[] = [
  { id: 'block-nights', label: 'Block nights', does: 'Opens the Calendar on today’s night, ready to select the nights to block', to: () => `~${adminCalendarHref(todayAtProperty())}` },
  {
    id: 'go-to-date',
    label: 'Go to date…',
    does: 'Asks for a date (Dec 20, 2026-12-20, 12/20, December), then shows that night on the Calendar',
    pick: { source: calendarDateSource, title: 'Go to which date?', inputLabel: 'Type a date: Dec 20, 2026-12-20, 12/20 or December…' },
  },
];
