import { spawn } from "node:child_process";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { getDb, getPool } from "@/lib/platform/db";
import { takeConsoleErrors } from "@/test/console";
import { clearJobs, resetDatabase } from "@/test/db";
import { INTERRUPTED_QUEUE } from "@/test/fixtures/interrupted-queue";
import { makeRetriesDue } from "@/test/jobs";
import { createBoss, prepareQueues } from "./boss";
import { defineJob, type JobLog } from "./define";
import { enqueueJob, transactionWithJobs } from "./enqueue";
import { poolDb } from "./queue-db";
import { runDueJobs, startWorker, type RunningWorker } from "./worker";

// The queue itself, against the real database of the run (embedded PGlite, or PostgreSQL with
// DATABASE_URL), with kinds made for the test. Waiting on a retry is skipped by moving the
// job's start time (makeRetriesDue), never by sleeping through the backoff.

const runs: { label: string; attempt: number }[] = [];
let failuresLeft = 0;

const flaky = defineJob({
  name: "test-flaky",
  data: z.object({ label: z.string() }),
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireInSeconds: 30,
  run: async ({ label }, ctx) => {
    runs.push({ label, attempt: ctx.attempt });
    if (failuresLeft > 0) {
      failuresLeft--;
      throw new Error(`provider down (try ${ctx.attempt})`);
    }
  },
});

// Same queue as test/fixtures/interrupted-worker.ts, whose try never ends; this one finishes.
const interrupted = defineJob({
  ...INTERRUPTED_QUEUE,
  run: async ({ label }, ctx) => {
    runs.push({ label, attempt: ctx.attempt });
  },
});

const lines: string[] = [];
const log: JobLog = { warn: (l) => lines.push(`warn ${l}`), error: (l) => lines.push(`error ${l}`) };

function jobOf(name: string, id: string) {
  return createBoss(poolDb(getPool())).getJobById<{ label: string }>(name, id);
}

