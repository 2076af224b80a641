import { getDb } from "@/lib/platform/db";
import { QUEUE_SCHEMA, runDueJobs } from "@/lib/platform/queue";
import { APP_JOBS } from "@/lib/jobs";

/**
 * Works every app job that is due now, as the worker of `npm start` would a moment after a
 * request: tests call it where a real user would wait for the mail.
 */
export function runQueuedJobs(): Promise<number> {
  return runDueJobs(APP_JOBS);
}

/**
 * The queue's clock, moved on: every job waiting for a retry becomes due now. Answers how many
 * seconds each still had to wait (the backoff pg-boss chose), longest first. Due a second ago
 * rather than at now(): pg-boss fetches only `start_after < now()`, and the embedded database's
 * clock counts whole milliseconds, so a fetch in the same millisecond found nothing (CI, once).
 */
export async function makeRetriesDue(queue?: string): Promise<number[]> {
  const rows = await getDb().$queryRawUnsafe<{ wait: number }[]>(
    `WITH waiting AS (
       SELECT name, id, EXTRACT(EPOCH FROM start_after - now())::float8 AS wait
       FROM ${QUEUE_SCHEMA}.job WHERE state = 'retry' AND ($1::text IS NULL OR name = $1::text)
     ), moved AS (
       UPDATE ${QUEUE_SCHEMA}.job j SET start_after = now() - interval '1 second' FROM waiting w WHERE j.name = w.name AND j.id = w.id
     )
     SELECT wait FROM waiting ORDER BY wait DESC`,
    queue ?? null,
  );
  return rows.map((r) => r.wait);
}
