import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { createAccount } from '../server/composition/factories';
import type { Orm } from '../server/db/orm';
import { createApp } from '../server/http/app';
import type { PhotoJobs } from '../server/modules/uploads/photo-jobs';
import type { UploadSettings } from '../server/modules/uploads/storage';
import { sessionOptions } from '../server/http/session';
import { browserLike, signedInOwner } from './http-harness';
import { testConfig } from './test-config';
import { useTestDatabase } from './use-test-server';

// The page template as the client build leaves it, rendered from the source (as server-render.int.test.ts does).
const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="UTF-8" />\n<!--seo-head-->\n</head><body><div id="root"></div><script type="module" src="/assets/boot.js"></script></body></html>';
const SSR_ENTRY = path.resolve('src/client/entry-server.tsx');
const PASSWORD = 'correct horse battery staple';

export type Tab = ReturnType<typeof browserLike>;

/**
 * A server that renders the public pages and keeps them (and their heads) a minute, as in production, so only the
 * drop after an admin change can make the next request show it; with a signed-in owner and a signed-in staff member.
 * The fields are filled in its beforeAll (registered first, so a file's own beforeAll may read them). A test that
 * looks at uploaded files passes its own storage and photo jobs.
 */
export function useRenderingServerWithTeam(staffMember: { name: string; email: string }, options: { uploads?: UploadSettings; photoJobs?: (orm: Orm, onDone: () => void | Promise<void>) => PhotoJobs } = {}) {
  const db = useTestDatabase();
  let server: Server | undefined;
  const team = { db, base: '', owner: undefined as unknown as Tab, staff: undefined as unknown as Tab };
  beforeAll(async () => {
    const app = await createApp({
      orm: db.orm,
      session: sessionOptions('test-secret-that-is-long-enough-for-iron-session', false),
      trustProxy: 0,
      config: testConfig(options.uploads ? { uploads: options.uploads } : {}),
      client: { template: TEMPLATE, ssrEntry: SSR_ENTRY },
      photoJobs: options.photoJobs && ((onDone) => options.photoJobs!(db.orm, onDone)),
      seoHeadTtlMs: 60_000,
      apiRateLimit: 100_000,
    });
    server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    team.base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    team.owner = await signedInOwner(db.orm, team.base);
    await createAccount(db.orm.em.fork(), { ...staffMember, password: PASSWORD, role: 'staff' });
    team.staff = browserLike(team.base);
    expect((await team.staff.post('/api/login', { email: staffMember.email, password: PASSWORD })).status).toBe(200);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return team;
}

export interface TrpcAnswer<T = unknown> {
  status: number;
  data?: T;
  message?: string;
  fieldErrors?: Record<string, string[]>;
  text: string;
}

/** One tRPC call as the browser makes it (a GET for a query without input, else a POST), answered with its parts. */
export async function callTrpc<T = unknown>(tab: Tab, procedure: string, input?: unknown, kind: 'query' | 'mutation' = 'mutation'): Promise<TrpcAnswer<T>> {
  const response =
    input === undefined
      ? await tab.get(`/trpc/${procedure}`)
      : kind === 'query'
        ? await tab.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`)
        : await tab.post(`/trpc/${procedure}`, { json: input });
  const body = response.body as {
    result?: { data: { json: T } };
    error?: { json: { message: string; data: { fieldErrors?: Record<string, string[]> } } };
  };
  return {
    status: response.status,
    data: body.result?.data.json,
    message: body.error?.json.message,
    fieldErrors: body.error?.json.data.fieldErrors,
    text: response.text,
  };
}
