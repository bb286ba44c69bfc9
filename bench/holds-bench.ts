/**
 * The hold and checkout figure of npm run bench (`npm run bench -- holds`): the
 * hottest write path, which takes the house's nights lock (docs/decisions/001).
 * 10 guests at once, each request for nights nobody else asks for (so every one
 * should succeed), first bare holds (POST /api/holds), then checkouts with a
 * demo payment (POST /api/bookings/checkout). Prints requests/s, p50 and p99
 * latency and the failures. A figure to compare runs; it asserts nothing.
 */
import { addDaysIso, todayAtProperty } from '../src/shared/lib/dates';

const CONCURRENCY = 10;
const PER_PHASE = 240;

const guest = { name: 'Bench Guest', email: 'bench@example.com', phone: '+1 808 555 0100', arrivalTime: '16:00', agreeToPolicies: true };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

async function phase(label: string, count: number, send: (index: number) => Promise<Response>): Promise<void> {
  const latencies: number[] = [];
  const failures = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const index = next++;
        const t0 = performance.now();
        const response = await send(index);
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!response.ok) failures.set(response.status, (failures.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const failed = [...failures].map(([status, times]) => `${times}×${status}`).join(' ') || '0';
  console.log(
    `${label.padEnd(60)} ${(count / seconds).toFixed(0).padStart(8)} ${percentile(latencies, 50).toFixed(0).padStart(8)} ${percentile(latencies, 99).toFixed(0).padStart(8)} ${failed.padStart(7)}`,
  );
}

/** Bare holds, then checkouts, each on its own night ahead (1-night stays, all inside the booking window). */
export async function benchHolds(base: string): Promise<void> {
  const today = todayAtProperty();
  const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const night = (offset: number) => ({ start: addDaysIso(today, offset), end: addDaysIso(today, offset + 1), guests: 2 });
  console.log(`${'write'.padEnd(60)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
  // A few requests first, so both phases meet a warm server.
  for (let index = 0; index < 5; index += 1) await (await post('/api/holds', night(2 + index))).arrayBuffer();
  await phase(`POST /api/holds (${CONCURRENCY} at once, own nights)`, PER_PHASE, (index) => post('/api/holds', night(10 + index)));
  await phase(`POST /api/bookings/checkout (${CONCURRENCY} at once, own nights)`, PER_PHASE, (index) =>
    post('/api/bookings/checkout', { ...night(10 + PER_PHASE + index), guest }),
  );
}
