import { TZDate } from '@date-fns/tz';
import { addDaysIso, parseIsoDate, PROPERTY_TIME_ZONE } from '../../../shared/lib/dates';
import type { GuestMessageKind, GuestMessageRule } from '../../../shared/emails/guest-messages.schemas';

/** A review request still makes sense this many days after check-out (a stay entered late gets one, an old one not). */
export const REVIEW_REQUEST_VALID_DAYS = 14;

/** The instant of `hour`:00 on a Honolulu calendar date, whatever zone this process runs in. */
export function honoluluInstant(date: string, hour: number): Date {
  const parts = parseIsoDate(date);
  if (!parts) throw new Error(`not a date: ${date}`);
  return new Date(new TZDate(parts.year, parts.month - 1, parts.day, hour, 0, 0, PROPERTY_TIME_ZONE).getTime());
}

export interface StayDates {
  checkIn: string;
  checkOut: string;
}

/** The Honolulu date a rule's message is due on. */
export function dueDate(rule: Pick<GuestMessageRule, 'kind' | 'days'>, stay: StayDates): string {
  if (rule.kind === 'pre_arrival') return addDaysIso(stay.checkIn, -rule.days);
  if (rule.kind === 'check_in_day') return stay.checkIn;
  return addDaysIso(stay.checkOut, rule.days);
}

/** After this instant the message is pointless: arrival messages once the check-in day is over, a review request after its days. */
export function lastUsefulAt(kind: GuestMessageKind, stay: StayDates): Date {
  if (kind === 'review_request') return honoluluInstant(addDaysIso(stay.checkOut, REVIEW_REQUEST_VALID_DAYS + 1), 0);
  return honoluluInstant(addDaysIso(stay.checkIn, 1), 0);
}

export interface PlannedMessage {
  kind: GuestMessageKind;
  dueAt: Date;
}

/**
 * The messages a confirmed stay gets under the rules: each enabled rule's Honolulu date and hour; one whose time
 * has passed while it is still useful (a booking made inside the window) is due now; one no longer useful is not planned.
 */
export function planMessages(rules: readonly GuestMessageRule[], stay: StayDates, now: Date): PlannedMessage[] {
  return rules.flatMap((rule) => {
    if (!rule.enabled || now >= lastUsefulAt(rule.kind, stay)) return [];
    const due = honoluluInstant(dueDate(rule, stay), rule.hour);
    return [{ kind: rule.kind, dueAt: due < now ? now : due }];
  });
}
