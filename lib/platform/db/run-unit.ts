import "server-only";
import { baseDb } from "./client";
import { runInUnitOfWork } from "./unit-of-work";

export { afterCommit, unitTransaction } from "./unit-of-work";

/** Runs `work` as one unit of work on the process's database (decision 028). */
export function inUnitOfWork<R>(work: () => Promise<R>): Promise<R> {
  return runInUnitOfWork(baseDb(), work);
}
