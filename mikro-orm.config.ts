import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './src/server/db/entities';
import { migrationsList } from './src/server/db/migrations';

/**
 * Shared ORM settings. The connection URL is added at run time (embedded
 * PostgreSQL or DATABASE_URL); migrations are listed explicitly so the bundled
 * server carries them.
 */
export default defineConfig({
  entities,
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
  },
  forceUtcTimezone: true,
  allowGlobalContext: false,
});
