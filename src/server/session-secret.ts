import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { log } from './logger';

/**
 * SESSION_SECRET from the environment; without one, a random secret made for
 * this installation and kept (mode 600) under ./data, never a built-in value.
 */
export function loadSessionSecret(fromEnv: string | undefined, file: string): string {
  if (fromEnv) return fromEnv;
  const resolved = path.resolve(file);
  if (existsSync(resolved)) {
    const stored = readFileSync(resolved, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(path.dirname(resolved), { recursive: true });
  writeFileSync(resolved, `${secret}\n`, { mode: 0o600 });
  log.info(`no SESSION_SECRET set: generated one for this installation in ${file}`);
  return secret;
}
