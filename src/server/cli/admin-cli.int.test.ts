import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../composition/factories';
import { browserLike } from '../../test/http-harness';
import { useTestServer } from '../../test/use-test-server';

const run = promisify(execFile);
const { db, http } = useTestServer();
const owner = { name: 'Leilani Kahale', email: 'owner@example.com', password: 'the password she forgot' };

/** `npm run admin -- …` as the owner runs it at the server's console, on this file's database. */
async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATABASE_URL: db.url, PUBLIC_URL: http.baseUrl, LOG_LEVEL: 'warn' };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', path.resolve('src/server/cli/admin-cli.ts'), ...args], { env, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  await createAccount(db.orm.em.fork(), { ...owner, role: 'owner' });
});

describe('npm run admin -- reset-password', () => {
  it('prints a one-time link on the console that sets a new password and signs the owner in, once', async () => {
    const result = await admin('reset-password', 'Owner@Example.com');
    expect(result.code).toBe(0);
    const link = /https?:\/\/\S+/.exec(result.stdout)?.[0];
    expect(link).toMatch(new RegExp(`^${http.baseUrl}/auth\\?reset=[\\w-]+$`));
    expect(result.stdout).toContain('valid for 60 minutes');

    const token = new URL(link!).searchParams.get('reset')!;
    const tab = browserLike(http.baseUrl);
    const reset = await tab.post('/api/password-reset', { token, password: 'a new one she will keep' });
    expect(reset.status).toBe(200);
    expect((await browserLike(http.baseUrl).post('/api/login', { email: owner.email, password: 'a new one she will keep' })).status).toBe(200);
    expect((await browserLike(http.baseUrl).post('/api/login', { email: owner.email, password: owner.password })).status).toBe(401);

    // Spent: the same link does nothing a second time.
    expect((await browserLike(http.baseUrl).post('/api/password-reset', { token, password: 'someone else’s choice' })).status).toBe(400);
  });

  it('says so, with a failing exit code, when no account has the address, and prints no link', async () => {
    const result = await admin('reset-password', 'stranger@example.com');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No account has the e-mail stranger@example.com.');
    expect(result.stdout).not.toMatch(/https?:\/\//);
  });
});
