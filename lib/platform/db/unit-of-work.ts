import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { DbClient, DbTransaction } from "./client";

// One transaction for everything a request writes (decision 028): an admin write and its audit
// entry commit together or not at all. Inside a unit of work `getDb()` answers the unit's
// transaction, so use cases need not be handed it; a use case's own `$transaction` becomes a
// savepoint of the unit (its failure still undoes only its own part, as before), and work meant
// for after the commit (waking job workers, expiring caches) waits for it.

type Unit = {
  tx: DbTransaction;
  client: DbClient;
  afterCommit: Array<() => void>;
  savepoints: number;
};

// Route handlers and the instrumentation hook are bundled apart but share the process.
const registry = globalThis as unknown as { __unitOfWork?: AsyncLocalStorage<Unit> };
const storage = (registry.__unitOfWork ??= new AsyncLocalStorage<Unit>());

/** The client of the unit of work this code runs in, if any. */
export function unitClient(): DbClient | undefined {
  return storage.getStore()?.client;
}

/** The transaction of the unit of work this code runs in, if any. */
export function unitTransaction(): DbTransaction | undefined {
  return storage.getStore()?.tx;
}

/** Runs `effect` once the unit of work commits (at once outside one); never if it rolls back. */
export function afterCommit(effect: () => void): void {
  const unit = storage.getStore();
  if (unit) unit.afterCommit.push(effect);
  else effect();
}

/**
 * Prisma's limits for a unit, and for any transaction a busy night queues (a basket write behind
 * its row lock): long enough for an admin write that waits behind row locks. Prisma's own 2 s wait
 * for a connection and 5 s run are what bench:rush saw basket writes come close to at peak.
 */
export const UNIT_LIMITS = { maxWait: 10_000, timeout: 30_000 };

/**
 * Runs `work` in one transaction of `base`, with every `getDb()` inside it answering that
 * transaction. Nested units join the outer one.
 */
export async function runInUnitOfWork<R>(base: DbClient, work: () => Promise<R>): Promise<R> {
  if (storage.getStore()) return work();
  const effects: Array<() => void> = [];
  const result = await base.$transaction((tx) => {
    const unit: Unit = { tx, client: clientOver(tx, () => unit), afterCommit: effects, savepoints: 0 };
    return storage.run(unit, work);
  }, UNIT_LIMITS);
  for (const effect of effects) effect();
  return result;
}

type TransactionArg = ((tx: DbTransaction) => Promise<unknown>) | PromiseLike<unknown>[];

/**
 * The transaction seen as a client: `$transaction(fn)` runs `fn` inside a savepoint and
 * `$transaction([...])` runs the queries in order, both within the unit.
 */
function clientOver(tx: DbTransaction, unitOf: () => Unit): DbClient {
  const nested = async (arg: TransactionArg) => {
    if (Array.isArray(arg)) {
      const results: unknown[] = [];
      for (const query of arg) results.push(await query);
      return results;
    }
    const unit = unitOf();
    const name = `unit_${++unit.savepoints}`;
    await tx.$executeRawUnsafe(`SAVEPOINT ${name}`);
    try {
      const result = await arg(tx);
      await tx.$executeRawUnsafe(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (err) {
      await tx.$executeRawUnsafe(`ROLLBACK TO SAVEPOINT ${name}`);
      throw err;
    }
  };
  return new Proxy(tx, {
    get(target, prop, receiver) {
      if (prop === "$transaction") return nested;
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as unknown as DbClient;
}
