import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseServerState, SERVER_STATE_ID } from '../../shared/lib/server-state';
import { listenOnLoopback, rawGet, signedInOwner, type HttpHarness } from '../../test/http-harness';
import { useTestDatabase } from '../../test/use-test-server';
import { attractionSeeds } from '../composition/seed-data/attractions';
import { propertySeed } from '../composition/seed-data/property';
import { PropertyEntity } from '../modules/property/property.entity';
import { addBlackout, removeBlackout } from '../modules/availability/blackout.service';
import { addDaysIso, todayAtProperty } from '../../shared/lib/dates';
import { DEFAULT_PAGE_TEXTS } from '../../shared/content/page-texts.defaults';
import { log } from '../logger';
import { CLIENT_DIST_DIR } from '../paths';
import { createApp } from './app';
import { sessionOptions } from './session';
import { testConfig } from '../../test/test-config';

// The page template as the client build leaves it: the SEO head mark, an empty root, the app's script.
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />\n<!--seo-head-->\n</head><body><div id="root"></div><script type="module" src="/assets/boot.js"></script></body></html>';
// The source the SSR build is made from, so this runs without a build.
const SSR_ENTRY = path.resolve('src/client/entry-server.tsx');

const db = useTestDatabase();
const servers: HttpHarness[] = [];
let base: string;

async function serve(ssrEntry: string, seoHeadTtlMs?: number): Promise<string> {
  const app = await createApp({
    seoHeadTtlMs,
    orm: db.orm,
    session: sessionOptions('test-secret-that-is-long-enough-for-iron-session', false),
    trustProxy: 0,
    config: testConfig(),
    client: { template: TEMPLATE, ssrEntry },
  });
  const http = await listenOnLoopback(app);
  servers.push(http);
  return http.baseUrl;
}

