import pg from 'pg';

/** The advisory lock's two keys: a namespace of ours and "start-up" (other locks here hash text or use other namespaces). */
const STARTUP_LOCK = [0x6b6268, 1] as const;

/**
 * Runs `work` (migrations, then the seed of an empty database) while no other server process starting on the same
 * database runs its own: several processes started at the same moment would otherwise apply the same migration twice
 * (one of them failing to start) or seed the house twice. The lock is a session-level advisory lock on a connection of
 * its own, outside the ORM's pool, and goes with that connection if the process dies holding it.
 */
export async function oneStartAtATime<T>(connectionString: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [...STARTUP_LOCK]);
    return await work();
  } finally {
    // Ending the session releases the lock, whatever the work did.
    await client.end();
  }
}
