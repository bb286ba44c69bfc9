import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { log } from '../../logger';

/** An open stream refreshes its row this often… */
const PRESENCE_HEARTBEAT_MS = 20_000;
/** …and a row older than this counts as gone (its process died without deleting it). */
export const PRESENCE_TTL_MS = 60_000;

type ChatPresence = { kind: 'host'; accountId: string; conversationId?: undefined } | { kind: 'guest'; conversationId: string; accountId?: undefined };

/** Inserts or refreshes one stream's row. */
export async function touchPresence(em: EntityManager, id: string, presence: ChatPresence, now = new Date()): Promise<void> {
  await em.execute(
    `insert into chat_presence (id, kind, account_id, conversation_id, last_seen_at) values (?, ?, ?, ?, ?)
     on conflict (id) do update set last_seen_at = excluded.last_seen_at`,
    [id, presence.kind, presence.accountId ?? null, presence.conversationId ?? null, now],
  );
}

async function leavePresence(em: EntityManager, id: string): Promise<void> {
  await em.execute('delete from chat_presence where id = ?', [id]);
}

/** Whether any admin has the inbox open, in any server process. */
export async function hostPresent(em: EntityManager, now = new Date()): Promise<boolean> {
  const rows = await em.execute<{ present: boolean }[]>(
    `select exists (select 1 from chat_presence where kind = 'host' and last_seen_at > ?) as present`,
    [new Date(now.getTime() - PRESENCE_TTL_MS)],
  );
  return rows[0]!.present;
}

/** Rows of streams whose process died long ago. */
export async function sweepPresence(em: EntityManager, now = new Date()): Promise<void> {
  await em.execute('delete from chat_presence where last_seen_at < ?', [new Date(now.getTime() - 10 * PRESENCE_TTL_MS)]);
}

/**
 * This process's open streams, per database: one statement refreshes them all every
 * 20 s (a thousand open streams cost one update, not a thousand spread over the pool).
 */
const open = new Map<unknown, { em: EntityManager; ids: Set<string> }>();
let heartbeat: NodeJS.Timeout | undefined;

function beat() {
  for (const { em, ids } of open.values()) {
    em.fork()
      .execute('update chat_presence set last_seen_at = ? where id = any(?::uuid[])', [new Date(), [...ids]])
      .catch((error: unknown) => log.warn('chat presence heartbeat failed', (error as Error).message));
  }
}

function follow(em: EntityManager, id: string) {
  const key = em.getDriver();
  const entry = open.get(key) ?? { em, ids: new Set<string>() };
  entry.ids.add(id);
  open.set(key, entry);
  if (!heartbeat) {
    heartbeat = setInterval(beat, PRESENCE_HEARTBEAT_MS);
    heartbeat.unref();
  }
}

function unfollow(em: EntityManager, id: string) {
  const key = em.getDriver();
  const entry = open.get(key);
  entry?.ids.delete(id);
  if (entry?.ids.size === 0) open.delete(key);
  if (open.size === 0 && heartbeat) {
    clearInterval(heartbeat);
    heartbeat = undefined;
  }
}

/**
 * Runs `stream` with a presence row: written when it opens, refreshed with the
 * process's other streams every 20 s, deleted when it ends (client gone, server
 * shutting down). Each write is one short statement on a fresh fork: the stream
 * holds no pooled connection in between.
 */
export async function* withPresence<T>(em: EntityManager, presence: ChatPresence, stream: AsyncGenerator<T>): AsyncGenerator<T, void, undefined> {
  const id = randomUUID();
  await touchPresence(em.fork(), id, presence);
  follow(em, id);
  try {
    yield* stream;
  } finally {
    unfollow(em, id);
    // A row left behind (the database going away at shutdown) counts as gone within a minute anyway.
    await leavePresence(em.fork(), id).catch((error: unknown) => log.debug('chat presence not cleared', (error as Error).message));
  }
}