beforeAll(async () => {
  base = await serve(SSR_ENTRY);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function page(pathname: string, from = base) {
  const response = await fetch(`${from}${pathname}`);
  const html = await response.text();
  const root = /<div id="root"((?: data-[a-z]+)*)>([\s\S]*?)<\/div><script type="application\/json"/.exec(html);
  const state = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">([\\s\\S]*?)</script>`).exec(html);
  return { status: response.status, html, root: root?.[2], state: parseServerState(state?.[1]) };
}

const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const cached = (state: Awaited<ReturnType<typeof page>>['state'], procedure: string) =>
  state?.queries.find((query) => JSON.stringify(query.queryKey[0]) === JSON.stringify(procedure.split('.')))?.state.data;

/** The one owner of the file's database, signed in once. */
let signedIn: ReturnType<typeof signedInOwner> | undefined;
const theOwner = () => (signedIn ??= signedInOwner(db.orm, base));

describe('server rendering of the public pages', () => {
  it("sends / with the hero, the house's facts from the database and the data the browser hydrates with", async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('<div id="root" data-ssr data-islands>');
    expect(text(home.root!)).toContain(propertySeed.title);
    // The hero photo is in the HTML with high priority: the preload scanner finds it before any script runs.
    expect(home.root).toMatch(/<img[^>]*fetchPriority="high"|<img[^>]*fetchpriority="high"/);
    expect(cached(home.state, 'property.public')).toMatchObject({ title: propertySeed.title });
    // Complete: no part left for an inline script to finish (the CSP would block it).
    expect(home.root).not.toContain('<script');
    expect(home.root).not.toContain('<!--$?-->');
    expect(home.root).not.toContain('<!--$!-->');
  });

  it('sends /policies as islands: the header, chat button and motion switch each rendered on its own in its box, the rest plain HTML', async () => {
    const policies = await page('/policies');
    expect(policies.html).toContain('<div id="root" data-ssr data-islands>');
    const box = (name: string) => new RegExp(`<div data-island="${name}" data-island-slot="\\d+">([\\s\\S]*?)</div>(?=<main|<footer|<div|</div>|<p|$)`).exec(policies.root!)?.[1];
    expect(box('header')).toMatch(/^<header[^>]*>/);
    expect(text(box('header')!)).toContain('Book Now');
    expect(policies.root).toMatch(/<div data-island="chat" data-island-slot="\d+"><aside[^>]*aria-label="Chat"/);
    // Each island's ids carry its own prefix (the browser hydrates it alone with the same one), so its labels point at its own elements.
    const motion = /<div data-island="motion" data-island-slot="(\d+)">([\s\S]*?role="radiogroup"[^>]*)>/.exec(policies.root!);
    expect(motion?.[2]).toMatch(new RegExp(`aria-labelledby="[^"]*motion${motion?.[1]}-[^"]*"`));
    const labelled = /aria-labelledby="([^"]+)"/.exec(motion![2]!)![1]!;
    expect(policies.root).toContain(`id="${labelled}"`);
    // A page hydrated whole (the review form) has no boxes.
    const review = await page('/review');
    expect(review.html).toContain('<div id="root" data-ssr>');
    expect(review.root).not.toContain('data-island');
  });

  it("sends / as islands: the hero's photo and widget in boxes of their own, and the phone's booking bar drawn as every full load starts it", async () => {
    const home = await page('/');
    expect(home.html).toContain('<div id="root" data-ssr data-islands>');
    expect(home.root).toMatch(/<section[^>]*aria-labelledby="hero-title"[^>]*><div data-island="heroMedia" data-island-slot="\d+"><picture>/);
    // The widget shows from 1024 px only, which the server cannot know: its box is empty until the browser starts it.
    expect(home.root).toMatch(/<div data-slot="booking-widget"[^>]*><div data-island="heroBooking" data-island-slot="\d+"><\/div><\/div>/);
    const bar = /<div data-island="bookingBar" data-island-slot="\d+">([\s\S]*?<section aria-label="Booking summary"[^>]*>[\s\S]*?<\/section>)/.exec(home.root!);
    expect(text(bar![1]!)).toMatch(/\$[\d,.]+ night/);
    expect(text(bar![1]!)).toContain('Add dates');
    expect(text(bar![1]!)).toContain('Reserve');
  });

  it('sends /stay as islands: the gallery drawn in its box with its photo buttons, the sections below the fold as boxes with their placeholders and words', async () => {
    const stay = await page('/stay');
    expect(stay.html).toContain('<div id="root" data-ssr data-islands>');
    const gallery = /<div data-island="gallery" data-island-slot="(\d+)">(<section id="gallery"[\s\S]*?<\/section>)<\/div>/.exec(stay.root!);
    expect(gallery).not.toBeNull();
    expect(gallery![2]).toMatch(/<button[^>]*aria-label="Open photo 1 of \d+: [^"]+"/);
    expect(text(gallery![2]!)).toMatch(/Show all \d+ photos/);
    expect(gallery![2]).toMatch(new RegExp(`aria-labelledby="[^"]*gallery${gallery![1]}-[^"]*"`));
    // Below the fold: an empty placeholder as tall as the section will be, keeping its id for #anchors.
    expect(stay.root).toMatch(/<div data-island="amenities" data-island-slot="\d+"><div id="amenities" style="min-height:40rem" aria-busy="true"><\/div><\/div>/);
    const location = /<div data-island="location" data-island-slot="\d+" data-island-props="([^"]*)"><div id="location"/.exec(stay.root!);
    const props = JSON.parse(location![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as { description: string; points: unknown[] };
    expect(props.description.length).toBeGreaterThan(0);
    expect(props.points.length).toBeGreaterThan(0);
  });

  it('sends /stay with its description, /experiences with the things to do and /policies with the policy text', async () => {
    const stay = await page('/stay');
    expect(text(stay.root!)).toContain(text(propertySeed.description).trim().slice(0, 60));

    const experiences = await page('/experiences');
    expect(text(experiences.root!)).toContain(attractionSeeds[0]!.name);

    const policies = await page('/policies');
    for (const anchor of ['cancellation', 'terms', 'privacy', 'house-rules']) expect(policies.root).toContain(`id="${anchor}"`);
    expect(policies.root).not.toContain('Loading policies');
  });

  it('sends /booking as islands with its text and the booking form empty, as every full load starts it', async () => {
    const booking = await page('/booking');
    expect(booking.status).toBe(200);
    expect(booking.html).toContain('<div id="root" data-ssr data-islands>');
    // The widget, the contact card and the phone's bar share one form: one island, its text given as a prop.
    const form = /<div data-island="bookingForm" data-island-slot="\d+" data-island-props="([^"]*)">(<section id="booking-form"[\s\S]*?aria-label="Booking summary"[\s\S]*?<\/section>)<\/div>/.exec(booking.root!);
    expect(form).not.toBeNull();
    expect(JSON.parse(form![1]!.replaceAll('&quot;', '"'))).toEqual({ contactIntro: DEFAULT_PAGE_TEXTS.booking.contact_intro });
    expect(text(form![2]!)).toContain('Add dates');
    const words = text(booking.root!);
    expect(words).toContain(DEFAULT_PAGE_TEXTS.booking.title);
    expect(words).toContain(DEFAULT_PAGE_TEXTS.booking.contact_intro);
    // The widget itself, not its loading state: the nightly rate, the Reserve button (disabled until dates are picked).
    expect(words).toContain("You won't be charged yet");
    expect(booking.root).toMatch(/<button[^>]*disabled=""[^>]*>Reserve<\/button>|<button[^>]*disabled[^>]*>[^<]*Reserve/);
    expect(words).not.toContain('Loading booking details');
    expect(cached(booking.state, 'property.public')).toMatchObject({ title: propertySeed.title });
    expect(booking.root).not.toContain('<script');
  });

  it('renders the not-found page with a 404, and leaves the later booking steps, sign-in and admin pages to the browser', async () => {
    const missing = await page('/no-such-page');
    expect(missing.status).toBe(404);
    expect(text(missing.root!)).toContain('Page not found');

    for (const pathname of ['/booking/details', '/auth', '/admin']) {
      const shell = await page(pathname);
      expect(shell.html).toContain('<div id="root"></div>');
      expect(shell.html).not.toContain(SERVER_STATE_ID);
    }
  });

  it("escapes the owner's text in the markup and in the data block", async () => {
    const stay = await page('/stay');
    expect(stay.html.match(/<\/script>/g)?.length).toBe(stay.html.match(/<script/g)?.length);
    expect(cached(stay.state, 'property.public')).toMatchObject({ description: propertySeed.description });
  });

  it('sends the bare shell, which the browser renders itself, when server rendering fails', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const broken = await serve(path.resolve('dist/no-such-ssr-entry.js'));
    const home = await page('/', broken);
    expect(home.status).toBe(200);
    expect(home.html).toContain('<div id="root"></div>');
    expect(home.html).toContain('<title>');
    expect(logged).toHaveBeenCalledWith('Server rendering of / failed', expect.anything());
    logged.mockRestore();
  });

  it('serves one rendering to every visitor for the time a page head is kept, then renders the owner’s change', async () => {
    // Long enough that a busy machine's second request still falls inside it (1 s failed once in a full run under load).
    const site = await serve(SSR_ENTRY, 3000);
    expect(text((await page('/stay', site)).root!)).toContain(propertySeed.title);
    await db.orm.em.fork().nativeUpdate(PropertyEntity, {}, { title: 'Kaneohe Bay Hale' });
    try {
      expect(text((await page('/stay', site)).root!)).toContain(propertySeed.title);
      // A query string is rendered afresh.
      expect(text((await page('/stay?from=newsletter', site)).root!)).toContain('Kaneohe Bay Hale');
      await new Promise((resolve) => setTimeout(resolve, 3100));
      expect(text((await page('/stay', site)).root!)).toContain('Kaneohe Bay Hale');
    } finally {
      await db.orm.em.fork().nativeUpdate(PropertyEntity, {}, { title: propertySeed.title });
    }
  });

  it('serves a page whose read failed without keeping it, so the next visitor gets the whole page', async () => {
    const warned = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const site = await serve(SSR_ENTRY, 60_000);
    await db.orm.em.fork().execute('alter table "policy" rename to "policy_away"');
    try {
      const without = await page('/policies', site);
      expect(without.status).toBe(200);
      expect(text(without.root!)).not.toContain('Our neighbors are families');
      // Hydrated whole, not as islands: only the app fills in a part the server could not read.
      expect(without.html).toContain('<div id="root" data-ssr>');
      expect(without.root).not.toContain('data-island');
    } finally {
      await db.orm.em.fork().execute('alter table "policy_away" rename to "policy"');
      logged.mockRestore();
    }
    expect(warned).toHaveBeenCalledWith(expect.stringMatching(/^Server rendering of \/policies could not read \["content","policies"\]: .*: served once, not kept$/));
    warned.mockRestore();
    const whole = await page('/policies', site);
    expect(text(whole.root!)).toContain('Our neighbors are families');
    expect(whole.html).toContain('<div id="root" data-ssr data-islands>');
  });

  it('keeps the home page as islands when tomorrow is booked: the refused quote is an answer, and the hero shows the base rate', async () => {
    const warned = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const site = await serve(SSR_ENTRY, 60_000);
    // The night the hero prices (spec §7: from tomorrow at the house).
    const start = addDaysIso(todayAtProperty(), 1);
    const end = addDaysIso(start, 1);
    const blackout = await addBlackout(db.orm.em.fork(), { start, end, note: 'Family visit' });
    try {
      const first = await page('/', site);
      expect(first.html).toContain('<div id="root" data-ssr data-islands>');
      expect(text(first.root!)).toContain(`Starting $${propertySeed.baseRateCents / 100}/night`);
      const again = await rawGet(`${site}/`, { 'accept-encoding': 'identity' });
      expect(again.headers.etag).toBeDefined();
      const repeat = await rawGet(`${site}/`, { 'accept-encoding': 'identity', 'if-none-match': String(again.headers.etag) });
      expect(repeat.status).toBe(304);
      expect(warned).not.toHaveBeenCalledWith(expect.stringMatching(/^Server rendering of \/ could not read/));
    } finally {
      await removeBlackout(db.orm.em.fork(), blackout.blackout.id);
      warned.mockRestore();
    }
  });

  it("drops the kept pages when the owner changes something in the admin area, so the change shows at once", async () => {
    const before = await page('/stay');
    expect(cached(before.state, 'property.public')).toMatchObject({ base_rate: expect.any(String) });

    const owner = await theOwner();
    const rates = { baseRateCents: 61_000, cleaningFeeCents: 32_500, minNights: 2 };
    expect((await owner.post('/trpc/admin.pricing.updateRates', { json: rates })).status).toBe(200);

    const after = await page('/stay');
    expect(cached(after.state, 'property.public')).toMatchObject({ base_rate: '610.00', min_nights: 2 });
  });

  it("sends a kept page's finished bytes as the browser accepts them, under a strong ETag: 304 to a repeat visit, a new one after the owner's change", async () => {
    const visit = (headers: Record<string, string>) => fetch(`${base}/experiences`, { headers });
    const plain = await visit({ 'accept-encoding': 'identity' });
    const etag = plain.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const html = await plain.text();
    expect(html).toContain('<div id="root" data-ssr data-islands>');
    expect(plain.headers.get('content-type')).toBe('text/html; charset=utf-8');

    // Node's fetch decodes what it is sent: the same page, whichever encoding carried it.
    for (const encoding of ['br', 'gzip']) {
      const compressed = await visit({ 'accept-encoding': `${encoding}` });
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(compressed.headers.get('etag')).toBe(etag);
      expect(await compressed.text()).toBe(html);
    }
    // A browser revalidating its copy (node:http: fetch adds Cache-Control: no-cache to a conditional request).
    const again = await rawGet(`${base}/experiences`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const owner = await theOwner();
    const rates = { baseRateCents: 62_000, cleaningFeeCents: 32_500, minNights: 2 };
    expect((await owner.post('/trpc/admin.pricing.updateRates', { json: rates })).status).toBe(200);
    const changed = await rawGet(`${base}/experiences`, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('compressed assets', () => {
  it("sends the build's brotli or gzip copy of an asset as the browser accepts it, and the file itself to one that accepts neither", async () => {
    const assets = path.join(CLIENT_DIST_DIR, 'assets');
    await mkdir(assets, { recursive: true });
    const file = path.join(assets, `precompressed-probe-${process.pid}.js`);
    // Each copy says which it is, so what arrives shows which file was sent (not compressed on the way).
    await writeFile(file, 'export const copy = "original";'.padEnd(2000, ' '));
    await writeFile(`${file}.br`, brotliCompressSync('export const copy = "brotli";'));
    await writeFile(`${file}.gz`, gzipSync('export const copy = "gzip";'));
    try {
      const site = await serve(SSR_ENTRY);
      const asset = async (acceptEncoding: string) => {
        const response = await fetch(`${site}/assets/${path.basename(file)}`, { headers: { 'accept-encoding': acceptEncoding } });
        return {
          status: response.status,
          encoding: response.headers.get('content-encoding'),
          // The charset's spelling differs between the copies' and the file's code paths; browsers read it case-blind.
          type: response.headers.get('content-type')?.toLowerCase(),
          cache: response.headers.get('cache-control'),
          vary: response.headers.get('vary'),
          text: (await response.text()).trim(),
        };
      };
      expect(await asset('gzip, deflate, br')).toEqual({
        status: 200,
        encoding: 'br',
        type: 'text/javascript; charset=utf-8',
        cache: 'public, max-age=31536000, immutable',
        vary: 'Accept-Encoding',
        text: 'export const copy = "brotli";',
      });
      expect(await asset('gzip')).toMatchObject({ encoding: 'gzip', type: 'text/javascript; charset=utf-8', text: 'export const copy = "gzip";' });
      expect(await asset('identity')).toMatchObject({ encoding: null, type: 'text/javascript; charset=utf-8', text: 'export const copy = "original";' });
    } finally {
      await Promise.all([file, `${file}.br`, `${file}.gz`].map((name) => rm(name, { force: true })));
    }
  });
});

describe('source maps', () => {
  it('never serves a source map, even one an older build left in the assets folder', async () => {
    const assets = path.join(CLIENT_DIST_DIR, 'assets');
    await mkdir(assets, { recursive: true });
    const stale = path.join(assets, 'left-by-an-older-build.js.map');
    await writeFile(stale, '{"version":3,"sources":["src/client/secret.ts"]}');
    try {
      const response = await fetch(`${base}/assets/left-by-an-older-build.js.map`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('sources');
    } finally {
      await rm(stale, { force: true });
    }
  });
});
