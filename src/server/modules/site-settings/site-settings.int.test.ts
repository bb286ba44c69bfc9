import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../../shared/settings/site-settings.schemas';
import { browserLike, signedInOwner } from '../../../test/http-harness';
import { testConfig } from '../../../test/test-config';
import { useTestDatabase } from '../../../test/use-test-server';
import { siteInfoSeed } from '../../composition/seed-data/site-info';
import { createApp } from '../../http/app';
import { createPageCacheDrops, type PageCacheDrops } from '../../http/page-cache-drops';
import { sessionOptions } from '../../http/session';
import { hostNotificationEmail } from '../content/content.service';

// The page template as the client build leaves it, rendered from the source (as server-render.int.test.ts does).
const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="UTF-8" />\n<!--seo-head-->\n</head><body><div id="root"></div><script type="module" src="/assets/boot.js"></script></body></html>';
const SSR_ENTRY = path.resolve('src/client/entry-server.tsx');

const db = useTestDatabase();
const servers: Server[] = [];
const drops: PageCacheDrops[] = [];
/** Two server processes on one database, each keeping its pages a minute, and a third that hears no other process. */
let first: string;
let second: string;
let deaf: string;
let owner: ReturnType<typeof browserLike>;

async function serve(acrossProcesses: boolean): Promise<string> {
  const pageCacheDrops = acrossProcesses ? createPageCacheDrops(String(db.orm.config.get('clientUrl'))) : undefined;
  if (pageCacheDrops) drops.push(pageCacheDrops);
  const app = await createApp({
    orm: db.orm,
    session: sessionOptions('test-secret-that-is-long-enough-for-iron-session', false),
    trustProxy: 0,
    config: testConfig(),
    client: { template: TEMPLATE, ssrEntry: SSR_ENTRY },
    seoHeadTtlMs: 60_000,
    apiRateLimit: 100_000,
    pageCacheDrops,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  [first, second, deaf] = await Promise.all([serve(true), serve(true), serve(false)]);
  owner = await signedInOwner(db.orm, first);
});
afterAll(async () => {
  await Promise.all([...servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))), ...drops.map((drop) => drop.close())]);
});

type Answer = { status: number; data?: SiteSettings; fieldErrors?: Record<string, string[]> };
function answerOf(response: Awaited<ReturnType<typeof owner.post>>): Answer {
  const body = response.body as { result?: { data: { json: SiteSettings } }; error?: { json: { data: { fieldErrors?: Record<string, string[]> } } } };
  return { status: response.status, data: body.result?.data.json, fieldErrors: body.error?.json.data.fieldErrors };
}
const settings = async () => answerOf(await owner.get('/trpc/admin.site.settings'));
const save = async (input: unknown) => answerOf(await owner.post('/trpc/admin.site.update', { json: input }));
/** The home page as the server rendered it (the header and footer name the site). */
const homeHtml = async (base: string) => (await fetch(`${base}/`)).text();

