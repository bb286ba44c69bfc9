import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { frontDoor } from './front-door';

/** A server with the front door first and a fallback route behind it, as the app has. */
async function withServer(run: (base: string) => Promise<void>): Promise<void> {
  const app = express();
  const door = frontDoor();
  door.get('/api/property/public', (_req, res) => void res.send('kept'));
  app.use(door.handle);
  app.all('/{*rest}', (req, res) => void res.send(`behind: ${req.method} ${req.path}`));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

describe('the front door', () => {
  it('answers its GET paths as Express would match them, and passes everything else on', async () => {
    await withServer(async (base) => {
      const text = async (path: string, init?: RequestInit) => (await fetch(`${base}${path}`, init)).text();
      expect(await text('/api/property/public')).toBe('kept');
      expect(await text('/api/property/public?x=1')).toBe('kept');
      expect(await text('/api/property/public/')).toBe('kept');
      expect(await text('/API/Property/Public')).toBe('kept');
      expect((await fetch(`${base}/api/property/public`, { method: 'HEAD' })).status).toBe(200);
      expect(await text('/api/property/public', { method: 'POST' })).toBe('behind: POST /api/property/public');
      expect(await text('/api/property/publicity')).toBe('behind: GET /api/property/publicity');
    });
  });

  it('takes fixed paths only, each once', () => {
    const door = frontDoor();
    expect(() => door.get('/api/bookings/:id', () => undefined)).toThrow('fixed paths only');
    door.get('/api/photos', () => undefined);
    expect(() => door.get('/api/Photos/', () => undefined)).toThrow('already');
  });
});
