// `npm run bench:startup`: how long `npm start` takes to its first 200 on a seeded database.
// Needs `npm run build`. Starts the compiled app twice on a scratch data folder (embedded
// database) or, with DATABASE_URL, on a scratch PostgreSQL database beside it: the first start
// migrates and seeds (not timed), the second is timed to the first 200 of GET /api/health, of a
// menu read and of the home page (rendered on its first visit, then served from the page cache).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createScratchDatabase, freePort, killGroup, startApp, type App } from "../scripts/support/app-process";

async function firstOk(url: string, startedAt: number): Promise<number> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return Date.now() - startedAt;
    } catch {
      // not listening yet
    }
    if (Date.now() - startedAt > 120_000) throw new Error(`${url} did not answer within 120 s`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function stop(app: App) {
  killGroup(app, "SIGTERM");
  await app.exited;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-startup-"));
  const log = path.join(dataDir, "app.log");
  const database = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, "startup") : null;
  const env = {
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? "",
    ADMIN_PASSWORD: "bench-admin-password",
  };
  try {
    const seeding = startApp(env, log);
    await firstOk(`${seeding.baseUrl}/api/admin/categorydata`, Date.now());
    await stop(seeding);

    const startedAt = Date.now();
    const app = startApp(env, log);
    const health = await firstOk(`${app.baseUrl}/api/health`, startedAt);
    const menu = await firstOk(`${app.baseUrl}/api/admin/categorydata`, startedAt);
    const home = await firstOk(`${app.baseUrl}/`, startedAt);
    await stop(app);
    console.log(`\nnpm start to the first 200 (${database ? "PostgreSQL" : "embedded database"}, seeded, aim ≤ 5 s):`);
    console.table([
      { request: "GET /api/health", ms: health },
      { request: "GET /api/admin/categorydata", ms: menu },
      { request: "GET / (first render)", ms: home },
    ]);
  } finally {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
