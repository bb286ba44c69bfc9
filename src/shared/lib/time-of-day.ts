import { format } from 'date-fns';

export interface TimeOfDay {
  hours: number;
  minutes: number;
}

const FALLBACK_TIME: TimeOfDay = { hours: 10, minutes: 0 };
const TIME_PATTERN = /^(\d{1,2}):(\d{2})\s*(AM|PM)?$/i;

/** "10:00", "9:30", "11:00 AM", "2:00 PM" (12 AM is midnight, 12 PM noon); null for anything else. */
export function parseTimeOfDay(text: string | null | undefined): TimeOfDay | null {
  const match = TIME_PATTERN.exec((text ?? '').trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toUpperCase();
  if (meridiem === 'AM' && hours === 12) hours = 0;
  if (meridiem === 'PM' && hours !== 12) hours += 12;
  if (hours > 23 || minutes > 59) return null;
  return { hours, minutes };
}

/** The property's check-out time; anything unreadable is 10:00. */
export function parseCheckoutTime(text: string | null | undefined): TimeOfDay {
  return parseTimeOfDay(text) ?? FALLBACK_TIME;
}

export function formatTimeOfDay({ hours, minutes }: TimeOfDay): string {
  return format(new Date(2000, 0, 1, hours, minutes), 'h:mm a');
}

/** "15:00" or "3:00 PM" as "3:00 PM"; other wording ("Not sure yet", "After 22:00") is shown as written. */
export function displayTimeOfDay(text: string): string {
  const time = parseTimeOfDay(text);
  return time ? formatTimeOfDay(time) : text;
}
