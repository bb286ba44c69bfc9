import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ExportUrl } from '../../../shared/calendar-sync/calendar-sync.schemas';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { CalendarBlockEntity } from '../availability/calendar-block.entity';
import { BookingEntity } from '../booking/booking.entity';
import { getSiteInfo } from '../content/content.service';
import { buildIcalFeed, type ExportEvent } from './ical-export.logic';

const TOKEN_KEY = 'calendar_export_token';
/** 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Importers keep what they already saw; a month of history covers late edits. */
const HISTORY_DAYS = 30;
const UID_DOMAIN = 'kaneohe-beach-house';

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function feedPath(token: string): string {
  return `/api/calendar/${token}.ics`;
}

// Plain statements on the caller's own connection (and transaction, for the rotate mutation): never a
// second pooled connection (docs/decisions/007-one-connection-per-call.md), and no identity map to go stale.
async function storedToken(em: EntityManager): Promise<string | null> {
  const [row] = await em.execute<{ token: unknown }[]>(`select value->'token' as token from setting where key = ?`, [TOKEN_KEY]);
  const token = row?.token;
  return typeof token === 'string' && TOKEN_PATTERN.test(token) ? token : null;
}

async function writeNewToken(em: EntityManager): Promise<string> {
  const token = newToken();
  await em.execute(
    `insert into setting (key, value, updated_at) values (?, ?::jsonb, now())
     on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    [TOKEN_KEY, JSON.stringify({ token })],
    'run',
  );
  return token;
}

/** The export token, created on first use; two first uses at once agree on one token. */
async function ensureToken(em: EntityManager): Promise<string> {
  const existing = await storedToken(em);
  if (existing) return existing;
  await em.execute(`insert into setting (key, value, updated_at) values (?, ?::jsonb, now()) on conflict (key) do nothing`, [TOKEN_KEY, JSON.stringify({ token: newToken() })], 'run');
  // Whoever inserted first wins; a row holding no valid token is replaced.
  return (await storedToken(em)) ?? writeNewToken(em);
}

export async function exportUrl(em: EntityManager): Promise<ExportUrl> {
  return { path: feedPath(await ensureToken(em)) };
}

/** A new token: every site importing the old URL stops seeing the calendar until given the new one. */
export async function rotateExportToken(em: EntityManager): Promise<ExportUrl> {
  return { path: feedPath(await writeNewToken(em)) };
}

/** Whether a token from a request is the export token, compared in constant time. */
export async function isExportToken(em: EntityManager, candidate: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(candidate)) return false;
  const token = await storedToken(em);
  return token !== null && timingSafeEqual(Buffer.from(token), Buffer.from(candidate));
}

/**
 * Confirmed stays and the owner's own blocks, never imported ones: echoing
 * Airbnb's nights back to Airbnb would keep them blocked after they vanish.
 * No guest names, no notes: summaries are 'Reserved' and 'Blocked' only.
 */
export async function exportCalendar(em: EntityManager, now = new Date()): Promise<string> {
  const since = addDaysIso(todayAtProperty(now), -HISTORY_DAYS);
  const [bookings, blocks, site] = await Promise.all([
    em.find(BookingEntity, { status: 'confirmed', checkOut: { $gt: since } }, { orderBy: { checkIn: 'asc' } }),
    em.find(CalendarBlockEntity, { source: 'owner', endDate: { $gt: since } }, { orderBy: { startDate: 'asc' } }),
    getSiteInfo(em),
  ]);
  const events: ExportEvent[] = [
    ...bookings.map((booking) => ({
      uid: `booking-${booking.id}@${UID_DOMAIN}`,
      startDate: booking.checkIn,
      endDate: booking.checkOut,
      summary: 'Reserved',
    })),
    ...blocks.map((block) => ({
      uid: `block-${block.id}@${UID_DOMAIN}`,
      startDate: block.startDate,
      endDate: block.endDate,
      summary: 'Blocked',
    })),
  ].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  return buildIcalFeed({ name: site.site_name, events, now });
}
