import type { z } from "zod";

export type JobLog = {
  warn: (line: string) => void;
  error: (line: string) => void;
};

export type JobContext = {
  jobId: string;
  /** 1 for the first try. */
  attempt: number;
  /** True when a failure now is final: the queue will not try again. */
  isLastAttempt: boolean;
};

/**
 * A kind of background work. Each kind is a queue of its own; its retry rules travel with
 * every job, so a change here applies to jobs enqueued from then on.
 */
export type JobKind<T = unknown> = {
  /** Letters, digits and dashes: the queue's name. */
  name: string;
  /** Checked when the job is enqueued and again when it runs. */
  data: z.ZodType<T>;
  /**
   * Tries after the first. The n-th retry waits between retryDelaySeconds × 2^(n-1) and twice
   * that (pg-boss's exponential backoff with jitter).
   */
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * A try still running after this long counts as failed and is retried; this is also how a
   * try cut short by a crash (SIGKILL, power cut) comes back.
   */
  expireInSeconds: number;
  /** Enqueued by itself on this cron line (5 fields) in this time zone. */
  schedule?: { cron: string; tz: string };
  run: (data: T, ctx: JobContext) => Promise<void>;
};

const NAME = /^[a-z][a-z0-9-]{1,48}$/;

/**
 * A kind as the module that enqueues it knows it: its name, data and retry rules, without the
 * work. A module that must not know what follows an event (ordering does not know printing or
 * alerts) declares the kind; the module above gives it its work with `defineJob({...kind, run})`.
 */
export type JobDeclaration<T = unknown> = Omit<JobKind<T>, "run">;

export function declareJob<T>(kind: JobDeclaration<T>): JobDeclaration<T> {
  if (!NAME.test(kind.name)) throw new Error(`Job name "${kind.name}" must be lower-case letters, digits and dashes.`);
  return kind;
}

// Any kind, whatever its data: what lists of kinds hold.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobKind = JobKind<any>;

export function defineJob<T>(kind: JobKind<T>): JobKind<T> {
  if (!NAME.test(kind.name)) throw new Error(`Job name "${kind.name}" must be lower-case letters, digits and dashes.`);
  if (kind.retryDelaySeconds < 1) throw new Error(`Job "${kind.name}": retryDelaySeconds must be at least 1.`);
  return kind;
}
