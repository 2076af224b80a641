// `npm run worker`: works the background jobs (e-mails, nightly purge) in a process of its
// own, for set-ups with several app instances on one PostgreSQL (start those with
// JOBS_IN_APP=false). Any number of workers may run: each job is taken by one of them.
import nextEnv from "@next/env";
import { getPool } from "@/lib/platform/db";
import { applyMigrations } from "@/lib/platform/db-setup";
import { startBackgroundWork } from "@/lib/jobs";
import { fail, loadConfigOrExit } from "./support/config";

nextEnv.loadEnvConfig(process.cwd());
const log = (line: string) => console.log(`[worker] ${line}`);

const config = loadConfigOrExit();
if (!config.DATABASE_URL) {
  fail(
    "npm run worker needs DATABASE_URL. Without it the shop runs on its embedded database, which `npm start` serves and works the jobs of itself.",
  );
}

await applyMigrations(config.DATABASE_URL);
const worker = (await startBackgroundWork({ runWorker: true }))!;
log("Working background jobs (e-mails, nightly purge). Stop with Ctrl+C or SIGTERM.");

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  log("Stopping: letting running jobs finish (up to 10 s)...");
  await worker.stop(10_000);
  await getPool().end();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
