import { describe, expect, it } from 'vitest';
import { createPasswordQueue, HASHING_BUSY_MESSAGE } from './password-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('password queue', () => {
  it('refuses a client over its places at once, and counts places back as tasks end', async () => {
    const queue = createPasswordQueue({ running: 2, perClient: 3, total: 8, reservedForKnown: 0 });
    const tickets = [queue.admit('a'), queue.admit('a'), queue.admit('a')];
    expect(() => queue.admit('a')).toThrow(HASHING_BUSY_MESSAGE);
    expect(() => queue.admit('b')).not.toThrow();
    tickets[0]!.release();
    expect(() => queue.admit('a')).not.toThrow();
  });

  it('runs at most one task per client and at most `running` overall', async () => {
    const queue = createPasswordQueue({ running: 2, perClient: 3, total: 8, reservedForKnown: 0 });
    const gates = Array.from({ length: 4 }, deferred);
    const started: string[] = [];
    const task = (name: string, gate: { promise: Promise<void> }) => async () => {
      started.push(name);
      await gate.promise;
    };
    const runs = [
      queue.admit('a').run(task('a1', gates[0]!)),
      queue.admit('a').run(task('a2', gates[1]!)),
      queue.admit('b').run(task('b1', gates[2]!)),
      queue.admit('c').run(task('c1', gates[3]!)),
    ];
    await tick();
    expect(started).toEqual(['a1', 'b1']);
    gates[0]!.resolve();
    await tick();
    // One slot came free: the earliest waiting task whose client has nothing running takes it.
    expect(started).toEqual(['a1', 'b1', 'a2']);
    gates[2]!.resolve();
    await tick();
    expect(started).toEqual(['a1', 'b1', 'a2', 'c1']);
    gates[1]!.resolve();
    gates[3]!.resolve();
    await Promise.all(runs);
    expect(queue.stats()).toEqual({ places: 0, running: 0, waiting: 0 });
  });

  it('refuses everyone once the whole queue is full', () => {
    const queue = createPasswordQueue({ running: 2, perClient: 3, total: 4, reservedForKnown: 0 });
    for (const client of ['a', 'b', 'c', 'd']) queue.admit(client);
    expect(() => queue.admit('e')).toThrow(HASHING_BUSY_MESSAGE);
  });

  it('gives the place back when a task fails', async () => {
    const queue = createPasswordQueue({ running: 1, perClient: 1, total: 1, reservedForKnown: 0 });
    await expect(queue.admit('a').run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(() => queue.admit('a')).not.toThrow();
  });

  it('keeps places for known clients that strangers cannot fill, and runs their turn first (probe G5)', async () => {
    const queue = createPasswordQueue({ running: 1, perClient: 3, total: 3, reservedForKnown: 1 });
    const gates = Array.from({ length: 4 }, deferred);
    const started: string[] = [];
    const task = (name: string, gate: { promise: Promise<void> }) => async () => {
      started.push(name);
      await gate.promise;
    };
    const runs = ['s1', 's2', 's3'].map((name, i) => queue.admit(name).run(task(name, gates[i]!)));
    expect(() => queue.admit('s4')).toThrow(HASHING_BUSY_MESSAGE);
    const owner = queue.admit('owner', { known: true });
    expect(() => queue.admit('staff', { known: true })).toThrow(HASHING_BUSY_MESSAGE);
    runs.push(owner.run(task('owner', gates[3]!)));
    await tick();
    expect(started).toEqual(['s1']);
    gates[0]!.resolve();
    await tick();
    // s2 and s3 came first, but the known client's turn comes next.
    expect(started).toEqual(['s1', 'owner']);
    for (const gate of gates) gate.resolve();
    await Promise.all(runs);
    expect(started).toEqual(['s1', 'owner', 's2', 's3']);
    expect(queue.stats()).toEqual({ places: 0, running: 0, waiting: 0 });
  });

  it('holds the client’s place while it asks whether the client is known, so a burst from one address asks once per place', async () => {
    const queue = createPasswordQueue({ running: 1, perClient: 2, total: 4, reservedForKnown: 1 });
    let asked = 0;
    const gate = deferred();
    const isKnown = async () => {
      asked += 1;
      await gate.promise;
      return false;
    };
    const burst = Array.from({ length: 10 }, () => queue.admitChecking('a', isKnown).then(
      () => 'admitted',
      () => 'refused',
    ));
    gate.resolve();
    expect(await Promise.all(burst)).toEqual(['admitted', 'admitted', ...Array.from({ length: 8 }, () => 'refused')]);
    expect(asked).toBe(2);
    expect((await queue.admitChecking('owner', async () => true)).known).toBe(true);
  });
});
