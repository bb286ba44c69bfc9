import { addDaysIso, todayAtProperty } from '../shared/lib/dates';
import type { AddressInfo } from 'node:net';
import { get, type Server } from 'node:http';
import type { Express } from 'express';
import { createApp } from '../server/http/app';
import { sessionOptions } from '../server/http/session';
import { createAccount } from '../server/composition/factories';
import { UserEntity } from '../server/modules/auth/auth.entity';
import { startSession } from '../server/modules/auth/session.service';
import type { Orm } from '../server/db/orm';
import { testConfig } from './test-config';
import type { ChatStreams } from '../server/modules/chat/chat-presence';

export interface HttpHarness {
  baseUrl: string;
  close: () => Promise<void>;
}

/** The real Express app on 127.0.0.1 and a free port, for calls over HTTP. */
export async function startHttp(
  orm: Orm,
  options: {
    authRateLimit?: number;
    contactRateLimit?: number;
    bookingRateLimit?: number;
    apiRateLimit?: number;
    chatStartRateLimit?: number;
    chatMessageRateLimit?: number;
    publicUrl?: string;
    chatStreams?: ChatStreams;
    /** 1 to take the client's address from X-Forwarded-For, so one test stands for many clients. */
    trustProxy?: number;
    /** What /readyz asks to learn that the server is shutting down. */
    isStopping?: () => boolean;
    /** Turns GET /metrics on, behind this bearer token. */
    metricsToken?: string;
  } = {},
): Promise<HttpHarness> {
  const app = await createApp({
    orm,
    session: sessionOptions('test-secret-that-is-long-enough-for-iron-session', false),
    trustProxy: options.trustProxy ?? 0,
    config: testConfig({ ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}), ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}) }),
    client: 'none',
    apiRateLimit: options.apiRateLimit ?? 100_000,
    authRateLimit: options.authRateLimit ?? 1000,
    contactRateLimit: options.contactRateLimit ?? 1000,
    bookingRateLimit: options.bookingRateLimit ?? 1000,
    chatStartRateLimit: options.chatStartRateLimit ?? 1000,
    chatMessageRateLimit: options.chatMessageRateLimit ?? 1000,
    chatStreams: options.chatStreams,
    isStopping: options.isStopping,
  });
  return listenOnLoopback(app);
}

/** `app` listening on 127.0.0.1 and a free port. */
export async function listenOnLoopback(app: Express): Promise<HttpHarness> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A tiny cookie-keeping client, like a browser tab. */
export function browserLike(baseUrl: string) {
  let cookie = '';
  async function call(method: string, path: string, body?: unknown) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0]!;
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: response.status, body: json as Record<string, unknown>, text, setCookie };
  }
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body ?? {}),
    put: (path: string, body?: unknown) => call('PUT', path, body ?? {}),
    del: (path: string) => call('DELETE', path),
    cookie: () => cookie,
    setCookie: (value: string) => {
      cookie = value;
    },
  };
}

/**
 * The owner's account, made by the shared factory (src/server/composition/factories.ts),
 * signed in through the real API in a tab of its own.
 */
export async function signedInOwner(orm: Orm, baseUrl: string): Promise<ReturnType<typeof browserLike>> {
  return (await signInNewOwner(orm, baseUrl)).tab;
}

/**
 * The same owner, signed in twice: a tab for REST calls, and a session id of
 * theirs for tRPC callers in the test (`memorySession(session)`).
 */
export async function signedInOwnerWithSession(orm: Orm, baseUrl: string): Promise<{ tab: ReturnType<typeof browserLike>; session: string }> {
  const { tab, user } = await signInNewOwner(orm, baseUrl);
  const em = orm.em.fork();
  return { tab, session: await startSession(em, await em.findOneOrFail(UserEntity, { id: user.id })) };
}

async function signInNewOwner(orm: Orm, baseUrl: string) {
  const owner = { name: 'Leilani Kahale', email: 'owner@example.com', password: 'correct horse battery staple' };
  const user = await createAccount(orm.em.fork(), { ...owner, role: 'owner' });
  const tab = browserLike(baseUrl);
  const login = await tab.post('/api/login', { email: owner.email, password: owner.password });
  if (login.status !== 200) throw new Error(`owner sign-in answered ${login.status}`);
  return { tab, user };
}

/**
 * Rate-limit counters live in the database and outlast an app instance (as they
 * outlast a restart in production): a test that measures a limit starts from zero.
 */
export async function resetRateLimits(orm: Orm): Promise<void> {
  await orm.em.fork().getConnection().execute('delete from rate_limit', [], 'run');
}

/**
 * The first account (the owner) registers, and a guest starts a checkout 20
 * days ahead: what tests that walk every route need to sign in and to name a
 * real booking.
 */
export async function ownerAndBooking(baseUrl: string): Promise<{ ownerCookie: string; reference: string; token: string }> {
  const owner = browserLike(baseUrl);
  const registered = await owner.post('/api/register', { name: 'Leilani Kahale', email: 'owner@example.com', password: 'correct horse battery staple' });
  if (registered.status !== 201) throw new Error(`owner registration answered ${registered.status}`);
  const start = addDaysIso(todayAtProperty(), 20);
  const checkout = await browserLike(baseUrl).post('/api/bookings/checkout', {
    start,
    end: addDaysIso(start, 2),
    guests: 2,
    guest: { name: 'Ana Bell', email: 'ana@example.com', phone: '+1 808 555 0100', arrivalTime: '16:00', agreeToPolicies: true },
  });
  if (checkout.status !== 201) throw new Error(`checkout answered ${checkout.status}`);
  return { ownerCookie: owner.cookie(), reference: String(checkout.body.reference), token: String(checkout.body.token) };
}

/** The raw answer, as a browser's network layer sees it before decoding. */
export function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}
