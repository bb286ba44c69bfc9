import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface DatabaseHandle {
  url: string;
  stop: () => Promise<void>;
}

/** DATABASE_URL when given; otherwise a real PostgreSQL of our own under ./data. */
export async function connectDatabase(config: {
  databaseUrl: string | undefined;
  embeddedPg: { port: number; dir: string };
}): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  const db = await startEmbeddedPostgres({ dir: path.resolve(config.embeddedPg.dir), port: config.embeddedPg.port });
  await db.createDatabase('beach_house');
  return { url: db.url('beach_house'), stop: db.stop };
}
