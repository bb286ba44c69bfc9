import { EARLIEST_DATE, LATEST_DATE } from '../lib/iso-date.schema';
import { isIsoDate } from '../lib/dates';
import { paths } from '../paths';

const PARAM = 'date';

/** The owner's calendar on the month of `night`, that night focused (the palette's 'Go to date', a shared link). */
export function adminCalendarHref(night: string): string {
  return `${paths.admin.calendar}?${new URLSearchParams({ [PARAM]: night }).toString()}`;
}

/** The night an address asks the calendar to show, or null when there is none or it is no date in 2000–2099. */
export function adminCalendarDateOf(search: string | URLSearchParams): string | null {
  const night = new URLSearchParams(search).get(PARAM)?.trim() ?? '';
  return isIsoDate(night) && night >= EARLIEST_DATE && night <= LATEST_DATE ? night : null;
}
