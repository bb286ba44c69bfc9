import type { EntityManager } from '@mikro-orm/postgresql';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, type TotpSetup } from '../../../shared/auth/sign-in-factors.schemas';
import { AppError } from '../../../shared/lib/app-error';
import type { User } from '../../../shared/auth/auth.schemas';
import { open, seal } from './secret-box';
import { RecoveryCodeEntity, TotpFactorEntity } from './sign-in-factors.entity';
import { assertMayDropFactor, signInMethodsOf } from './sign-in-methods.service';
import { acceptedStep, isTotpCode, newRecoveryCode, newTotpSecret, recoveryCodeHash, totpOf } from './totp.logic';

const SEED = 'totp-seed';
export const WRONG_CODE = 'That code is not right. Check your app (or use a recovery code) and try again.';

/**
 * Starts turning two-factor on: a new seed, sealed at rest, shown once as text and QR code. It counts only
 * once a first code confirms it (confirmTotp); starting again replaces an unconfirmed seed.
 */
export async function startTotp(em: EntityManager, user: User, key: string, now = new Date()): Promise<TotpSetup> {
  const existing = await em.findOne(TotpFactorEntity, { user: user.id });
  if (existing?.enabledAt) throw new AppError('CONFLICT', 'Two-factor is already on for your account.');
  const secret = newTotpSecret();
  const row = existing ?? em.create(TotpFactorEntity, { user: user.id, secretEncrypted: '', createdAt: now });
  row.secretEncrypted = seal(key, SEED, secret);
  row.enabledAt = null;
  row.lastUsedStep = null;
  row.createdAt = now;
  await em.flush();
  const otpauthUrl = totpOf(secret, user.email).toString();
  return { secret, otpauthUrl, qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, errorCorrectionLevel: 'M', width: 240 }) };
}

/** Confirms the seed with a first code, turns two-factor on and gives the ten recovery codes (shown once, kept hashed). */
export async function confirmTotp(em: EntityManager, user: User, code: string, key: string, now = new Date()): Promise<{ recoveryCodes: string[] }> {
  const row = await em.findOne(TotpFactorEntity, { user: user.id }, { populate: ['secretEncrypted'] });
  if (!row || row.enabledAt) throw new AppError('CONFLICT', 'Start setting up two-factor again: there is no setup waiting for a code.');
  const secret = open(key, SEED, row.secretEncrypted);
  const step = secret === null ? null : acceptedStep(totpOf(secret, user.email), code, now.getTime(), null);
  if (step === null) throw new AppError('BAD_REQUEST', WRONG_CODE, { code: [WRONG_CODE] });
  row.enabledAt = now;
  row.lastUsedStep = step;
  await em.nativeDelete(RecoveryCodeEntity, { user: user.id });
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  for (const recovery of recoveryCodes) em.create(RecoveryCodeEntity, { codeHash: recoveryCodeHash(recovery), user: user.id, usedAt: null });
  await em.flush();
  return { recoveryCodes };
}

/**
 * Spends a code of this member's: a TOTP code for a step after the last one used (one conditional update, so
 * two processes given the same code accept it once), or an unused recovery code. False when it is not one.
 */
export async function spendCode(em: EntityManager, user: { id: string; email: string }, code: string, key: string, now = new Date()): Promise<boolean> {
  if (!isTotpCode(code)) {
    const used = await em.execute<unknown[]>(
      'update recovery_code set used_at = ? where code_hash = ? and user_id = ? and used_at is null returning 1',
      [now, recoveryCodeHash(code), user.id],
      'all',
    );
    return used.length === 1;
  }
  const [row] = await em.execute<{ secret_encrypted: string; last_used_step: string | null }[]>(
    'select secret_encrypted, last_used_step from totp_factor where user_id = ? and enabled_at is not null',
    [user.id],
    'all',
  );
  const secret = row ? open(key, SEED, row.secret_encrypted) : null;
  if (!row || secret === null) return false;
  const step = acceptedStep(totpOf(secret, user.email), code, now.getTime(), row.last_used_step === null ? null : Number(row.last_used_step));
  if (step === null) return false;
  const taken = await em.execute<unknown[]>(
    'update totp_factor set last_used_step = ? where user_id = ? and (last_used_step is null or last_used_step < ?) returning 1',
    [step, user.id, step],
    'all',
  );
  return taken.length === 1;
}

/** Turns two-factor off, with a current code as proof that the person at the keyboard holds the app. */
export async function disableTotp(em: EntityManager, user: User, code: string, key: string, now = new Date()): Promise<void> {
  const methods = (await signInMethodsOf(em, [user.id])).get(user.id);
  if (!methods?.twoFactor) throw new AppError('CONFLICT', 'Two-factor is not on for your account.');
  await assertMayDropFactor(em, { passkeys: methods.passkeys, twoFactor: false });
  if (!(await spendCode(em, user, code, key, now))) throw new AppError('BAD_REQUEST', WRONG_CODE, { code: [WRONG_CODE] });
  await em.nativeDelete(RecoveryCodeEntity, { user: user.id });
  await em.nativeDelete(TotpFactorEntity, { user: user.id });
}

export async function hasTotp(em: EntityManager, userId: string): Promise<boolean> {
  return (await em.count(TotpFactorEntity, { user: userId, enabledAt: { $ne: null } })) > 0;
}

export async function recoveryCodesLeft(em: EntityManager, userId: string): Promise<number> {
  return em.count(RecoveryCodeEntity, { user: userId, usedAt: null });
}
