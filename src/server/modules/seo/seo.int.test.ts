import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEO_PAGES } from '../../../shared/seo/seo.constants';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { type TestDatabase } from '../../../test/test-database';
import { useTestDatabase } from '../../../test/use-test-server';
import { attractionSeeds } from '../../composition/seed-data/attractions';
import { propertySeed } from '../../composition/seed-data/property';
import { createApp } from '../../http/app';
import { sessionOptions } from '../../http/session';
import { SettingEntity } from '../content/content.entity';
import { SITE_INFO_KEY } from '../content/content.service';
import { testConfig } from '../../../test/test-config';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />\n<!--seo-head-->\n</head><body><div id="root"></div></body></html>';
const PUBLIC_URL = 'https://kaneohe.example';
const SITE = 'Kaneohe Bay Beach House';
const HOSTILE = `</script><script>alert(1)</script>"onload=alert(2) $&`;

interface Page {
  status: number;
  html: string;
}

/** The real app serving a small page template, on a free port. */
async function serve(db: TestDatabase, seoHeadTtlMs?: number) {
  const app = await createApp({
    orm: db.orm,
    session: sessionOptions('test-secret-that-is-long-enough-for-iron-session', false),
    trustProxy: 0,
    config: testConfig({ publicUrl: PUBLIC_URL }),
    client: { template: TEMPLATE },
    seoHeadTtlMs,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: async (path: string): Promise<Page> => {
      const response = await fetch(`${base}${path}`);
      return { status: response.status, html: await response.text() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (value: string) => value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

function title(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match ? unescape(match[1]!) : undefined;
}

function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match ? unescape(match[1]!) : undefined;
}

function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

type Node = Record<string, unknown> & { '@type': string };

function jsonLd(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.flatMap((block) => (JSON.parse(block[1]!) as { '@graph': Node[] })['@graph']);
}

const db = useTestDatabase();
let site: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  site = await serve(db);
});
afterAll(async () => {
  await site?.close();
});

describe('SEO head served without JavaScript', () => {
  it('/ has its title, description, canonical, robots, social tags and the home @graph', async () => {
    const { status, html } = await site.get('/');
    expect(status).toBe(200);
    expect(title(html)).toBe(SEO_PAGES.home.title);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'description')).toBe(SEO_PAGES.home.description);
    expect(canonical(html)).toBe(`${PUBLIC_URL}/`);
    expect(meta(html, 'robots')).toBe('index, follow');
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:title')).toBe(SEO_PAGES.home.title);
    expect(meta(html, 'og:description')).toBe(SEO_PAGES.home.description);
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/`);
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/photos/og-image-1280.webp`);
    expect(meta(html, 'og:site_name')).toBe(SITE);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe(SEO_PAGES.home.title);
    // The app still mounts into #root (on / it holds the pre-painted hero until then).
    expect(html).toContain('<div id="root">');

    const graph = jsonLd(html);
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'VacationRental', 'LodgingBusiness', 'Place', 'BreadcrumbList']);
    const rental = graph.find((node) => node['@type'] === 'VacationRental')!;
    expect(rental).toMatchObject({
      name: propertySeed.title,
      numberOfRooms: propertySeed.bedrooms,
      occupancy: { maxValue: propertySeed.maxGuests },
      geo: { latitude: propertySeed.approxLat, longitude: propertySeed.approxLng },
      address: { addressLocality: 'Kaneohe', addressRegion: 'HI', postalCode: '96744' },
      makesOffer: { price: '500.00', priceCurrency: 'USD', priceValidUntil: addDaysIso(todayAtProperty(), 30) },
      telephone: '(808) 555-0142',
    });
    expect((rental.review as unknown[]).length).toBe(5);
    expect((rental.amenityFeature as unknown[]).length).toBeGreaterThan(5);
    expect(rental.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: expect.any(Number) });
    expect((rental.aggregateRating as { reviewCount: number }).reviewCount).toBeGreaterThanOrEqual(40);
    // The exact point and street address stay private.
    expect(html).not.toContain(String(propertySeed.exactLat));
    expect(html).not.toContain(String(propertySeed.exactLng));
    expect(html).not.toContain('Lilipuna');
  });

  it('/stay has its own title, a Product with rating and offer, and breadcrumbs', async () => {
    const { status, html } = await site.get('/stay');
    expect(status).toBe(200);
    expect(title(html)).toBe(`${SEO_PAGES.stay.title} | ${SITE}`);
    expect(meta(html, 'description')).toBe(SEO_PAGES.stay.description);
    expect(canonical(html)).toBe(`${PUBLIC_URL}/stay`);
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/stay`);
    expect(meta(html, 'robots')).toBe('index, follow');
    const graph = jsonLd(html);
    expect(graph.map((node) => node['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(graph[0]).toMatchObject({
      name: propertySeed.title,
      aggregateRating: { reviewCount: expect.any(Number) },
      offers: { '@type': 'Offer', price: '500.00', priceCurrency: 'USD' },
    });
  });

  it('/experiences lists every attraction as a TouristAttraction', async () => {
    const graph = jsonLd((await site.get('/experiences')).html);
    const list = graph.find((node) => node['@type'] === 'ItemList')!;
    const items = list.itemListElement as { item: Node }[];
    expect(items.map((entry) => entry.item.name)).toEqual(attractionSeeds.map((seed) => seed.name));
    expect(items.every((entry) => entry.item['@type'] === 'TouristAttraction')).toBe(true);
  });

  it('/admin is noindex, with its own title and no structured data', async () => {
    const { status, html } = await site.get('/admin');
    expect(status).toBe(200);
    expect(title(html)).toBe(`Admin | ${SITE}`);
    expect(meta(html, 'robots')).toBe('noindex, nofollow');
    expect(canonical(html)).toBe(`${PUBLIC_URL}/admin`);
    expect(jsonLd(html)).toEqual([]);
  });

  it('an unknown path is still a 404, with the not-found head, noindex and no canonical', async () => {
    const { status, html } = await site.get('/nope');
    expect(status).toBe(404);
    expect(title(html)).toBe(`${SEO_PAGES.notFound.title} | ${SITE}`);
    expect(meta(html, 'description')).toBe(SEO_PAGES.notFound.description);
    expect(meta(html, 'robots')).toBe('noindex, nofollow');
    expect(canonical(html)).toBeUndefined();
    expect(meta(html, 'og:url')).toBeUndefined();
    expect(meta(html, 'og:title')).toBe(`${SEO_PAGES.notFound.title} | ${SITE}`);
  });

  it('private booking steps and sign-in are noindex', async () => {
    for (const path of ['/auth', '/booking/details', '/booking/checkout', '/booking/confirmation']) {
      expect(meta((await site.get(path)).html, 'robots'), path).toBe('noindex, nofollow');
    }
  });
});

describe('cache and hostile data', () => {
  it('reuses a built head for a while, and escapes a hostile site name once rebuilt', async () => {
    const before = jsonLd((await site.get('/')).html).find((node) => node['@type'] === 'Organization')!;
    expect(before.name).toBe(SITE);

    const em = db.orm.em.fork();
    const setting = await em.findOneOrFail(SettingEntity, { key: SITE_INFO_KEY });
    setting.value = { ...setting.value, site_name: HOSTILE };
    await em.flush();

    // Same app within the cache window: the head built a moment ago is served.
    const cached = jsonLd((await site.get('/')).html).find((node) => node['@type'] === 'Organization')!;
    expect(cached.name).toBe(SITE);

    const fresh = await serve(db, 0);
    try {
      const { html } = await fresh.get('/');
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html).not.toContain('alert(1)</script>');
      const organization = jsonLd(html).find((node) => node['@type'] === 'Organization')!;
      expect(organization.name).toBe(HOSTILE);
    } finally {
      await fresh.close();
    }
  });
});
