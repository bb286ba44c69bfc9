/**
 * `npm run restore -- FILE [--yes] [--force]`: puts a backup (its folder, or the database.dump in it) back into
 * the site's database (embedded or DATABASE_URL) and UPLOADS_DIR, after a typed confirmation (decision 056).
 * A database that has tables is refused unless --force, which replaces it.
 */
import { createInterface } from 'node:readline/promises';
import { parseEnv } from '../env';
import { setLogLevel } from '../logger';
import { backupFolderOf, restoreBackup } from '../modules/backups/backup-archive';
import { redact, secretsOf } from '../modules/backups/pg-tools';
import { runOnSiteDatabase } from './site-database';

const USAGE = 'Usage: npm run restore -- BACKUP_FOLDER_OR_DUMP [--yes] [--force]\n  --yes    do not ask for the typed confirmation\n  --force  replace a database that has tables and the uploads that are there';
const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith('--')));
const files = args.filter((arg) => !arg.startsWith('--'));
const unknown = [...flags].filter((flag) => !['--yes', '--force'].includes(flag));
if (files.length !== 1 || unknown.length > 0) {
  console.error(unknown.length > 0 ? `Unknown option ${unknown.join(', ')}.\n\n${USAGE}` : USAGE);
  process.exit(2);
}

setLogLevel('warn');
const env = parseEnv();
const folder = backupFolderOf(files[0]!);
const target = env.databaseUrl ? `the database at DATABASE_URL (${new URL(env.databaseUrl).host})` : `the embedded database in ${env.embeddedPg.dir}`;

if (!flags.has('--yes')) {
  if (!process.stdin.isTTY) {
    console.error('Restore asks for a typed confirmation: run it in a terminal, or pass --yes.');
    process.exit(2);
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(
    `Restore ${folder}\ninto ${target} and ${env.uploads.dir}${flags.has('--force') ? ', REPLACING what is there' : ''}?\nType RESTORE to go on: `,
  );
  prompt.close();
  if (answer.trim() !== 'RESTORE') {
    console.error('Not restored.');
    process.exit(1);
  }
}

await runOnSiteDatabase(env, async (database) => {
  try {
    const restored = await restoreBackup(folder, { databaseUrl: database.url, uploadsDir: env.uploads.dir, pgBinDir: env.backups.pgBinDir, force: flags.has('--force') });
    console.log(`Restored ${restored.tables} tables and sequences and ${restored.uploads} uploaded files. Start the server (npm start) to serve the site.`);
    return 0;
  } catch (error) {
    console.error(`Not restored: ${redact(error instanceof Error ? error.message : String(error), secretsOf(database.url))}`);
    return 1;
  }
});
