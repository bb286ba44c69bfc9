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
import { adminContactMessagesHref } from '../../../shared/contact/contact-links';
import { holdsReleasedForPayment, liveHolds, paymentsDue, stayMovements, type StayMovement } from '../booking/booking-overview.service';
import { feedHealth } from '../calendar-sync/calendar-sync.service';
import { heldForReviewCount, unreadCount } from '../chat/chat-admin.service';
import { unansweredContactCount } from '../contact/contact.service';
import { outboxBacklog } from '../email/outbox.service';
import { netRevenueByMonth, occupancyOver } from '../reports/reports.service';

/** Days after today the arrivals and departures reach (today plus the next 7). */
const WEEK_DAYS = 7;


function comparison(from: string, to: string, current: number, previous: number): RevenueComparison {
  return { from, to, netRevenueCents: current, lastYear: { from: addMonthsIso(from, -12), to: addMonthsIso(to, -12), netRevenueCents: previous }, changePercent: changePercent(current, previous) };
}

/**
 * The report's net revenue for this month and for the year to its end, each against the same dates a year earlier:
 * two reads of the report's money part, not four, as the month is the year's last line (a stay's money is split by
 * month, whatever the window).
 */
async function revenueAgainstLastYear(em: EntityManager, monthStart: string, monthEnd: string): Promise<{ thisMonth: RevenueComparison; yearToDate: RevenueComparison }> {
  const yearStart = `${monthStart.slice(0, 4)}-01-01`;
  const [year, lastYear] = await Promise.all([
    netRevenueByMonth(em, { from: yearStart, to: monthEnd }),
    netRevenueByMonth(em, { from: addMonthsIso(yearStart, -12), to: addMonthsIso(monthEnd, -12) }),
  ]);
  const lastMonth = (report: typeof year) => report.months.at(-1)?.netRevenueCents ?? 0;
  return {
    thisMonth: comparison(monthStart, monthEnd, lastMonth(year), lastMonth(lastYear)),
    yearToDate: comparison(yearStart, monthEnd, year.totalCents, lastYear.totalCents),
  };
}

/** The report's occupancy for the `days` nights from `today` (its nights part alone). */
async function occupancyAhead(em: EntityManager, today: string, days: number): Promise<OccupancyOutlook> {
  const to = addDaysIso(today, days - 1);
  const nights = await occupancyOver(em, { from: today, to });
  return {
    from: today,
    to,
    occupancyPercent: nights.occupancyPercent,
    nightsOccupied: nights.nightsBooked + nights.nightsImported,
    nightsAvailable: nights.nightsAvailable,
  };
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

async function alertsFor(em: EntityManager, today: string, now: Date): Promise<DashboardAlert[]> {
  const alerts: DashboardAlert[] = [];
  // Independent reads, side by side; each is asked of the module that owns its table.
  const [feeds, outbox, unanswered, chatUnread, chatHeld] = await Promise.all([
    feedHealth(em, now),
    outboxBacklog(em, new Date(now.getTime() - OUTBOX_STUCK_MINUTES * 60_000)),
    unansweredContactCount(em),
    unreadCount(em),
    heldForReviewCount(em),
  ]);
  for (const feed of feeds) {
    if (feed.lastError) {
      alerts.push({ kind: 'feed_failing', message: `The ${feed.name} calendar’s last import failed: ${feed.lastError}`, href: paths.admin.calendar });
    } else if (feed.stale) {
      alerts.push({ kind: 'feed_stale', message: `The ${feed.name} calendar has not been imported for a while`, href: paths.admin.calendar });
    }
  }
  if (outbox.stuck > 0) {
    const failing = outbox.failing > 0 ? ` (${outbox.failing} after a failed attempt)` : '';
    alerts.push({ kind: 'outbox_stuck', message: `${plural(outbox.stuck, 'e-mail', 'e-mails')} waiting in the outbox${failing}`, href: paths.admin.emails });
  }
  // Every message still waiting for an answer, however old: marking it answered is what clears the alert.
  if (unanswered > 0) {
    alerts.push({
      kind: 'contact_messages',
      message: `${plural(unanswered, 'unanswered message', 'unanswered messages')} from guests`,
      href: adminContactMessagesHref(),
    });
  }
  if (chatUnread.messages > 0) {
    alerts.push({ kind: 'chat_unread', message: plural(chatUnread.messages, 'unread chat message', 'unread chat messages'), href: paths.admin.chat });
  }
  if (chatHeld > 0) {
    alerts.push({ kind: 'chat_held', message: `${plural(chatHeld, 'chat', 'chats')} waiting for review`, href: adminChatFilterHref('held') });
  }
  for (const row of await paymentsDue(em, today)) {
    alerts.push({
      kind: 'payment_due',
      message: `${formatUsd(row.dueCents)} still due from ${row.guestName ?? 'a guest'} (${row.reference}, arriving ${formatDay(row.checkIn)})`,
      href: adminBookingHref(row.reference),
    });
  }
  for (const row of await holdsReleasedForPayment(em, new Date(now.getTime() - WEEK_DAYS * 86_400_000))) {
    alerts.push({
      kind: 'payment_failed',
      message: `Payment failed for ${row.guestName ?? 'a guest'} (${row.reference}, ${formatDay(row.checkIn)}): the nights were released`,
      href: adminBookingHref(row.reference),
    });
  }
  return alerts;
}

function toStay({ kind: _kind, ...stay }: StayMovement): DashboardStay {
  const nights = Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000);
  return { ...stay, nights, dueCents: Math.max(0, stay.totalCents - stay.paidCents) };
}

/**
 * The owner's day at a glance, for today in Honolulu. Revenue and occupancy are the report's own figures (its money
 * and nights parts over the period's dates): one formula. The whole dashboard, revenue included: the router trims it
 * to the caller's role (dashboardForRole).
 */
export async function dashboard(em: EntityManager, now = new Date()): Promise<Dashboard & { revenue: NonNullable<Dashboard['revenue']> }> {
  const today = todayAtProperty(now);
  const weekEnd = addDaysIso(today, WEEK_DAYS);
  const monthStart = firstOfMonthIso(today);
  const monthEnd = addDaysIso(addMonthsIso(monthStart, 1), -1);
  // Independent reads, side by side: each holds a pooled connection only while it runs, never while waiting for another.
  const [stays, holds, { thisMonth, yearToDate }, next30, next90, alerts] = await Promise.all([
    stayMovements(em, today, weekEnd),
    liveHolds(em, now),
    // Both on the books to the end of this month, so the year always holds the month (issue 19: the year ended today and looked smaller).
    revenueAgainstLastYear(em, monthStart, monthEnd),
    occupancyAhead(em, today, 30),
    occupancyAhead(em, today, 90),
    alertsFor(em, today, now),
  ]);
  return {
    today,
    weekEnd,
    arrivals: stays.filter((row) => row.kind === 'arrival').map(toStay),
    departures: stays.filter((row) => row.kind === 'departure').map(toStay),
    holds,
    revenue: { thisMonth, yearToDate },
    occupancy: { next30, next90 },
    alerts,
  };
}
