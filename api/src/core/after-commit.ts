import type { EntityManager, EventSubscriber, TransactionEventArgs } from '@mikro-orm/postgresql';

/*
 * Work that must wait for a transaction to commit (a call to the payment gateway for a refund
 * whose intent the transaction records: decision 0041). A handler running inside a publisher's
 * transaction (core/events.ts) registers it with `afterCommit(tx, run)`; the subscriber below,
 * registered on the ORM at start-up, runs it once the root transaction committed, with a fresh
 * EntityManager. A rollback drops it. Nothing here is durable: what `run` does must also be found
 * and done by a sweep when the process stops before it ran.
 */

type Run = (em: EntityManager) => Promise<void>;
const waiting = new WeakMap<object, Run[]>();

/** The root transaction of `tx` (a nested one is a savepoint inside it). */
function rootOf(trx: object): object {
  let current = trx as Record<symbol, unknown>;
  for (;;) {
    const parent = Object.getOwnPropertySymbols(current).find((s) => s.description === 'parentTransaction');
    if (!parent || !current[parent]) return current;
    current = current[parent] as Record<symbol, unknown>;
  }
}

/** Runs `run` after `tx` commits; outside a transaction, at once (after the current tick). */
export function afterCommit(tx: EntityManager, run: Run, onError: (error: unknown) => void = () => undefined): void {
  const trx = tx.getTransactionContext<object>();
  const guarded: Run = (em) => run(em).catch(onError);
  if (!trx) {
    setImmediate(() => void guarded(tx.fork()));
    return;
  }
  const root = rootOf(trx);
  const list = waiting.get(root);
  if (list) list.push(guarded);
  else waiting.set(root, [guarded]);
}

/** Registered once on the ORM (app.ts): runs what waited for each committed transaction. */
export function afterCommitSubscriber(fresh: () => EntityManager): EventSubscriber {
  return {
    async afterTransactionCommit(args: TransactionEventArgs) {
      const trx = args.transaction as object | undefined;
      if (!trx) return;
      const list = waiting.get(trx);
      if (!list) return;
      waiting.delete(trx);
      for (const run of list) await run(fresh());
    },
    afterTransactionRollback(args: TransactionEventArgs) {
      if (args.transaction) waiting.delete(args.transaction as object);
    },
  };
}
