import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
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

describe('the front door ahead of the router', () => {
  /** The app's shape: a layer before the door (the health routes' place), the door's opening, the door, a route behind. */
  async function withDoorFirst(run: (base: string, seen: { opening: string[]; router: string[]; errors: string[] }) => Promise<void>): Promise<void> {
    const seen = { opening: [] as string[], router: [] as string[], errors: [] as string[] };
    const app = express();
    const door = frontDoor();
    door.get('/api/property/public', (req, res) => void res.send(`kept ${req.ip ? 'from an address' : 'from nowhere'}, fresh: ${String(req.fresh)}`));
    door.get('/api/quote', (req, res, next) => (req.query.coupon ? next() : void res.send('kept quote')));
    door.get('/api/broken', (_req, _res, next) => next(new Error('the read failed')));
    app.use((req, _res, next) => {
      seen.router.push(req.url);
      next();
    });
    const opening: RequestHandler = (req, res, next) => {
      seen.opening.push(req.url);
      res.setHeader('x-opened', 'yes');
      next();
    };
    app.use(door.openBeforeRouter(app, opening, (error, _req, res) => {
      seen.errors.push((error as Error).message);
      res.status(500).send('a plain sentence');
    }));
    app.use(door.handle);
    app.all('/{*rest}', (req, res) => void res.send(`behind: ${req.method} ${req.path} ${typeof req.query.coupon === 'string' ? req.query.coupon : ''}`));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen);
    } finally {
      server.close();
    }
  }

  it('answers its reads after the opening alone, with Express’s request and response, and never enters the router', async () => {
    await withDoorFirst(async (base, seen) => {
      for (const path of ['/api/property/public', '/api/property/public/?x=1', '/API/Property/Public']) {
        const response = await fetch(`${base}${path}`);
        expect(await response.text()).toBe('kept from an address, fresh: false');
        expect(response.headers.get('x-opened')).toBe('yes');
      }
      expect((await fetch(`${base}/api/property/public`, { method: 'HEAD' })).status).toBe(200);
      expect(seen.router).toEqual([]);
      expect(seen.opening).toHaveLength(4);
    });
  });

  it('sends everything else through the router, opened once', async () => {
    await withDoorFirst(async (base, seen) => {
      const response = await fetch(`${base}/api/property/public`, { method: 'POST' });
      expect(await response.text()).toBe('behind: POST /api/property/public ');
      expect(response.headers.get('x-opened')).toBe('yes');
      expect(await (await fetch(`${base}/api/photos`)).text()).toBe('behind: GET /api/photos ');
      expect(seen.router).toEqual(['/api/property/public', '/api/photos']);
      expect(seen.opening).toEqual(['/api/property/public', '/api/photos']);
    });
  });

  it('lets what a route passes on go on through the router without opening it again, and gives what fails to the error answer', async () => {
    await withDoorFirst(async (base, seen) => {
      expect(await (await fetch(`${base}/api/quote`)).text()).toBe('kept quote');
      expect(await (await fetch(`${base}/api/quote?coupon=ALOHA`)).text()).toBe('behind: GET /api/quote ALOHA');
      expect(seen.opening).toEqual(['/api/quote', '/api/quote?coupon=ALOHA']);
      expect(seen.router).toEqual(['/api/quote?coupon=ALOHA']);
      const broken = await fetch(`${base}/api/broken`);
      expect(broken.status).toBe(500);
      expect(await broken.text()).toBe('a plain sentence');
      expect(seen.errors).toEqual(['the read failed']);
    });
  });
});
