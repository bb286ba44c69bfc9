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
    role: p.enum(['owner', 'admin'] as const),
    createdAt: p.datetime().onCreate(() => new Date()),
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
  },
});

export type SessionRow = InferEntity<typeof SessionEntity>;

export const InvitationEntity = defineEntity({
  name: 'Invitation',
  tableName: 'invitation',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    /** SHA-256 of the code: the code itself is shown once and never stored. */
    codeHash: p.string().length(64).unique(),
    email: p.string().length(254).nullable(),
    role: p.enum(['owner', 'admin'] as const),
    createdBy: () => p.manyToOne(UserEntity).deleteRule('cascade'),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type InvitationRow = InferEntity<typeof InvitationEntity>;

/** Failed sign-ins per e-mail address, for the lockout. */
export const LoginThrottleEntity = defineEntity({
  name: 'LoginThrottle',
  tableName: 'login_throttle',
  properties: {
    key: p.string().length(300).primary(),
    failures: p.integer(),
    windowStartedAt: p.datetime(),
    lockedUntil: p.datetime().nullable(),
  },
});