async function countJobs(name: string): Promise<number> {
  const rows = await getDb().$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1`,
    name,
  );
  return rows[0]!.n;
}

/** Polls until `check` holds (a worker in another loop or process is doing the work). */
async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  await resetDatabase();
  await prepareQueues(poolDb(getPool()), [flaky, interrupted]);
});

beforeEach(async () => {
  await clearJobs();
  runs.length = 0;
  lines.length = 0;
  failuresLeft = 0;
});

describe("retries", () => {
  it("retries a failing job with exponential backoff and records each error", async () => {
    failuresLeft = 2;
    const { id } = await enqueueJob(flaky, { label: "a" });

    expect(await runDueJobs([flaky], log)).toBe(1);
    let job = (await jobOf(flaky.name, id))!;
    expect(job.state).toBe("retry");
    expect(job.output).toMatchObject({ message: "provider down (try 1)" });
    // Nothing is due until the backoff has passed.
    expect(await runDueJobs([flaky], log)).toBe(0);
    const [firstWait] = await makeRetriesDue(flaky.name);
    expect(firstWait).toBeGreaterThan(10 - 1);
    expect(firstWait).toBeLessThanOrEqual(20);

    expect(await runDueJobs([flaky], log)).toBe(1);
    const [secondWait] = await makeRetriesDue(flaky.name);
    expect(secondWait).toBeGreaterThan(20 - 1);
    expect(secondWait).toBeLessThanOrEqual(40);

    expect(await runDueJobs([flaky], log)).toBe(1);
    job = (await jobOf(flaky.name, id))!;
    expect(job.state).toBe("completed");
    expect(runs).toEqual([
      { label: "a", attempt: 1 },
      { label: "a", attempt: 2 },
      { label: "a", attempt: 3 },
    ]);
    expect(lines).toEqual([
      `warn [jobs] test-flaky ${id} try 1 of 4 failed: provider down (try 1); it will be tried again.`,
      `warn [jobs] test-flaky ${id} try 2 of 4 failed: provider down (try 2); it will be tried again.`,
    ]);
  });

  it("gives up after the last retry: the job is failed with its last error, and the log says so", async () => {
    failuresLeft = 99;
    const { id } = await enqueueJob(flaky, { label: "b" });
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      expect(await runDueJobs([flaky], log)).toBe(1);
      waits.push(...(await makeRetriesDue(flaky.name)));
    }
    // Each wait lies in [d·2^(n-1), d·2^n]: the lower bounds double.
    expect(waits).toHaveLength(3);
    waits.forEach((wait, n) => {
      expect(wait).toBeGreaterThan(10 * 2 ** n - 1);
      expect(wait).toBeLessThanOrEqual(10 * 2 ** (n + 1));
    });
    const job = (await jobOf(flaky.name, id))!;
    expect(job.state).toBe("failed");
    expect(job.retryCount).toBe(3);
    expect(job.output).toMatchObject({ message: "provider down (try 4)" });
    expect(lines.at(-1)).toBe(`error [jobs] test-flaky ${id} try 4 of 4 failed: provider down (try 4); giving up.`);
    expect(await runDueJobs([flaky], log)).toBe(0);
  });

  it("logs a final failure with console.error by default", async () => {
    failuresLeft = 99;
    const { id } = await enqueueJob(flaky, { label: "c" });
    for (let i = 0; i < 4; i++) {
      await runDueJobs([flaky]);
      await makeRetriesDue(flaky.name);
    }
    expect(takeConsoleErrors().map((args) => String(args[0]))).toEqual([
      `[jobs] test-flaky ${id} try 4 of 4 failed: provider down (try 4); giving up.`,
    ]);
  });
});

describe("when a job is due", () => {
  it("is due in the very moment it is written, so a worker woken by the commit finds it", async () => {
    // pg-boss fetches only start_after < now(), and the embedded database's now() counts whole
    // milliseconds: a job due at its own created_on was missed by a fetch in the same millisecond.
    const { id } = await enqueueJob(flaky, { label: "now" });
    const [row] = await getDb().$queryRawUnsafe<{ due: boolean }[]>(
      `SELECT start_after < created_on AS due FROM pgboss.job WHERE id = $1::uuid`,
      id,
    );
    expect(row?.due).toBe(true);
    expect(await runDueJobs([flaky], log)).toBe(1);
  });

  it("waits for the start time it was given", async () => {
    const { id } = await enqueueJob(flaky, { label: "later" }, { startAfter: new Date(Date.now() + 60_000) });
    expect(await runDueJobs([flaky], log)).toBe(0);
    expect((await jobOf(flaky.name, id))?.state).toBe("created");
  });
});

describe("idempotency keys", () => {
  it("makes one job of a key enqueued twice, and keeps the first one's data", async () => {
    const first = await enqueueJob(flaky, { label: "first" }, { key: "order-42/confirmation" });
    const again = await enqueueJob(flaky, { label: "second" }, { key: "order-42/confirmation" });
    expect(first.isNew).toBe(true);
    expect(again).toEqual({ id: first.id, isNew: false });
    expect(await countJobs(flaky.name)).toBe(1);

    // Still one once it has run: a late duplicate does not run it again.
    await runDueJobs([flaky], log);
    expect(await enqueueJob(flaky, { label: "third" }, { key: "order-42/confirmation" })).toEqual({
      id: first.id,
      isNew: false,
    });
    await runDueJobs([flaky], log);
    expect(runs).toEqual([{ label: "first", attempt: 1 }]);
  });

  it("makes separate jobs for different keys, and for jobs without a key", async () => {
    await enqueueJob(flaky, { label: "x" }, { key: "one" });
    await enqueueJob(flaky, { label: "y" }, { key: "two" });
    await enqueueJob(flaky, { label: "z" });
    await enqueueJob(flaky, { label: "z" });
    expect(await countJobs(flaky.name)).toBe(4);
  });

  it("refuses data its kind does not accept, enqueueing nothing", async () => {
    await expect(enqueueJob(flaky, { label: 42 } as unknown as { label: string })).rejects.toThrow();
    expect(await countJobs(flaky.name)).toBe(0);
  });

  it("says so when a queue was never prepared, instead of dropping the job", async () => {
    const stray = defineJob({ ...flaky, name: "test-never-prepared" });
    await expect(enqueueJob(stray, { label: "lost?" })).rejects.toThrow(/does not exist/);
  });
});

describe("enqueueing in a business transaction", () => {
  it("keeps the job when the transaction commits and drops it when it rolls back", async () => {
    const kept = await transactionWithJobs(async (_tx, jobs) =>
      jobs.enqueue(flaky, { label: "kept" }, { key: "tx-commit" }),
    );
    await expect(
      transactionWithJobs(async (_tx, jobs) => {
        await jobs.enqueue(flaky, { label: "lost" }, { key: "tx-rollback" });
        throw new Error("the business write failed");
      }),
    ).rejects.toThrow("the business write failed");
    expect((await jobOf(flaky.name, kept.id))?.data).toEqual({ label: "kept" });
    expect(await countJobs(flaky.name)).toBe(1);
  });

  it("sees a key enqueued earlier in the same transaction", async () => {
    const both = await transactionWithJobs(async (_tx, jobs) => [
      await jobs.enqueue(flaky, { label: "once" }, { key: "same-tx" }),
      await jobs.enqueue(flaky, { label: "twice" }, { key: "same-tx" }),
    ]);
    expect(both.map((e) => e.isNew)).toEqual([true, false]);
    expect(await countJobs(flaky.name)).toBe(1);
  });
});

describe("the worker", () => {
  let worker: RunningWorker | undefined;
  afterEach(async () => {
    await worker?.stop(1000);
    worker = undefined;
  });

  it("runs jobs enqueued while no worker ran, once one starts, one after another (a restart loses nothing)", async () => {
    const ids: string[] = [];
    for (const label of ["first", "second", "third"]) ids.push((await enqueueJob(flaky, { label })).id);
    // A poll every 30 s: the backlog must not wait for a poll between its jobs.
    worker = await startWorker({ kinds: [flaky], log, pollingIntervalSeconds: 30 });
    await waitFor(
      async () => (await Promise.all(ids.map((id) => jobOf(flaky.name, id)))).every((j) => j?.state === "completed"),
      "the waiting jobs",
      10_000,
    );
    expect(runs.map((r) => r.label)).toEqual(["first", "second", "third"]);
  });

  it("starts a job enqueued in this process at once, without waiting for its poll", async () => {
    worker = await startWorker({ kinds: [flaky], log, pollingIntervalSeconds: 30 });
    // The worker's first poll found nothing; the next one is 30 s away.
    await new Promise((r) => setTimeout(r, 300));
    const { id } = await enqueueJob(flaky, { label: "woken" });
    await waitFor(async () => (await jobOf(flaky.name, id))?.state === "completed", "the woken job", 5_000);
  });

  it("finds a job another process enqueued at its next look, long before its queue's own poll", async () => {
    worker = await startWorker({ kinds: [flaky], log, pollingIntervalSeconds: 0.5 });
    await new Promise((r) => setTimeout(r, 300));
    // As another process enqueues: nothing in this one is woken. Each queue's own poll is a
    // minute apart; only the look at every queue's due jobs can find it in time.
    const id = await createBoss(poolDb(getPool())).send(
      flaky.name,
      { label: "from elsewhere" },
      {
        startAfter: new Date(Date.now() - 1000),
      },
    );
    await waitFor(async () => (await jobOf(flaky.name, id!))?.state === "completed", "the other process's job", 5_000);
    expect(runs).toEqual([{ label: "from elsewhere", attempt: 1 }]);
  });

  it("runs a retry as soon as it comes due, without waiting for its queue's own poll", async () => {
    failuresLeft = 1;
    worker = await startWorker({ kinds: [flaky], log, pollingIntervalSeconds: 0.5 });
    const { id } = await enqueueJob(flaky, { label: "second time lucky" });
    await waitFor(async () => (await jobOf(flaky.name, id))?.state === "retry", "the first try to fail", 5_000);
    await makeRetriesDue(flaky.name);
    await waitFor(async () => (await jobOf(flaky.name, id))?.state === "completed", "the retry", 5_000);
    expect(runs.map((r) => r.attempt)).toEqual([1, 2]);
  });

  it("runs a job again whose worker was killed with SIGKILL in the middle of it", async () => {
    const { id } = await enqueueJob(interrupted, { label: "cut short" });
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--import", "./scripts/server-only-hook.mjs", "test/fixtures/interrupted-worker.ts"],
      {
        env: process.env,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    try {
      await waitFor(async () => out.includes(`started ${id} try 1`), "the other process to take the job", 60_000);
      expect((await jobOf(interrupted.name, id))?.state).toBe("active");
    } finally {
      child.kill("SIGKILL");
    }
    await new Promise((r) => child.once("exit", r));
    expect(runs).toEqual([]);

    // The killed try expires after expireInSeconds (2 s); a worker started now takes the job again.
    worker = await startWorker({
      kinds: [interrupted],
      log,
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
    });
    await waitFor(async () => (await jobOf(interrupted.name, id))?.state === "completed", "the job to run again");
    expect(runs).toEqual([{ label: "cut short", attempt: 2 }]);
    expect((await jobOf(interrupted.name, id))?.retryCount).toBe(1);
  }, 90_000);
});
