import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { PROPERTY_TIME_ZONE } from '../../../shared/lib/dates';

/**
 * The Honolulu day whose scheduled backup is due at `now`: today once the Honolulu clock has reached `dailyAt`
 * (HH:MM), otherwise null (yesterday's was due at yesterday's hour; a server down then backs up when it is back
 * the same day, and a day it was down for good is skipped, not made up).
 */
export function dueBackupDay(now: Date, dailyAt: string): string | null {
  const local = new TZDate(now, PROPERTY_TIME_ZONE);
  return format(local, 'HH:mm') >= dailyAt ? format(local, 'yyyy-MM-dd') : null;
}
