import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './src/server/composition/entities';
import { migrationsList } from './src/server/db/migrations';
import { auditActorSubscriber } from './src/server/platform/audit/audit-actor';

/**
 * Shared ORM settings. The connection URL is added at run time (embedded
 * PostgreSQL or DATABASE_URL); migrations are listed explicitly so the bundled
 * server carries them.
 */
export default defineConfig({
  entities,
  // Names the signed-in caller inside each transaction, for the audit triggers (decision 036).
  subscribers: [auditActorSubscriber],
  extensions: [Migrator],
  discovery: { checkDuplicateFieldNames: true },
  migrations: {
    migrationsList,
    path: 'src/server/db/migrations',
    pathTs: 'src/server/db/migrations',
    transactional: true,
    allOrNothing: true,
    snapshot: false,
    emit: 'ts',
    // migrate() in src/server/db/orm.ts reports what it applied through the app's logger, which LOG_LEVEL governs.
    silent: true,
  },
  // Each call holds at most one pooled connection (docs/decisions/007-one-connection-per-call.md), so 10
  // serve every call at once that the machine can. A call that waits longer than 10 s for one fails with a 500
  // instead of holding its visitor (and the connection cap) for Knex's default 60 s.
  pool: { min: 2, max: 10, acquireTimeoutMillis: 10_000 },
  forceUtcTimezone: true,
  allowGlobalContext: false,
});
