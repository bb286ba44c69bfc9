import { AsyncLocalStorage } from 'node:async_hooks';
import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';
import type { Knex } from '@mikro-orm/postgresql';

/** Who is making a call: the account (id and name as they are now, copied into each row) and the client's IP. */
export interface AuditActor {
  userId: string | null;
  name: string | null;
  ip: string | null;
}

/** The database's audit triggers read the actor from this transaction-local setting (migration audit_log). */
const ACTOR_SETTING = 'kbh.audit_actor';

const actors = new AsyncLocalStorage<AuditActor>();

/** Runs a signed-in call with its actor known to every transaction it opens (trpc/init.ts, unitOfWork). */
export function runAsActor<T>(actor: AuditActor, work: () => T): T {
  return actors.run(actor, work);
}

export function currentActor(): AuditActor | undefined {
  return actors.getStore();
}

/**
 * Names the call's actor inside every transaction the call opens, the call-wide one and those of the services
 * that commit step by step (own-transactions.ts), as its first statement and on its own connection; the
 * setting ends with the transaction, so a pooled connection never carries it into another call.
 */
export const auditActorSubscriber: EventSubscriber = {
  async afterTransactionStart(args: TransactionEventArgs): Promise<void> {
    const actor = actors.getStore();
    if (!actor || !args.transaction) return;
    await (args.transaction as Knex.Transaction).raw('select set_config(?, ?, true)', [ACTOR_SETTING, JSON.stringify(actor)]);
  },
};
