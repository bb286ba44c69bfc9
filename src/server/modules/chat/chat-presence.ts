import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
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

/** A PostgreSQL array literal of uuids (hex digits and dashes only, so nothing to quote). */
const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

/** This process's open chat streams: their presence rows and the heartbeat that keeps them fresh. */
export interface ChatStreams {
  /** Writes the stream's presence row; the returned function deletes it (call it once the stream has ended). */
  open: (em: EntityManager, presence: ChatPresence) => Promise<() => Promise<void>>;
}

/**
 * One per server process (createApp makes it). One statement refreshes every open
 * stream's row each heartbeat (a thousand open streams cost one update, not a
 * thousand spread over the pool). `heartbeatMs` and `now` are for tests.
 */
export function createChatStreams(options: { heartbeatMs?: number; now?: () => Date } = {}): ChatStreams {
  const heartbeatMs = options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS;
  const now = options.now ?? (() => new Date());
  const ids = new Set<string>();
  let root: EntityManager | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  function beat() {
    if (!root || ids.size === 0) return;
    root
      .fork()
      // One array literal: a JS array bound to `?` is expanded into a list ('a', 'b'), which `any(…::uuid[])` refuses.
      .execute('update chat_presence set last_seen_at = ? where id = any(?::uuid[])', [now(), uuidArray([...ids])])
      .catch((error: unknown) => log.warn('chat presence heartbeat failed', (error as Error).message));
  }

  return {
    async open(em, presence) {
      const id = randomUUID();
      await touchPresence(em.fork(), id, presence, now());
      root = em;
      ids.add(id);
      if (!heartbeat) {
        heartbeat = setInterval(beat, heartbeatMs);
        heartbeat.unref();
      }
      let closed = false;
      return async () => {
        if (closed) return;
        closed = true;
        ids.delete(id);
        if (ids.size === 0 && heartbeat) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
        // A row left behind (the database going away at shutdown) counts as gone within a minute anyway.
        await leavePresence(em.fork(), id).catch((error: unknown) => log.debug('chat presence not cleared', (error as Error).message));
      };
    },
  };
}

/**
 * Runs `stream` with a presence row: written when it opens, refreshed with the
 * process's other streams every heartbeat, deleted when it ends (client gone, server
 * shutting down). Each write is one short statement on a fresh fork: the stream
 * holds no pooled connection in between.
 */
export async function* withPresence<T>(streams: ChatStreams | undefined, em: EntityManager, presence: ChatPresence, stream: AsyncGenerator<T>): AsyncGenerator<T, void, undefined> {
  if (!streams) throw new AppError('BAD_REQUEST', 'Live updates are not available here.');
  const close = await streams.open(em, presence);
  try {
    yield* stream;
  } finally {
    await close();
  }
}
