import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Invitation, User } from '../../../shared/auth/auth.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { paths } from '../../../shared/paths';
import { getSiteInfo } from '../content/content.service';
import { invitationEmail } from '../email/account-emails';
import { withOwnerWords } from '../email/email-template.service';
import { enqueueEmail } from '../email/outbox.service';
import { InvitationEntity, UserEntity, type InvitationRow } from './auth.entity';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The e-mailed link: /auth opens its 'Create account' form with the code filled in. */
function invitationUrl(publicUrl: string, code: string): string {
  return `${publicUrl}${paths.auth}?invitation=${encodeURIComponent(code)}`;
}

export function hashInvitationCode(code: string): string {
  return createHash('sha256').update(code.trim()).digest('hex');
}

function toInvitation(row: InvitationRow & { createdBy: { email: string } }): Invitation {
  return {
    id: row.id,
    email: row.email ?? null,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt ? row.usedAt.toISOString() : null,
    createdBy: row.createdBy.email,
  };
}

export async function createInvitation(
  em: EntityManager,
  by: User,
  input: { email?: string | undefined; role: User['role'] },
  options: { publicUrl: string },
  now = new Date(),
): Promise<Invitation & { code: string }> {
  const code = randomBytes(18).toString('base64url');
  const row = em.create(InvitationEntity, {
    codeHash: hashInvitationCode(code),
    email: input.email ?? null,
    role: input.role,
    createdBy: em.getReference(UserEntity, by.id),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    usedAt: null,
    createdAt: now,
  });
  if (input.email) {
    // In the same unit of work: the e-mail goes only if the invitation is stored.
    const site = await getSiteInfo(em);
    const invitation = {
      to: input.email,
      invitedBy: by.name,
      role: input.role,
      siteName: site.site_name,
      joinUrl: invitationUrl(options.publicUrl, code),
      validDays: INVITATION_TTL_MS / 86_400_000,
    };
    const values = { site_name: site.site_name, invited_by: by.name, role: input.role, join_link: invitation.joinUrl, valid_days: String(invitation.validDays) };
    enqueueEmail(em, await withOwnerWords(em, 'invitation', invitationEmail(invitation), values), now);
  }
  await em.flush();
  await em.populate(row, ['createdBy']);
  return { ...toInvitation(row), code };
}

export async function listInvitations(em: EntityManager): Promise<Invitation[]> {
  const rows = await em.find(InvitationEntity, {}, { populate: ['createdBy'], orderBy: { createdAt: 'desc' } });
  return rows.map(toInvitation);
}

export async function revokeInvitation(em: EntityManager, id: string): Promise<void> {
  const deleted = await em.nativeDelete(InvitationEntity, { id, usedAt: null });
  if (deleted === 0) throw new AppError('NOT_FOUND', 'That invitation does not exist or has already been used.');
}

/** Finds an unused, unexpired invitation for this e-mail and marks it used. */
export async function redeemInvitation(em: EntityManager, code: string, email: string, now = new Date()): Promise<InvitationRow> {
  const row = await em.findOne(InvitationEntity, { codeHash: hashInvitationCode(code) });
  if (!row || row.usedAt || row.expiresAt <= now || (row.email && row.email !== email)) {
    throw new AppError('FORBIDDEN', 'This invitation code is not valid. Ask the owner for a new invitation.', {
      invitationCode: ['This invitation code is not valid'],
    });
  }
  row.usedAt = now;
  return row;
}
