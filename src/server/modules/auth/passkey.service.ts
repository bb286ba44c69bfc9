import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { User } from '../../../shared/auth/auth.schemas';
import type { Passkey } from '../../../shared/auth/sign-in-factors.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { UserEntity, type UserRow } from './auth.entity';
import { PasskeyEntity, WebauthnChallengeEntity } from './sign-in-factors.entity';
import { assertMayDropFactor, signInMethodsOf } from './sign-in-methods.service';

const RP_NAME = 'Kaneohe Bay Beach House';
const CHALLENGE_MS = 5 * 60_000;
const NOT_VERIFIED = 'This passkey could not be verified. Try again.';
const EXPIRED = 'This passkey request has expired or was used already. Try again.';

/** The relying party is the site itself: its host name and origin, both from PUBLIC_URL. */
function relyingPartyOf(publicUrl: string): { rpID: string; origin: string } {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

const challengeHash = (challenge: string) => createHash('sha256').update(`webauthn:${challenge}`).digest('hex');

async function rememberChallenge(em: EntityManager, challenge: string, purpose: 'register' | 'sign-in', userId: string | null, now: Date) {
  await em.nativeDelete(WebauthnChallengeEntity, { expiresAt: { $lt: now } });
  em.create(WebauthnChallengeEntity, { challengeHash: challengeHash(challenge), purpose, user: userId, expiresAt: new Date(now.getTime() + CHALLENGE_MS) });
  await em.flush();
}

/** Takes the challenge (one statement, so only one answer on any server process ever gets it). */
function takeChallenge(em: EntityManager, purpose: 'register' | 'sign-in', userId: string | null, now: Date) {
  return async (challenge: string): Promise<boolean> => {
    const taken = await em.execute<unknown[]>(
      `delete from webauthn_challenge where challenge_hash = ? and purpose = ? and user_id is not distinct from ? and expires_at > ? returning 1`,
      [challengeHash(challenge), purpose, userId, now],
      'all',
    );
    if (taken.length !== 1) throw new AppError('BAD_REQUEST', EXPIRED);
    return true;
  };
}

export async function passkeyRegistrationOptions(em: EntityManager, user: User, publicUrl: string, now = new Date()) {
  const existing = await em.find(PasskeyEntity, { user: user.id });
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingPartyOf(publicUrl).rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await rememberChallenge(em, options.challenge, 'register', user.id, now);
  return plainJson(options);
}

/** The options as the browser receives them over either API: fields left undefined are left out. */
function plainJson<T>(options: T): T {
  return JSON.parse(JSON.stringify(options)) as T;
}

async function verifying<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', NOT_VERIFIED);
  }
}

export async function addPasskey(
  em: EntityManager,
  user: User,
  input: { name: string; response: RegistrationResponseJSON },
  publicUrl: string,
  now = new Date(),
): Promise<Passkey> {
  const { rpID, origin } = relyingPartyOf(publicUrl);
  const result = await verifying(
    verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: takeChallenge(em, 'register', user.id, now),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    }),
  );
  if (!result.verified) throw new AppError('BAD_REQUEST', NOT_VERIFIED);
  const { credential } = result.registrationInfo;
  if (await em.count(PasskeyEntity, { id: credential.id })) throw new AppError('CONFLICT', 'This passkey is already added.');
  const row = em.create(PasskeyEntity, {
    id: credential.id,
    user: user.id,
    name: input.name,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    createdAt: now,
    lastUsedAt: null,
  });
  await em.flush();
  return toPasskey(row);
}

export async function passkeySignInOptions(em: EntityManager, publicUrl: string, now = new Date()) {
  // No list of credentials: the passkey is discoverable and says itself whose it is.
  const options = await generateAuthenticationOptions({ rpID: relyingPartyOf(publicUrl).rpID, userVerification: 'required' });
  await rememberChallenge(em, options.challenge, 'sign-in', null, now);
  return plainJson(options);
}

/** Signs in with a passkey alone: user verification on the device stands for the password and the second factor. */
export async function verifyPasskeySignIn(em: EntityManager, response: AuthenticationResponseJSON, publicUrl: string, now = new Date()): Promise<UserRow> {
  const key = await em.findOne(PasskeyEntity, { id: response.id });
  if (!key) throw new AppError('UNAUTHORIZED', 'This passkey is not registered here. Sign in with your password.');
  const { rpID, origin } = relyingPartyOf(publicUrl);
  const result = await verifying(
    verifyAuthenticationResponse({
      response,
      expectedChallenge: takeChallenge(em, 'sign-in', null, now),
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: { id: key.id, publicKey: isoBase64URL.toBuffer(key.publicKey), counter: key.counter, transports: key.transports },
      requireUserVerification: true,
    }),
  );
  if (!result.verified) throw new AppError('UNAUTHORIZED', NOT_VERIFIED);
  key.counter = result.authenticationInfo.newCounter;
  key.lastUsedAt = now;
  await em.flush();
  return em.findOneOrFail(UserEntity, { id: key.user.id });
}

function toPasskey(row: { id: string; name: string; createdAt: Date; lastUsedAt?: Date | null | undefined }): Passkey {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

export async function listPasskeys(em: EntityManager, userId: string): Promise<Passkey[]> {
  const rows = await em.find(PasskeyEntity, { user: userId }, { orderBy: { createdAt: 'asc' } });
  return rows.map(toPasskey);
}

const notYours = () => new AppError('NOT_FOUND', 'This passkey is not on your account.');

export async function renamePasskey(em: EntityManager, userId: string, input: { id: string; name: string }): Promise<Passkey> {
  const row = await em.findOne(PasskeyEntity, { id: input.id, user: userId });
  if (!row) throw notYours();
  row.name = input.name;
  await em.flush();
  return toPasskey(row);
}

export async function removePasskey(em: EntityManager, userId: string, id: string): Promise<void> {
  const methods = (await signInMethodsOf(em, [userId])).get(userId);
  if (!(await em.count(PasskeyEntity, { id, user: userId }))) throw notYours();
  await assertMayDropFactor(em, { passkeys: (methods?.passkeys ?? 1) - 1, twoFactor: methods?.twoFactor ?? false });
  await em.nativeDelete(PasskeyEntity, { id, user: userId });
}
