import { afterEach, describe, expect, it } from 'vitest';
import { log, requestIds, setLogDestination, setLogLevel } from './logger';

const lines: Record<string, unknown>[] = [];
const capture = () => setLogDestination((line) => void lines.push(JSON.parse(line) as Record<string, unknown>));

afterEach(() => {
  lines.length = 0;
  setLogLevel('info');
  setLogDestination();
});

describe('the server log', () => {
  it('writes one JSON line per event, with the request id of the request it was written for', async () => {
    capture();
    log.info('outside any request');
    await requestIds.run('req-0001-abcd', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.warn('calendar sync: Airbnb failed', { status: 503 });
    });
    expect(lines).toEqual([
      { level: 'info', time: expect.any(String), pid: process.pid, msg: 'outside any request' },
      { level: 'warn', time: expect.any(String), pid: process.pid, reqId: 'req-0001-abcd', detail: { status: 503 }, msg: 'calendar sync: Airbnb failed' },
    ]);
    expect(Number.isNaN(Date.parse(String(lines[0]!.time)))).toBe(false);
  });

  it("logs a database error without its SQL statement, whose values may be a guest's details", () => {
    capture();
    const failure = Object.assign(new Error(`insert into "booking" ("guest_email", "guest_name") values ('leilani@example.com', 'Leilani') - duplicate key value violates unique constraint "booking_pkey"`), {
      code: '23505',
    });
    log.error('booking failed', failure);
    const [line] = lines;
    expect(line).toMatchObject({ level: 'error', msg: 'booking failed', error: { type: 'Error', code: '23505', message: 'duplicate key value violates unique constraint "booking_pkey"' } });
    expect(JSON.stringify(line)).not.toContain('leilani@example.com');
    expect((line!.error as { stack: string }).stack).toMatch(/^\s+at /);
  });

  it('writes nothing below the level it is set to', () => {
    capture();
    setLogLevel('warn');
    log.info('quiet');
    log.debug('quieter');
    log.error('loud');
    expect(lines.map((line) => line.msg)).toEqual(['loud']);
  });
});
