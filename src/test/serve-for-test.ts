/**
 * One more server process on an existing database, for tests that need
 * several processes (the double-booking race). Prints "PORT=<n>" when ready
 * and stops when its parent closes stdin or sends SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { openOrm } from '../server/db/orm';
import { createApp } from '../server/http/app';
import { sessionOptions } from '../server/http/session';
import { setLogLevel } from '../server/logger';
import { testConfig } from './test-config';

setLogLevel('error');
const orm = await openOrm(process.env.DATABASE_URL!);
const app = await createApp({
  orm,
  session: sessionOptions('test-secret-that-is-long-enough-for-iron-session', false),
  trustProxy: 0,
  config: testConfig(),
  client: 'none',
  apiRateLimit: 1_000_000,
  bookingRateLimit: 1_000_000,
});
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`PORT=${(server.address() as AddressInfo).port}\n`);
});
const stop = () => server.close(() => void orm.close().then(() => process.exit(0)));
process.stdin.on('end', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
