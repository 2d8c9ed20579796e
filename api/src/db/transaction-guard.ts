import { TransactionContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';

/** What a transaction's EntityManager exposes of its open knex transaction. */
interface OpenTransaction {
  isCompleted(): boolean;
}

export class SecondConnectionInTransactionError extends Error {
  constructor() {
    super(
      'A statement asked for a second database connection while this operation holds a transaction. ' +
        'Inside em.transactional(tx => …) every statement must go through tx: the embedded database is one ' +
        'PostgreSQL session, so a second connection waits for ever behind the open transaction.',
    );
    this.name = 'SecondConnectionInTransactionError';
  }
}

/**
 * Development and test guard for the embedded database's one rule (docs/decisions/0017): while
 * a transaction is open in this async context, nothing may take another connection from the
 * pool. MikroORM keeps the transaction's EntityManager in an AsyncLocalStorage for the length of
 * the callback, and a knex transaction's own statements never come back to the pool (its client
 * hands out the connection it holds), so any acquisition here is a statement on the outer `em`,
 * a fork of it, or the global one. It throws at once, where the embedded database would hang.
 */
export function installTransactionGuard(orm: MikroORM): void {
  const openTransaction = () => {
    const open = TransactionContext.currentTransactionContext()?.em.getTransactionContext<OpenTransaction>();
    return open && !open.isCompleted() ? open : undefined;
  };
  const connection = orm.em.getConnection();
  // Checked first where MikroORM runs a statement, so that the error's async stack names the
  // service that used the wrong manager (a statement outside any transaction has no ctx).
  const execute = connection.execute.bind(connection) as (...args: unknown[]) => Promise<unknown>;
  (connection as { execute: (...args: unknown[]) => Promise<unknown> }).execute = async (query, params, method, ctx, ...rest) => {
    if (!ctx && openTransaction()) throw new SecondConnectionInTransactionError();
    return execute(query, params, method, ctx, ...rest);
  };
  // And where knex takes a connection from the pool: anything that bypassed the above.
  const client = connection.getKnex().client as { acquireConnection: () => Promise<unknown> };
  const acquire = client.acquireConnection.bind(client);
  client.acquireConnection = () => (openTransaction() ? Promise.reject(new SecondConnectionInTransactionError()) : acquire());
}
