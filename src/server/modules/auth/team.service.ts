import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../../../shared/auth/auth.schemas';
import { LAST_OWNER_MESSAGE, type TeamMember } from '../../../shared/auth/team.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { EmailChangeEntity, PasswordResetEntity, SessionEntity, UserEntity, type UserRow } from './auth.entity';

/**
 * Settings → Team. Every change here runs in the call's transaction behind one advisory lock, so two owners
 * demoting each other at the same moment cannot leave the site without an active owner.
 */

function toMember(row: UserRow): TeamMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  };
}

export async function listMembers(em: EntityManager): Promise<TeamMember[]> {
  const rows = await em.find(UserEntity, {}, { orderBy: { createdAt: 'asc' } });
  return rows.map(toMember);
}

async function lockTeam(em: EntityManager): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', ['team'], 'run');
}

async function memberFor(em: EntityManager, userId: string): Promise<UserRow> {
  const row = await em.findOne(UserEntity, { id: userId });
  if (!row) throw new AppError('NOT_FOUND', 'There is no such team member.');
  return row;
}

/** Refuses a change that would take the last active owner away. */
async function keepAnActiveOwner(em: EntityManager, leaving: UserRow): Promise<void> {
  if (leaving.role !== 'owner' || leaving.deactivatedAt) return;
  const others = await em.count(UserEntity, { role: 'owner', deactivatedAt: null, id: { $ne: leaving.id } });
  if (others === 0) throw new AppError('CONFLICT', LAST_OWNER_MESSAGE);
}

export async function setMemberRole(em: EntityManager, input: { userId: string; role: User['role'] }): Promise<TeamMember> {
  await lockTeam(em);
  const member = await memberFor(em, input.userId);
  if (member.role === input.role) return toMember(member);
  if (input.role !== 'owner') await keepAnActiveOwner(em, member);
  member.role = input.role;
  await em.flush();
  return toMember(member);
}

/**
 * Deactivates, never deletes: bookings, replies and audit rows keep naming the member. Every session of theirs is
 * deleted in the same transaction, so their open pages are signed out on their next call, and their pending
 * reset or e-mail-change links die with it.
 */
export async function deactivateMember(em: EntityManager, by: User, userId: string, now = new Date()): Promise<TeamMember> {
  if (userId === by.id) throw new AppError('BAD_REQUEST', 'You cannot deactivate yourself. Ask another owner.');
  await lockTeam(em);
  const member = await memberFor(em, userId);
  if (member.deactivatedAt) return toMember(member);
  await keepAnActiveOwner(em, member);
  member.deactivatedAt = now;
  await em.flush();
  await em.nativeDelete(SessionEntity, { user: member.id });
  await em.nativeDelete(PasswordResetEntity, { user: member.id });
  await em.nativeDelete(EmailChangeEntity, { user: member.id });
  return toMember(member);
}

export async function reactivateMember(em: EntityManager, userId: string): Promise<TeamMember> {
  await lockTeam(em);
  const member = await memberFor(em, userId);
  member.deactivatedAt = null;
  await em.flush();
  return toMember(member);
}

/** The other member becomes owner and the one handing over becomes staff (decision 039). */
export async function handOverOwnership(em: EntityManager, by: User, userId: string): Promise<TeamMember[]> {
  if (userId === by.id) throw new AppError('BAD_REQUEST', 'Choose another member to hand ownership to.');
  await lockTeam(em);
  const [from, to] = [await memberFor(em, by.id), await memberFor(em, userId)];
  if (from.role !== 'owner') throw new AppError('FORBIDDEN', 'Only an owner can hand over ownership.');
  if (to.deactivatedAt) throw new AppError('CONFLICT', 'Reactivate this member before handing ownership to them.');
  to.role = 'owner';
  from.role = 'staff';
  await em.flush();
  return listMembers(em);
}
