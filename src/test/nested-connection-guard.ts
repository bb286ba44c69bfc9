import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from '@mikro-orm/postgresql';
import type { Orm } from '../server/db/orm';

export const NESTED_CONNECTION_MESSAGE =
  'A second pooled connection was asked for while this code holds a transaction (docs/decisions/007-one-connection-per-call.md): run the statement through the transaction (em.execute, or the tx EntityManager), or before the transaction opens.';

/**
 * Makes the pool deadlock of probe G1 fail loudly and at once in tests, however
 * few calls run at the same time: inside a transaction's callback, asking the
 * pool for another connection (a statement through getConnection() without the
 * transaction, em.fork(), a transaction on another EntityManager) is refused
 * with NESTED_CONNECTION_MESSAGE. In production such a call waits for a free
 * connection, and when every connection's holder waits the same way, the
 * whole site waits until the acquire timeout.
 */
export function refuseNestedConnections(orm: Orm): void {
  const holding = new AsyncLocalStorage<Knex.Transaction>();
  const connection = orm.em.getConnection();
  const transactional = connection.transactional.bind(connection);
  // The callback runs while its transaction holds a connection; nested transactions (savepoints) share it.
  connection.transactional = (callback, options) => transactional((trx) => holding.run(trx, () => callback(trx)), options);
  const client = connection.getKnex().client as { acquireConnection: () => Promise<unknown> };
  const acquire = client.acquireConnection.bind(client);
  client.acquireConnection = () => {
    const held = holding.getStore();
    if (held && !held.isCompleted()) return Promise.reject(new Error(NESTED_CONNECTION_MESSAGE));
    return acquire();
  };
}
