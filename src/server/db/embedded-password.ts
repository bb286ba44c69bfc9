import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded PostgreSQL's password: random, made once per data folder and
 * kept beside it (mode 600), like the session secret. Never a value in the code,
 * so another local user or process cannot log in with a password read from GitHub.
 */
export function embeddedPasswordFile(dataDir: string): string {
  return path.join(path.dirname(path.resolve(dataDir)), `${path.basename(dataDir)}-password`);
}

export function readEmbeddedPassword(dataDir: string): string | null {
  const file = embeddedPasswordFile(dataDir);
  if (!existsSync(file)) return null;
  const stored = readFileSync(file, 'utf8').trim();
  return stored.length >= 32 ? stored : null;
}

function newPassword(): string {
  // base64url: no quote or backslash, so it can go into SQL and a connection URL as it is.
  return randomBytes(32).toString('base64url');
}

/** For a new data folder: the password initdb is given, written first so it is never lost. */
export function createEmbeddedPassword(dataDir: string): string {
  const password = newPassword();
  writeFileSync(embeddedPasswordFile(dataDir), `${password}\n`, { mode: 0o600 });
  return password;
}

export interface SingleUserRun {
  /** The postgres binary. */
  postgres: string;
  /** The postgres system user's ids when we run as root (PostgreSQL refuses root). */
  ids: { uid?: number; gid?: number };
}

/**
 * A data folder made before passwords were generated has a password that was
 * public. Give its role a new random one through PostgreSQL's single-user mode
 * (no server running, no network, no old password needed), then keep the file.
 * The new password is written to a side file first, so a crash in between
 * retries with the same one and nothing is ever locked out.
 */
export async function replaceOldEmbeddedPassword(dataDir: string, user: string, run: SingleUserRun): Promise<string> {
  const file = embeddedPasswordFile(dataDir);
  const pending = `${file}.new`;
  let password = existsSync(pending) ? readFileSync(pending, 'utf8').trim() : '';
  if (password.length < 32) {
    password = newPassword();
    writeFileSync(pending, `${password}\n`, { mode: 0o600 });
  }
  const output = await new Promise<{ code: number | null; text: string }>((resolve, reject) => {
    const child = spawn(run.postgres, ['--single', '-D', dataDir, '-c', 'listen_addresses=', 'postgres'], {
      ...run.ids,
      env: { LC_MESSAGES: 'C' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, text }));
    child.stdin.end(`ALTER ROLE "${user.replaceAll('"', '')}" PASSWORD '${password}';\n`);
  });
  if (output.code !== 0 || /\b(ERROR|FATAL)\b/.test(output.text)) {
    // The password must not reach a log: PostgreSQL may echo the statement.
    throw new Error(`Could not set a new password on the embedded PostgreSQL in ${dataDir}:\n${output.text.replaceAll(password, '***').slice(-800)}`);
  }
  renameSync(pending, file);
  return password;
}
