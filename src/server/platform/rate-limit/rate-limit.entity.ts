import { defineEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/**
 * One fixed-window counter per (tier, client) key. It lives in PostgreSQL so
 * every server process counts against the same number and a restart resets nothing.
 */
export const RateLimitEntity = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limit',
  properties: {
    key: p.string().length(300).primary(),
    hits: p.integer(),
    windowStartedAt: p.datetime(),
    resetAt: p.datetime().index(),
  },
});

