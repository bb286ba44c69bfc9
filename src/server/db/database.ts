import path from 'node:path';
import { readEmbeddedPassword } from './embedded-password';
import { startEmbeddedPostgres } from './embedded-postgres';
import { findLeftoverPostmaster } from './postmaster';

export interface DatabaseHandle {
  url: string;
  stop: () => Promise<void>;
}

interface DatabaseSettings {
  databaseUrl: string | undefined;
  embeddedPg: { port: number; dir: string };
}

const DATABASE = 'beach_house';

/** DATABASE_URL when given; otherwise a real PostgreSQL of our own under ./data. */
export async function connectDatabase(config: DatabaseSettings): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  const db = await startEmbeddedPostgres({ dir: path.resolve(config.embeddedPg.dir), port: config.embeddedPg.port });
  await db.createDatabase(DATABASE);
  return { url: db.url(DATABASE), stop: db.stop };
}

/**
 * The database for a command run beside the server (`npm run admin`): the embedded PostgreSQL the running
 * server started, reached on its port with its password and left running; otherwise as the server would
 * (DATABASE_URL, or an embedded PostgreSQL of the command's own, stopped when it ends).
 */
export async function connectDatabaseBesideServer(config: DatabaseSettings): Promise<DatabaseHandle> {
  if (config.databaseUrl) return connectDatabase(config);
  const dir = path.resolve(config.embeddedPg.dir);
  const postmaster = findLeftoverPostmaster(dir);
  if (postmaster.state === 'in-use') {
    const { port } = postmaster;
    const password = readEmbeddedPassword(dir);
    if (!port || !password) throw new Error(`The server's database in ${dir} is running, but its port or password could not be read.`);
    return { url: `postgresql://postgres:${password}@127.0.0.1:${port}/${DATABASE}`, stop: async () => undefined };
  }
  return connectDatabase(config);
}
