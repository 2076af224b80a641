import "server-only";

export { prepareQueues } from "./boss";
export { declareJob, defineJob, type AnyJobKind, type JobContext, type JobDeclaration } from "./define";
export { enqueueJob, transactionWithJobs, type TransactionJobs } from "./enqueue";
export { QUEUE_SCHEMA, poolDb } from "./queue-db";
export { runDueJobs, startWorker, type RunningWorker } from "./worker";
export { createBoss, queueOptions } from "./boss";
