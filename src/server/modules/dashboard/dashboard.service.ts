import type { EntityManager } from '@mikro-orm/postgresql';
import {
  changePercent,
  OUTBOX_STUCK_MINUTES,
  type Dashboard,
  type DashboardAlert,
  type DashboardStay,
  type OccupancyOutlook,
  type RevenueComparison,
} from '../../../shared/dashboard/dashboard.schemas';
import { adminBookingHref } from '../../../shared/booking/admin-booking-link';
import { adminChatFilterHref } from '../../../shared/chat/chat-links';
import { addDaysIso, addMonthsIso, firstOfMonthIso, todayAtProperty } from '../../../shared/lib/dates';
import { formatDay } from '../../../shared/lib/date-format';
import { formatUsd } from '../../../shared/lib/money';
import { paths } from '../../../shared/paths';
import { isFeedStale } from '../calendar-sync/feed-status.logic';
import { heldForReviewCount, unreadCount } from '../chat/chat-admin.service';
import { reportSummary } from '../reports/reports.service';

/** Days after today the arrivals and departures reach (today plus the next 7). */
const WEEK_DAYS = 7;

interface StayRow {
  kind: 'arrival' | 'departure';
  reference: string;
  guest_name: string | null;
  check_in: string;
  check_out: string;
  guests: number;
  total_cents: number;
  paid_cents: number;
  source: 'direct' | 'manual';
}

// Confirmed stays arriving or leaving from today to the week's end, in one pass over the booking table.
const STAYS_SQL = `
select kind, reference, guest_name, to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out,
  guests, total_cents, paid_cents, source
from booking, lateral (values ('arrival', check_in), ('departure', check_out)) as day(kind, date)
where status = 'confirmed' and day.date between ?::date and ?::date
order by day.date, kind, check_in`;

const HOLDS_SQL = `
select reference, guest_name, to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out,
  total_cents, hold_expires_at
from booking where status = 'hold' and hold_expires_at > ? order by hold_expires_at`;

// What needs the owner, counted or listed in PostgreSQL (each list is short by nature and capped).
const OUTBOX_SQL = `
select count(*) filter (where attempts > 0)::int as failing, count(*)::int as stuck
from outbox_email where status = 'pending' and (attempts > 0 or created_at < ?)`;

const CONTACT_SQL = `select count(*)::int as unanswered from contact_message where answered_at is null`;

const PAYMENT_DUE_SQL = `
select reference, guest_name, to_char(check_in, 'YYYY-MM-DD') as check_in, total_cents - paid_cents as due_cents
from booking where status = 'confirmed' and paid_cents < total_cents and check_out > ?::date
order by check_in limit 20`;

// Holds the server gave back because their payment failed or could not be opened (not the guest's own replacement).
const PAYMENT_FAILED_SQL = `
select distinct on (b.id) b.reference, b.guest_name, to_char(b.check_in, 'YYYY-MM-DD') as check_in, e.created_at
from booking_event e join booking b on b.id = e.booking_id
where e.kind = 'released' and e.actor_kind = 'system' and e.created_at >= ? and b.status = 'expired' and b.payment_intent_id is not null
order by b.id, e.created_at desc limit 20`;

/** The report's net revenue for [from, to] and for the same dates a year earlier. */
async function revenueAgainstLastYear(em: EntityManager, from: string, to: string): Promise<RevenueComparison> {
  const lastFrom = addMonthsIso(from, -12);
  const lastTo = addMonthsIso(to, -12);
  const [current, previous] = (await Promise.all([reportSummary(em, { from, to }), reportSummary(em, { from: lastFrom, to: lastTo })])).map(
    (report) => report.totals.netRevenueCents,
  ) as [number, number];
  return { from, to, netRevenueCents: current, lastYear: { from: lastFrom, to: lastTo, netRevenueCents: previous }, changePercent: changePercent(current, previous) };
}

