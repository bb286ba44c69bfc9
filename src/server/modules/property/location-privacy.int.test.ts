import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerState } from '../../../shared/lib/server-state';
import { GENERAL_AREA_RADIUS_M } from '../../../shared/property/location.rules';
import type { Attraction, Coordinates } from '../../../shared/property/property.schemas';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { useTestDatabase } from '../../../test/use-test-server';
import { createApp } from '../../http/app';
import { restRoutes } from '../../http/rest-routes';
import { sessionOptions } from '../../http/session';
import { haversineMeters } from '../../../shared/property/public-point.rules';
import { METERS_PER_MILE } from './distance.logic';
import { PropertyEntity } from './property.entity';
import { testConfig } from '../../../test/test-config';

// Probe F6: ten attraction circles (centre, distance "from the property") located the hidden point to 21 m.

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />\n<!--seo-head-->\n</head><body><div id="root"></div><script type="module" src="/assets/boot.js"></script></body></html>';
const SSR_ENTRY = path.resolve('src/client/entry-server.tsx');
const PUBLIC_PAGES = ['/', '/stay', '/experiences', '/contact', '/policies', '/no-such-page', '/sitemap.xml', '/robots.txt'];

const db = useTestDatabase();
let server: Server;
let base: string;

beforeAll(async () => {
  const app = await createApp({
    orm: db.orm,
    session: sessionOptions('test-secret-that-is-long-enough-for-iron-session', false),
    trustProxy: 0,
    config: testConfig(),
    client: { template: TEMPLATE, ssrEntry: SSR_ENTRY },
  });
  server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

interface Circle {
  center: Coordinates;
  radiusM: number;
}

/** Everything an anonymous visitor can read: each public REST GET and each server-rendered page. */
async function collectPublicAnswers(): Promise<string[]> {
  const start = addDaysIso(todayAtProperty(), 40);
  const query: Record<string, string> = {
    '/api/quote': `?start=${start}&end=${addDaysIso(start, 3)}&guests=2`,
    '/api/availability/merged': `?start=${start}&end=${addDaysIso(start, 60)}`,
  };
  const paths = [
    ...restRoutes.filter((route) => route.method === 'get' && !route.path.includes(':')).map((route) => route.path + (query[route.path] ?? '')),
    ...PUBLIC_PAGES,
  ];
  return Promise.all(paths.map(async (pathname) => (await fetch(`${base}${pathname}`)).text()));
}

function attractionsIn(answer: string): Attraction[] {
  const found: Attraction[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.lat === 'string' && typeof record.distance === 'string') found.push(record as unknown as Attraction);
      else Object.values(record).forEach(visit);
    }
  };
  const state = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(answer);
  if (state) visit(parseServerState(state[1]));
  else {
    try {
      visit(JSON.parse(answer));
    } catch {
      // Not JSON: an HTML or text answer without a data block.
    }
  }
  return found;
}

function circlesOf(attractions: Attraction[]): Circle[] {
  const unique = new Map<string, Circle>();
  for (const attraction of attractions) {
    const miles = Number(/[\d.]+/.exec(attraction.distance ?? '')?.[0]);
    if (!Number.isFinite(miles)) continue;
    const circle = { center: { lat: Number(attraction.lat), lng: Number(attraction.lng) }, radiusM: miles * METERS_PER_MILE };
    unique.set(`${attraction.lat},${attraction.lng},${attraction.distance}`, circle);
  }
  return [...unique.values()];
}

/** Least squares by grid search, coarse to fine: the point whose distances best match every circle. */
function fitPoint(circles: Circle[], around: Coordinates): Coordinates {
  const cost = (point: Coordinates) => circles.reduce((sum, circle) => sum + (haversineMeters(point, circle.center) - circle.radiusM) ** 2, 0);
  let best = around;
  // Degrees per step: ~1 km, then 100 m, 10 m, 1 m; each pass searches ±20 steps around the best so far.
  for (const step of [0.01, 0.001, 0.0001, 0.00001]) {
    let bestCost = cost(best);
    const centre = best;
    for (let i = -20; i <= 20; i += 1) {
      for (let j = -20; j <= 20; j += 1) {
        const point = { lat: centre.lat + i * step, lng: centre.lng + j * step };
        const value = cost(point);
        if (value < bestCost) {
          bestCost = value;
          best = point;
        }
      }
    }
  }
  return best;
}

describe('the exact location stays private (probe F6)', () => {
  it('cannot be recovered from the public answers: circles fitted to every attraction find at best the public point', async () => {
    const property = await db.orm.em.fork().findOneOrFail(PropertyEntity, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
    const exact = { lat: property.exactLat, lng: property.exactLng };
    const publicPoint = { lat: property.approxLat, lng: property.approxLng };

    const answers = await collectPublicAnswers();
    const circles = circlesOf(answers.flatMap(attractionsIn));
    expect(circles.length).toBeGreaterThanOrEqual(10);

    // The attacker's best guess, starting from the public point everybody is shown.
    const fitted = fitPoint(circles, publicPoint);
    const error = haversineMeters(fitted, exact);
    expect(error).toBeGreaterThanOrEqual(GENERAL_AREA_RADIUS_M / 2);
    // What it finds is the public point itself, whose offset from the house is the design.
    expect(haversineMeters(fitted, publicPoint)).toBeLessThan(150);
  });

  it('publishes neither the exact point, the street address nor the check-in instructions anywhere', async () => {
    const property = await db.orm.em.fork().findOneOrFail(PropertyEntity, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
    const everything = (await collectPublicAnswers()).join('\n');
    // To 3 or 4 decimals (110 m, 11 m), as a whole number: "21.425" but not "21.4251".
    for (const value of [property.exactLat, property.exactLng]) {
      for (const digits of [value.toFixed(3), value.toFixed(4)]) {
        expect(everything).not.toMatch(new RegExp(`(?<![\\d.])${digits.replace('.', '\\.')}(?!\\d)`));
      }
    }
    expect(everything).not.toContain(property.address.split(',')[0]!);
    expect(everything).not.toContain(property.checkInInstructions.slice(0, 60));
  });
});