describe('Settings → Site', () => {
  it('starts from today’s values: site info’s seed and the house’s times and rules', async () => {
    const read = await settings();
    expect(read.status).toBe(200);
    expect(read.data).toMatchObject({
      site_name: siteInfoSeed.siteName,
      contact_email: siteInfoSeed.contactEmail,
      social_instagram: siteInfoSeed.socialLinks.instagram,
      tat_registration_id: siteInfoSeed.tatRegistrationId,
      county_registration: siteInfoSeed.countyRegistration,
      tax_map_key: siteInfoSeed.taxMapKey,
      tours_widget_url: '/widgets/tours',
      host_email: '',
      check_in_time: '15:00',
      check_out_time: '10:00',
      pets_allowed: false,
      smoking_allowed: false,
    });
    expect(read.data?.house_rules.some((rule) => rule.startsWith('Quiet hours'))).toBe(true);
  });

  it('saves every field, and the public reads show them while the chat host and the notification address stay as they were', async () => {
    const before = (await settings()).data!;
    const hostBefore = (await browserLike(first).get('/api/settings/site_info')).body.host;
    const changed = {
      ...before,
      contact_phone: '(808) 555-0199',
      tat_registration_id: 'TA-111-222-3333-01',
      check_in_time: '16:00',
      pets_allowed: true,
      house_rules: ['Quiet hours are 9:00 PM to 8:00 AM.', 'No parties.'],
      host_email: 'bookings@kaneohebayhouse.com',
    };
    const saved = await save({ ...changed, contact_phone: '  (808) 555-0199 ' });
    expect(saved).toMatchObject({ status: 200, data: changed });
    const site = (await browserLike(second).get('/api/settings/site_info')).body;
    expect(site).toMatchObject({ contact_phone: '(808) 555-0199', tat_registration_id: 'TA-111-222-3333-01', host: hostBefore });
    expect(site).not.toHaveProperty('host_email');
    const property = (await browserLike(second).get('/api/property/public')).body;
    expect(property).toMatchObject({ check_in_time: '16:00', pets_allowed: true, house_rules: changed.house_rules });
    expect(await hostNotificationEmail(db.orm.em.fork(), 'env@example.com')).toBe('bookings@kaneohebayhouse.com');
    expect((await save({ ...changed, host_email: '' })).status).toBe(200);
    expect(await hostNotificationEmail(db.orm.em.fork(), 'env@example.com')).toBe('env@example.com');
    expect(await hostNotificationEmail(db.orm.em.fork(), undefined)).toBe(changed.contact_email);
  });

  it('refuses bad input with a message on each field and changes nothing, not even the good fields sent with it', async () => {
    const before = (await settings()).data!;
    const refused = await save({
      ...before,
      site_name: 'A new name nobody sees',
      contact_email: 'not an address',
      social_facebook: 'javascript:alert(1)',
      tax_map_key: ' ',
      check_out_time: '25:00',
      tours_widget_url: '//elsewhere.example',
      house_rules: [],
    });
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toEqual({
      contact_email: ['Give a valid e-mail address'],
      social_facebook: ['Give the Facebook address starting with https://, or leave it empty'],
      tax_map_key: ['Give the tax map key (TMK)'],
      check_out_time: ['Give the check-out time as hours and minutes, such as 15:00'],
      tours_widget_url: ['Give an address starting with https:// or a path on this site such as /widgets/tours, or leave it empty for no widget'],
      house_rules: ['Give at least one house rule'],
    });
    expect((await settings()).data).toEqual(before);
    expect(await homeHtml(first)).not.toContain('A new name nobody sees');
  });

  it('is on every server process’s next rendering of the home page, though each keeps its pages a minute', async () => {
    const before = (await settings()).data!;
    // Each process renders and keeps the home page with the old name.
    for (const base of [first, second, deaf]) expect(await homeHtml(base)).toContain(before.site_name);

    expect((await save({ ...before, site_name: 'Mokapu Point Hale' })).status).toBe(200);
    // The process that saved, at once; the other through PostgreSQL's NOTIFY, sent before the answer.
    expect(await homeHtml(first)).toContain('Mokapu Point Hale');
    await expect.poll(() => homeHtml(second), { timeout: 2_000, interval: 20 }).toContain('Mokapu Point Hale');
    // The control: a process that hears no other still serves the page it kept, so the drop above is what did it.
    expect(await homeHtml(deaf)).toContain(before.site_name);
    expect(await homeHtml(deaf)).not.toContain('Mokapu Point Hale');
  });

  it('is the owner’s: a visitor gets 401 from tRPC and REST, and the REST rows read and write the same settings', async () => {
    const visitor = browserLike(first);
    expect((await visitor.get('/trpc/admin.site.settings')).status).toBe(401);
    expect((await visitor.get('/api/admin/site-settings')).status).toBe(401);
    expect((await visitor.get('/api/admin/site-settings/integrations')).status).toBe(401);
    const rest = await owner.get('/api/admin/site-settings');
    expect(rest.body).toEqual((await settings()).data);
    const put = await fetch(`${first}/api/admin/site-settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: owner.cookie() },
      body: JSON.stringify({ ...rest.body, get_license_id: 'GE-999-888-7777-01' }),
    });
    expect(put.status).toBe(200);
    expect((await browserLike(second).get('/api/settings/site_info')).body.get_license_id).toBe('GE-999-888-7777-01');
  });
});

describe('the connections, read only', () => {
  it('shows demo payments with no webhook, e-mail kept in the outbox with its backlog, and no calendar feeds', async () => {
    await fetch(`${first}/api/password-reset/request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@example.com' }) });
    const status = (await owner.get('/api/admin/site-settings/integrations')).body;
    expect(status).toEqual({
      payments: { mode: 'demo', lastWebhookAt: null },
      email: { smtpConfigured: false, lastDeliveredAt: null, backlog: 1 },
      calendarFeeds: [],
    });
  });
});
