// `npm run bench:jobs`: figures for the job queue on the embedded database (default) or on
// DATABASE_URL. It measures, with the worker in this process as `npm start` runs it:
//   - enqueue → done for jobs enqueued one at a time (the worker is woken at once),
//   - the same when only the worker's look at its queues finds the job (another process enqueued),
//   - jobs done per second for a burst of BENCH_JOBS jobs (default 300).
// The kind does nothing, so the figures are the queue's own cost on one connection.
import { z } from "zod";
import { startEmbeddedPostgres, applyMigrations } from "@/lib/platform/db-setup";

const burst = Number(process.env.BENCH_JOBS ?? 300);
const external = process.env.DATABASE_URL;
const embedded = external ? undefined : await startEmbeddedPostgres({ dataDir: "memory://" });
process.env.DATABASE_URL = external ?? embedded!.url;
process.env.DATABASE_POOL_MAX = external ? (process.env.DATABASE_POOL_MAX ?? "10") : "1";
process.env.DATA_DIR ??= "/tmp/storefront-bench-jobs";
await applyMigrations(process.env.DATABASE_URL);

// Loaded after the environment is set: they read it once.
const { getPool } = await import("@/lib/platform/db");
const { defineJob } = await import("@/lib/platform/queue");
const { enqueueJob } = await import("@/lib/platform/queue");
const { startWorker } = await import("@/lib/platform/queue");

const done = new Map<string, number>();
const noop = defineJob({
  name: "bench-noop",
  data: z.object({ n: z.number() }),
  retryLimit: 0,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
  run: async (_data, ctx) => {
    done.set(ctx.jobId, performance.now());
  },
});

async function waitDone(id: string) {
  while (!done.has(id)) await new Promise((r) => setTimeout(r, 1));
  return done.get(id)!;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

const worker = await startWorker({ kinds: [noop], pollingIntervalSeconds: 2 });
await new Promise((r) => setTimeout(r, 500));

const woken: number[] = [];
for (let i = 0; i < 50; i++) {
  const start = performance.now();
  const { id } = await enqueueJob(noop, { n: i });
  woken.push((await waitDone(id)) - start);
}

// Enqueued without waking the worker, as another process would: the look at the due jobs finds it.
const { createBoss } = await import("@/lib/platform/queue");
const { poolDb } = await import("@/lib/platform/queue");
const { queueOptions } = await import("@/lib/platform/queue");
const producer = createBoss(poolDb(getPool()));
const polled: number[] = [];
for (let i = 0; i < 5; i++) {
  const start = performance.now();
  const id = (await producer.send(noop.name, { n: i }, queueOptions(noop)))!;
  polled.push((await waitDone(id)) - start);
}

// A backlog (a restart after an outage, or jobs from other processes): worked straight through.
const backlog: string[] = [];
for (let i = 0; i < 100; i++) backlog.push((await producer.send(noop.name, { n: i }, queueOptions(noop)))!);
const backlogStart = performance.now();
const firstDone = await waitDone(backlog[0]!);
let lastDone = firstDone;
for (const id of backlog) lastDone = Math.max(lastDone, await waitDone(id));

const burstStart = performance.now();
const ids: string[] = [];
for (let i = 0; i < burst; i++) ids.push((await enqueueJob(noop, { n: i })).id);
const enqueued = performance.now();
for (const id of ids) await waitDone(id);
const burstEnd = performance.now();

console.log(
  `Job queue (pg-boss) on ${external ? "PostgreSQL (DATABASE_URL)" : "the embedded database (PGlite, one connection)"}`,
);
console.log(
  `  enqueue → done, worker woken in process: p50 ${ms(percentile(woken, 50))}, p95 ${ms(percentile(woken, 95))} (50 jobs)`,
);
console.log(
  `  enqueue → done, found by the 2 s look:    p50 ${ms(percentile(polled, 50))}, max ${ms(Math.max(...polled))} (5 jobs)`,
);
console.log(
  `  backlog of 100 enqueued by another process: first done after ${ms(firstDone - backlogStart)} (the look), all 100 within ${ms(lastDone - firstDone)} more`,
);
console.log(
  `  burst of ${burst}: enqueued in ${ms(enqueued - burstStart)} (${Math.round(burst / ((enqueued - burstStart) / 1000))}/s), all done after ${ms(burstEnd - burstStart)} (${Math.round(burst / ((burstEnd - burstStart) / 1000))} jobs/s)`,
);

await worker.stop(2000);
await getPool().end();
await embedded?.stop();
