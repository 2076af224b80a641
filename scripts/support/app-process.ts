// What the scripts that run the production app as a user would need in common: a free port,
// `npm start` as a process group of its own, waiting until it answers, killing it, a scratch
// PostgreSQL database.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const START_TIMEOUT_MS = 120_000;

export class CrashTestFailure extends Error {}
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CrashTestFailure(message);
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type App = { child: ChildProcess; baseUrl: string; exited: Promise<void> };

/** `npm start` as a process group of its own, so that one signal reaches all of it. */
export function startApp(env: Record<string, string>, logFile: string): App {
  const out = createWriteStream(logFile, { flags: "a" });
  // The compiled launcher (`npm run build` makes dist/), as `npm start` runs it.
  const child = spawn(process.execPath, [path.join(ROOT, "dist/serve.mjs"), "start"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { child, baseUrl: `http://127.0.0.1:${env.PORT}`, exited };
}

/** `npm run worker` (the compiled job worker) as a process group of its own. */
export function startWorker(env: Record<string, string>, logFile: string): Pick<App, "child" | "exited"> {
  const out = createWriteStream(logFile, { flags: "a" });
  const child = spawn(process.execPath, [path.join(ROOT, "dist/worker.mjs")], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { child, exited };
}

/** Milliseconds until the app answers a menu read, and until its log says the database is open. */
export async function waitUntilReady(app: App, logFile: string, startedAt: number) {
  let dbOpenMs: number | undefined;
  for (;;) {
    check(app.child.exitCode === null, `The app stopped while starting:\n${tail(logFile)}`);
    check(
      Date.now() - startedAt < START_TIMEOUT_MS,
      `The app did not answer within ${START_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`,
    );
    // The launcher prints this once the database is open and its migrations are checked.
    if (dbOpenMs === undefined && /Production server on/.test(readLog(logFile))) {
      dbOpenMs = Date.now() - startedAt;
    }
    try {
      const res = await fetch(`${app.baseUrl}/api/admin/categorydata`);
      if (res.ok)
        return {
          readyMs: Date.now() - startedAt,
          dbOpenMs: dbOpenMs ?? Date.now() - startedAt,
          menu: await res.json(),
        };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const readLog = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : "");
export const tail = (file: string) => readLog(file).split("\n").slice(-30).join("\n");

/**
 * A database of its own beside `url`'s, named after the purpose (`<db>_<purpose>_<pid>`), dropped
 * by `drop()`. The statements run in `url`'s database, or in the server's `postgres` database when
 * that one does not exist yet, so `DATABASE_URL=…/rush` works on a server without a `rush`.
 */
export async function createScratchDatabase(url: string, purpose: string) {
  const base = new URL(url);
  const name = `${base.pathname.slice(1) || "postgres"}_${purpose}_${process.pid}`;
  const run = async (sql: string) => {
    for (const target of [url, withDatabase(url, "postgres")]) {
      const client = new pg.Client({ connectionString: target });
      try {
        await client.connect();
      } catch (error) {
        // 3D000: the named database does not exist; try the server's own.
        if ((error as { code?: string }).code === "3D000" && target === url) continue;
        throw error;
      }
      try {
        await client.query(sql);
        return;
      } finally {
        await client.end();
      }
    }
  };
  await run(`DROP DATABASE IF EXISTS "${name}"`);
  await run(`CREATE DATABASE "${name}"`);
  return {
    url: withDatabase(url, name),
    drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

export function killGroup(app: Pick<App, "child">, signal: NodeJS.Signals) {
  try {
    process.kill(-app.child.pid!, signal);
  } catch {
    // already gone
  }
}
