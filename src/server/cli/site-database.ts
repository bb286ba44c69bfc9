import { connectDatabaseBesideServer } from '../db/database';
import { openOrm, type Orm } from '../db/orm';
import type { Env } from '../env';

/** What a console command gets: the site's database URL, and its ORM when the command asks for it. */
export interface SiteDatabase {
  url: string;
  /** Opened on the first call, closed when the command ends. */
  orm: () => Promise<Orm>;
}

/**
 * Runs a console command (`npm run admin`, `backup`, `restore`) on the site's database as the server would find it
 * (embedded or DATABASE_URL, beside a running server or without one), closes what it opened whatever happens, and
 * ends the process with the command's exit code.
 */
export async function runOnSiteDatabase(env: Env, command: (database: SiteDatabase) => Promise<number>): Promise<never> {
  const database = await connectDatabaseBesideServer(env);
  let opened: Promise<Orm> | undefined;
  let exitCode = 1;
  try {
    exitCode = await command({ url: database.url, orm: () => (opened ??= openOrm(database.url)) });
  } finally {
    if (opened) await (await opened).close();
    await database.stop();
  }
  process.exit(exitCode);
}
