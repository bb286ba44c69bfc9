import type { EntityManager } from '@mikro-orm/postgresql';
import { GUEST_MESSAGE_KINDS, type GuestMessageRule, type HouseAccess, type UpcomingMessage } from '../../../shared/emails/guest-messages.schemas';
import { GuestMessageRuleEntity, HouseAccessEntity } from './guest-messages.entity';

/** The three rules, in the order a stay meets them. */
export async function loadRules(em: EntityManager): Promise<GuestMessageRule[]> {
  const rows = await em.find(GuestMessageRuleEntity, {}, { refresh: true });
  return GUEST_MESSAGE_KINDS.flatMap((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? [{ kind, enabled: row.enabled, days: row.days, hour: row.hour }] : [];
  });
}

export async function saveRules(em: EntityManager, rules: readonly GuestMessageRule[]): Promise<void> {
  for (const rule of rules) await em.nativeUpdate(GuestMessageRuleEntity, { kind: rule.kind }, { enabled: rule.enabled, days: rule.days, hour: rule.hour, updatedAt: new Date() });
}

export async function loadHouseAccess(em: EntityManager): Promise<HouseAccess> {
  const row = await em.findOneOrFail(HouseAccessEntity, { id: 1 }, { refresh: true });
  return { exactAddress: row.exactAddress, doorCode: row.doorCode, wifiName: row.wifiName, wifiPassword: row.wifiPassword, checkInInstructions: row.checkInInstructions };
}

export async function saveHouseAccess(em: EntityManager, access: HouseAccess): Promise<HouseAccess> {
  await em.nativeUpdate(HouseAccessEntity, { id: 1 }, { ...access, updatedAt: new Date() });
  return loadHouseAccess(em);
}

/** Messages still to go out, soonest first (the schedule staff may read: no house access in it). */
export async function upcomingMessages(em: EntityManager, limit = 30): Promise<UpcomingMessage[]> {
  const rows: { reference: string; guest_name: string | null; kind: UpcomingMessage['kind']; due_at: Date }[] = await em.execute(
    `select b.reference, b.guest_name, m.kind, m.due_at from scheduled_message m join booking b on b.id = m.booking_id
     where m.status = 'scheduled' order by m.due_at, b.reference, m.kind limit ?`,
    [limit],
  );
  return rows.map((row) => ({ reference: row.reference, guestName: row.guest_name ?? 'Guest', kind: row.kind, dueAt: new Date(row.due_at).toISOString() }));
}
