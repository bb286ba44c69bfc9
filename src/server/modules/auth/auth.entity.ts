import { defineEntity, type InferEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

export const UserEntity = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    email: p.string().length(254).unique(),
    name: p.string().length(100),
    passwordHash: p.string().length(300).hidden(),
    role: p.enum(['owner', 'staff'] as const),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** When the owner deactivated the account: it cannot sign in, but its past actions keep its name. */
    deactivatedAt: p.datetime().nullable(),
    lastSignInAt: p.datetime().nullable(),
  },
});
export type UserRow = InferEntity<typeof UserEntity>;

/**
 * Server-side session record. The cookie only names it, so ending a session
 * here makes every copy of the cookie worthless.
 */
export const SessionEntity = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: {
    id: p.string().length(64).primary(),
    user: () => p.manyToOne(UserEntity).deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    /** The browser's User-Agent at sign-in, for 'Your account' to name the device. */
    userAgent: p.string().length(300).nullable(),
    /** The client address last seen using the session. */
    ip: p.string().length(64).nullable(),
    /** Refreshed at most once a minute (session.service.ts), so reading a session rarely writes. */
    lastSeenAt: p.datetime().nullable(),
  },
});


export const InvitationEntity = defineEntity({
  name: 'Invitation',
  tableName: 'invitation',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    /** SHA-256 of the code: the code itself is shown once and never stored. */
    codeHash: p.string().length(64).unique(),
    email: p.string().length(254).nullable(),
    role: p.enum(['owner', 'staff'] as const),
    createdBy: () => p.manyToOne(UserEntity).deleteRule('cascade'),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type InvitationRow = InferEntity<typeof InvitationEntity>;

/**
 * Failed sign-ins, counted before the password is checked: one row per
 * (account, client hash) for the growing delay, and one per account (client
 * '*') for the account-wide limit. Keyed by the address typed, so an unknown
 * address is throttled exactly like a real one.
 */
export const LoginThrottleEntity = defineEntity({
  name: 'LoginThrottle',
  tableName: 'login_throttle',
  properties: {
    account: p.string().length(254).primary(),
    client: p.string().length(64).primary(),
    failures: p.integer(),
    lastFailureAt: p.datetime(),
    /** When the client may try again (account row: when its window ends). */
    retryAt: p.datetime().index(),
  },
});

/** Clients (by hash) that signed in to an account: they get past the account-wide limit for 30 days. */
export const LoginHistoryEntity = defineEntity({
  name: 'LoginHistory',
  tableName: 'login_history',
  properties: {
    user: () => p.manyToOne(UserEntity).primary().deleteRule('cascade'),
    client: p.string().length(64).primary(),
    lastSuccessAt: p.datetime(),
  },
});

/** The one live password-reset link of an account: a newer request replaces it; only its hash is stored. */
export const PasswordResetEntity = defineEntity({
  name: 'PasswordReset',
  tableName: 'password_reset',
  properties: {
    user: () => p.manyToOne(UserEntity).primary().deleteRule('cascade'),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    createdAt: p.datetime(),
  },
});

/** The one pending e-mail change of an account: the address changes only when the link sent to it is followed; only the token's hash is stored. */
export const EmailChangeEntity = defineEntity({
  name: 'EmailChange',
  tableName: 'email_change',
  properties: {
    user: () => p.manyToOne(UserEntity).primary().deleteRule('cascade'),
    newEmail: p.string().length(254),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    createdAt: p.datetime(),
  },
});
