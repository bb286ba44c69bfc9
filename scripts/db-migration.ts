/**
 * Writes a new migration for whatever the entities say that the committed
 * migrations do not. Runs against a throwaway embedded PostgreSQL, so it never
 * touches your data. Usage: npm run db:migration
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { migrate, openOrm } from '../src/server/db/orm';

const dir = await mkdtemp(path.join(tmpdir(), 'kbh-migration-'));
const db = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port: 55000 + Math.floor(Math.random() * 5000) });
try {
  await db.createDatabase('migration_work');
  const orm = await openOrm(db.url('migration_work'));
  await migrate(orm);
  const result = await orm.getMigrator().createMigration();
  if (result.fileName) {
    const className = result.fileName.replace(/\.ts$/, '');
    console.log(`wrote src/server/db/migrations/${result.fileName}`);
    console.log(`now add it to src/server/db/migrations/index.ts:\n  import { ${className} } from './${className}';\n  { name: '${className}', class: ${className} },`);
  } else {
    console.log('entities and migrations agree: nothing to write');
  }
  await orm.close();
} finally {
  await db.stop();
  await rm(dir, { recursive: true, force: true });
}
