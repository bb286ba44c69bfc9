import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { startBenchServer, type BenchServer } from './bench-server';
import { startRoundRobinProxy } from './round-robin-proxy';

/**
 * The scaling figure (issue 24): requests per second of one server process and of two on the same database,
 * each behind the same round-robin proxy so the proxy's own cost is in both, and the ratio between them. On a
 * machine with fewer cores than processes + proxy + load generator the ratio is bounded by the cores, not by the
 * code; the cores are printed with it.
 */
export async function benchScaling(first: BenchServer, paths: readonly string[]): Promise<void> {
  const second = await startBenchServer(first);
  const one = await startRoundRobinProxy([first.base]);
  const two = await startRoundRobinProxy([first.base, second.base]);
  try {
    console.log(`\nscaling: one process vs two on one database, both behind a round-robin proxy (${availableParallelism()} cores)`);
    console.log(`${'path'.padEnd(48)} ${'1 proc/s'.padStart(9)} ${'2 proc/s'.padStart(9)} ${'ratio'.padStart(6)} ${'errors'.padStart(7)}`);
    for (const urlPath of paths) {
      const alone = await autocannon({ url: `${one.base}${urlPath}`, connections: 20, duration: 5 });
      const pair = await autocannon({ url: `${two.base}${urlPath}`, connections: 20, duration: 5 });
      const errors = alone.errors + alone.non2xx + pair.errors + pair.non2xx;
      const ratio = alone.requests.average > 0 ? pair.requests.average / alone.requests.average : 0;
      console.log(
        `${urlPath.slice(0, 48).padEnd(48)} ${alone.requests.average.toFixed(0).padStart(9)} ${pair.requests.average.toFixed(0).padStart(9)} ${ratio.toFixed(2).padStart(6)} ${String(errors).padStart(7)}`,
      );
    }
  } finally {
    await two.stop();
    await one.stop();
    await second.stop();
  }
}
