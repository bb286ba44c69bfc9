import { defineEntity } from '@mikro-orm/core';
import { UserEntity } from './auth.entity';

const p = defineEntity.properties;

/** A member's passkey: only the public key is kept (base64url COSE), the private one never leaves the device. */
export const PasskeyEntity = defineEntity({
  name: 'Passkey',
  tableName: 'passkey',
  properties: {
    /** The credential id (base64url), as the authenticator names it. */
    id: p.string().length(1400).primary(),
    user: () => p.manyToOne(UserEntity).deleteRule('cascade').index(),
    name: p.string().length(60),
    publicKey: p.text(),
    counter: p.bigint('number'),
    transports: p.json<string[]>().default([]),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime().nullable(),
  },
});

/**
 * An outstanding WebAuthn challenge: stored by hash, taken (deleted) by the one answer that uses it, so it
 * works once on whichever server process the answer reaches.
 */
export const WebauthnChallengeEntity = defineEntity({
  name: 'WebauthnChallenge',
  tableName: 'webauthn_challenge',
  properties: {
    challengeHash: p.string().length(64).primary(),
    purpose: p.enum(['register', 'sign-in'] as const),
    /** Who is adding a passkey; null for a sign-in, where the passkey itself says who. */
    user: () => p.manyToOne(UserEntity).deleteRule('cascade').nullable(),
    expiresAt: p.datetime().index(),
  },
});

/** Two-factor codes (TOTP): the seed encrypted (secret-box.ts); enabledAt stays null until a first code confirms it. */
export const TotpFactorEntity = defineEntity({
  name: 'TotpFactor',
  tableName: 'totp_factor',
  properties: {
    user: () => p.manyToOne(UserEntity).primary().deleteRule('cascade'),
    secretEncrypted: p.text().hidden(),
    enabledAt: p.datetime().nullable(),
    /** The last 30 s step a code was accepted for: that code and every earlier one are spent. */
    lastUsedStep: p.bigint('number').nullable(),
    createdAt: p.datetime(),
  },
});

export const RecoveryCodeEntity = defineEntity({
  name: 'RecoveryCode',
  tableName: 'recovery_code',
  properties: {
    codeHash: p.string().length(64).primary(),
    user: () => p.manyToOne(UserEntity).deleteRule('cascade').index(),
    usedAt: p.datetime().nullable(),
  },
});

/** A sign-in whose password was right and whose code is still to come; the browser holds its token in an HttpOnly cookie. */
export const PendingSignInEntity = defineEntity({
  name: 'PendingSignIn',
  tableName: 'pending_sign_in',
  properties: {
    tokenHash: p.string().length(64).primary(),
    user: () => p.manyToOne(UserEntity).deleteRule('cascade'),
    expiresAt: p.datetime(),
  },
});

/** The owner's one switch: every member needs a passkey or two-factor. One row (id 1). */
export const SecurityPolicyEntity = defineEntity({
  name: 'SecurityPolicy',
  tableName: 'security_policy',
  properties: {
    id: p.integer().primary().autoincrement(false),
    requireSignInFactor: p.boolean().default(false),
  },
});
