import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import { log } from '../../logger';
import { ChatPresenceEntity } from './chat-presence.entity';

/** An open stream refreshes its row this often… */
const PRESENCE_HEARTBEAT_MS = 20_000;
/** …and a row older than this counts as gone (its process died without deleting it). */
export const PRESENCE_TTL_MS = 60_000;

type ChatPresence = { kind: 'host' | 'admin'; accountId: string; conversationId?: undefined } | { kind: 'guest'; conversationId: string; accountId?: undefined };

/** @internal Inserts or refreshes one stream's row (only tests call it; the streams' heartbeat writes its own). */
export async function touchPresence(em: EntityManager, id: string, presence: ChatPresence, now = new Date()): Promise<void> {
  await em.upsert(
    ChatPresenceEntity,
    { id, kind: presence.kind, accountId: presence.accountId ?? null, conversationId: presence.conversationId ?? null, lastSeenAt: now },
    { onConflictFields: ['id'], onConflictMergeFields: ['lastSeenAt'] },
  );
}

async function leavePresence(em: EntityManager, id: string): Promise<void> {
  await em.nativeDelete(ChatPresenceEntity, { id });
}

/** Whether any admin has the inbox open, in any server process. */
export async function hostPresent(em: EntityManager, now = new Date()): Promise<boolean> {
  return (await em.count(ChatPresenceEntity, { kind: 'host', lastSeenAt: { $gt: new Date(now.getTime() - PRESENCE_TTL_MS) } })) > 0;
}

/** Rows of streams whose process died long ago. */
export async function sweepPresence(em: EntityManager, now = new Date()): Promise<void> {
  await em.nativeDelete(ChatPresenceEntity, { lastSeenAt: { $lt: new Date(now.getTime() - 10 * PRESENCE_TTL_MS) } });
}

/** Open streams at most: per conversation and per client in every process together, and in one process. */
interface ChatStreamLimits {
  perConversation: number;
  perClient: number;
  perProcess: number;
}

/** A browser needs one stream, two with a second window; a third covers a reconnect the server has not yet seen close. */
const DEFAULT_CHAT_STREAM_LIMITS: ChatStreamLimits = { perConversation: 3, perClient: 6, perProcess: 1000 };

const TOO_MANY = 'Too many open chat connections. Close another chat window and try again.';

/** This process's open chat streams: their presence rows, the heartbeat that keeps them fresh, and the caps. */
export interface ChatStreams {
  /**
   * Writes the stream's presence row, or refuses it (TOO_MANY_REQUESTS) past a cap; the returned
   * function deletes the row and frees the place (idempotent; call it once the stream has ended).
   */
  open: (em: EntityManager, presence: ChatPresence & { clientHash: string }) => Promise<() => Promise<void>>;
}

/**
 * One per server process (createApp makes it). The per-process cap is counted here, in memory:
 * it guards this process's connections. The caps per conversation and per client count the
 * presence rows in PostgreSQL, so every process sees every stream: a short transaction takes
 * advisory locks on the client and the conversation, counts their live rows and inserts the new
 * one, so concurrent opens in any process cannot both take the last place. One statement
 * refreshes every open stream's row each heartbeat (a thousand open streams cost one update,
 * not a thousand spread over the pool). `heartbeatMs` and `now` are for tests.
 */
export function createChatStreams(options: { limits?: Partial<ChatStreamLimits>; heartbeatMs?: number; now?: () => Date } = {}): ChatStreams {
  const limits = { ...DEFAULT_CHAT_STREAM_LIMITS, ...options.limits };
  const heartbeatMs = options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS;
  const now = options.now ?? (() => new Date());
  const ids = new Set<string>();
  let admitted = 0;
  let root: EntityManager | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  function beat() {
    if (!root || ids.size === 0) return;
    root
      .fork()
      .nativeUpdate(ChatPresenceEntity, { id: { $in: [...ids] } }, { lastSeenAt: now() })
      .catch((error: unknown) => log.warn('chat presence heartbeat failed', (error as Error).message));
  }

  async function admit(em: EntityManager, id: string, presence: ChatPresence & { clientHash: string }): Promise<boolean> {
    const at = now();
    return em.fork().transactional(async (tx) => {
      // Client keys sort before conversation keys: every opener locks in the same order, so none waits on another in a cycle.
      const keys = [`chat-stream:client:${presence.clientHash}`, ...(presence.conversationId ? [`chat-stream:conversation:${presence.conversationId}`] : [])];
      // Raw: advisory locks have no ORM spelling.
      for (const key of keys) await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
      const live = { $gt: new Date(at.getTime() - PRESENCE_TTL_MS) };
      const client = await tx.count(ChatPresenceEntity, { clientHash: presence.clientHash, lastSeenAt: live });
      const conversation = presence.conversationId ? await tx.count(ChatPresenceEntity, { kind: 'guest', conversationId: presence.conversationId, lastSeenAt: live }) : 0;
      if (client >= limits.perClient || conversation >= limits.perConversation) return false;
      await tx.insert(ChatPresenceEntity, {
        id,
        kind: presence.kind,
        accountId: presence.accountId ?? null,
        conversationId: presence.conversationId ?? null,
        clientHash: presence.clientHash,
        lastSeenAt: at,
      });
      return true;
    });
  }

  return {
    async open(em, presence) {
      if (admitted >= limits.perProcess) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY);
      admitted += 1;
      const id = randomUUID();
      try {
        if (!(await admit(em, id, presence))) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY);
      } catch (error) {
        admitted -= 1;
        throw error;
      }
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
        admitted -= 1;
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

declare module '../../trpc/context' {
  interface ServerConfig {
    /** This process's open chat streams (presence and caps); unset for callers without subscriptions. */
    chatStreams?: ChatStreams;
  }
}
