import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-config';

/** Server code that ships: everything under src/server but tests. */
function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('server configuration', () => {
  it('has no built-in signing secret or local site address in server code', () => {
    // Guests' links (and every other signed value) must be signed with the configured secret, never with one that is public in the repository.
    const fallbacks = /test-only-booking-link-secret|TEST_LINK_SECRET|LOCAL_URL|['"]http:\/\/localhost:5000['"]/;
    const offenders = productionFiles(path.resolve('src/server')).filter((file) => fallbacks.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('gives tests a random signing secret, a test address and demo payments', () => {
    const config = testConfig();
    expect(config.signingSecret).toMatch(/^[\w-]{43}$/);
    expect(config.publicUrl).toBe('http://127.0.0.1');
    expect(config.payments.mode).toBe('demo');
    expect(testConfig({ publicUrl: 'https://kaneohe.example' })).toMatchObject({ publicUrl: 'https://kaneohe.example', signingSecret: config.signingSecret });
  });
});