/** The report's occupancy for the `days` nights from `today`. */
async function occupancyAhead(em: EntityManager, today: string, days: number): Promise<OccupancyOutlook> {
  const to = addDaysIso(today, days - 1);
  const { totals } = await reportSummary(em, { from: today, to });
  return {
    from: today,
    to,
    occupancyPercent: totals.occupancyPercent,
    nightsOccupied: totals.nightsBooked + totals.nightsImported,
    nightsAvailable: totals.nightsAvailable,
  };
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

async function alertsFor(em: EntityManager, today: string, now: Date): Promise<DashboardAlert[]> {
  const alerts: DashboardAlert[] = [];
  // Independent reads, side by side; the chat's counts are the inbox's own queries.
  const [feeds, [outbox], [contact], chatUnread, chatHeld] = await Promise.all([
    em.execute<{ name: string; last_error: string | null; last_success_at: string | Date | null; created_at: string | Date }[]>(
      'select name, last_error, last_success_at, created_at from calendar_feed order by name',
    ),
    em.execute<{ failing: number; stuck: number }[]>(OUTBOX_SQL, [new Date(now.getTime() - OUTBOX_STUCK_MINUTES * 60_000)]),
    em.execute<{ unanswered: number }[]>(CONTACT_SQL),
    unreadCount(em),
    heldForReviewCount(em),
  ]);
  for (const feed of feeds) {
    if (feed.last_error) {
      alerts.push({ kind: 'feed_failing', message: `The ${feed.name} calendar’s last import failed: ${feed.last_error}`, href: paths.admin.calendar });
    } else if (isFeedStale({ lastSuccessAt: feed.last_success_at ? new Date(feed.last_success_at) : null, createdAt: new Date(feed.created_at) }, now)) {
      alerts.push({ kind: 'feed_stale', message: `The ${feed.name} calendar has not been imported for a while`, href: paths.admin.calendar });
    }
  }
  if (outbox && outbox.stuck > 0) {
    const failing = outbox.failing > 0 ? ` (${outbox.failing} after a failed attempt)` : '';
    alerts.push({ kind: 'outbox_stuck', message: `${plural(outbox.stuck, 'e-mail', 'e-mails')} waiting in the outbox${failing}`, href: paths.admin.emails });
  }
  // Every message still waiting for an answer, however old: marking it answered is what clears the alert.
  if (contact && contact.unanswered > 0) {
    alerts.push({
      kind: 'contact_messages',
      message: `${plural(contact.unanswered, 'unanswered message', 'unanswered messages')} from guests`,
      href: `${paths.admin.dashboard}#messages`,
    });
  }
  if (chatUnread.messages > 0) {
    alerts.push({ kind: 'chat_unread', message: plural(chatUnread.messages, 'unread chat message', 'unread chat messages'), href: paths.admin.chat });
  }
  if (chatHeld > 0) {
    alerts.push({ kind: 'chat_held', message: `${plural(chatHeld, 'chat', 'chats')} waiting for review`, href: adminChatFilterHref('held') });
  }
  const due = await em.execute<{ reference: string; guest_name: string | null; check_in: string; due_cents: number }[]>(PAYMENT_DUE_SQL, [today]);
  for (const row of due) {
    alerts.push({
      kind: 'payment_due',
      message: `${formatUsd(Number(row.due_cents))} still due from ${row.guest_name ?? 'a guest'} (${row.reference}, arriving ${formatDay(row.check_in)})`,
      href: adminBookingHref(row.reference),
    });
  }
  const failed = await em.execute<{ reference: string; guest_name: string | null; check_in: string }[]>(PAYMENT_FAILED_SQL, [
    new Date(now.getTime() - WEEK_DAYS * 86_400_000),
  ]);
  for (const row of failed) {
    alerts.push({
      kind: 'payment_failed',
      message: `Payment failed for ${row.guest_name ?? 'a guest'} (${row.reference}, ${formatDay(row.check_in)}): the nights were released`,
      href: adminBookingHref(row.reference),
    });
  }
  return alerts;
}

function toStay(row: StayRow): DashboardStay {
  const nights = Math.round((Date.parse(row.check_out) - Date.parse(row.check_in)) / 86_400_000);
  const total = Number(row.total_cents);
  const paid = Number(row.paid_cents);
  return {
    reference: row.reference,
    guestName: row.guest_name,
    checkIn: row.check_in,
    checkOut: row.check_out,
    nights,
    guests: row.guests,
    totalCents: total,
    paidCents: paid,
    dueCents: Math.max(0, total - paid),
    source: row.source,
  };
}

/**
 * The owner's day at a glance, for today in Honolulu. Revenue and occupancy are
 * the reports' own figures (reportSummary over the period's dates): one formula.
 */
export async function dashboard(em: EntityManager, now = new Date()): Promise<Dashboard> {
  const today = todayAtProperty(now);
  const weekEnd = addDaysIso(today, WEEK_DAYS);
  const monthStart = firstOfMonthIso(today);
  // Independent reads, side by side: each holds a pooled connection only while it runs, never while waiting for another.
  const [stays, holds, thisMonth, yearToDate, next30, next90, alerts] = await Promise.all([
    em.execute<StayRow[]>(STAYS_SQL, [today, weekEnd]),
    em.execute<{ reference: string; guest_name: string | null; check_in: string; check_out: string; total_cents: number; hold_expires_at: string | Date }[]>(
      HOLDS_SQL,
      [now],
    ),
    revenueAgainstLastYear(em, monthStart, addDaysIso(addMonthsIso(monthStart, 1), -1)),
    revenueAgainstLastYear(em, `${today.slice(0, 4)}-01-01`, today),
    occupancyAhead(em, today, 30),
    occupancyAhead(em, today, 90),
    alertsFor(em, today, now),
  ]);
  return {
    today,
    weekEnd,
    arrivals: stays.filter((row) => row.kind === 'arrival').map(toStay),
    departures: stays.filter((row) => row.kind === 'departure').map(toStay),
    holds: holds.map((row) => ({
      reference: row.reference,
      guestName: row.guest_name,
      checkIn: row.check_in,
      checkOut: row.check_out,
      totalCents: Number(row.total_cents),
      expiresAt: new Date(row.hold_expires_at).toISOString(),
    })),
    revenue: { thisMonth, yearToDate },
    occupancy: { next30, next90 },
    alerts,
  };
}
