import { formatDayRange } from '../lib/date-format';
import { formatUsd } from '../lib/money';
import type { ChangePriceChoice } from './booking-change.schemas';
import { dueCents } from './recorded-payment.rules';

/** A booking's changeable parts, as the owner's form and the server's row both have them. */
export interface ChangeableBooking {
  checkIn: string;
  checkOut: string;
  guests: number;
  pets: number;
  totalCents: number;
  guestName: string | null;
  guestEmail: string | null;
  guestPhone: string | null;
  guestMessage: string | null;
}

/** One changed part: what it was and what it becomes, in the owner's words. */
export interface ChangeLine {
  part: 'dates' | 'guests' | 'pets' | 'total' | 'name' | 'email' | 'phone' | 'note';
  label: string;
  before: string;
  after: string;
}

/** Parts that change the stay or what it costs: the guest must hear of them. */
const STAY_PARTS: ReadonlySet<ChangeLine['part']> = new Set(['dates', 'guests', 'pets', 'total']);

const shown = (text: string | null): string => (text && text.trim() !== '' ? text : '(none)');

/** What differs between the booking before and after, in a fixed order; empty when nothing does. */
export function changeLines(before: ChangeableBooking, after: ChangeableBooking): ChangeLine[] {
  const lines: ChangeLine[] = [];
  const add = (part: ChangeLine['part'], label: string, from: string, to: string) => {
    if (from !== to) lines.push({ part, label, before: from, after: to });
  };
  add('dates', 'Dates', formatDayRange(before.checkIn, before.checkOut), formatDayRange(after.checkIn, after.checkOut));
  add('guests', 'Guests', String(before.guests), String(after.guests));
  add('pets', 'Pets', String(before.pets), String(after.pets));
  add('total', 'Total', formatUsd(before.totalCents), formatUsd(after.totalCents));
  add('name', 'Guest name', shown(before.guestName), shown(after.guestName));
  add('email', 'E-mail', shown(before.guestEmail), shown(after.guestEmail));
  add('phone', 'Phone', shown(before.guestPhone), shown(after.guestPhone));
  add('note', 'Note', shown(before.guestMessage), shown(after.guestMessage));
  return lines;
}

/** The timeline's before and after: "Dates: Tue, Dec 1 – Sat, Dec 5, 2026 → Thu, Dec 3 – Mon, Dec 7, 2026; Guests: 2 → 3". */
export function describeChange(lines: readonly ChangeLine[]): string {
  return lines.map((line) => `${line.label}: ${line.before} → ${line.after}`).join('; ');
}

type Stay = Pick<ChangeableBooking, 'checkIn' | 'checkOut' | 'guests' | 'pets'>;

/** Whether the dates, guests or pets differ: only then is the stay priced again. */
export function stayChanged(before: Stay, after: Stay): boolean {
  return before.checkIn !== after.checkIn || before.checkOut !== after.checkOut || before.guests !== after.guests || before.pets !== after.pets;
}

/** A change of the stay or its price always reaches the guest; a change of their details only when the owner says so. */
export function guestEmailRequired(lines: readonly ChangeLine[]): boolean {
  return lines.some((line) => STAY_PARTS.has(line.part));
}

/** The total after the change: the old one kept, or the engine's for the new stay; a details-only change keeps it. */
export function changedTotal(choice: ChangePriceChoice, stayIsChanged: boolean, currentTotalCents: number, quotedTotalCents: number): number {
  return stayIsChanged && choice === 'quote' ? quotedTotalCents : currentTotalCents;
}

/**
 * A reason is asked for whenever the new stay's engine price and the old total differ: taking the new price
 * changes what the guest agreed to, keeping the old one prices the new stay by hand. Equal prices need none.
 */
export function changeReasonRequired(stayIsChanged: boolean, currentTotalCents: number, quotedTotalCents: number): boolean {
  return stayIsChanged && currentTotalCents !== quotedTotalCents;
}

/** What the guest owes, or is owed back, once the total is `totalCents` (paid and refunded as they stand). */
export interface ChangeBalance {
  /** Still to be paid: the total less what was paid. */
  dueCents: number;
  /** Paid and kept beyond the new total: to give back through the refund the payment came by. */
  refundOwedCents: number;
}

export function balanceAfter(money: { totalCents: number; paidCents: number; refundedCents: number }): ChangeBalance {
  return {
    dueCents: dueCents(money),
    refundOwedCents: Math.max(0, money.paidCents - money.refundedCents - money.totalCents),
  };
}
