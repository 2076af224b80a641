// Starts the app: checks the configuration, prepares the database (embedded PostgreSQL
// when DATABASE_URL is unset), then runs the app's HTTP server (server/main.ts: Next.js in
// production or development mode) against it.
import { spawn } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import nextEnv from "@next/env";
import { prepareDatabase } from "@/lib/seed";
import { fail, loadConfigOrExit } from "./support/config";

const mode = process.argv[2] === "dev" ? "dev" : "start";
nextEnv.loadEnvConfig(process.cwd(), mode === "dev");

// `npm start` runs the server in production whatever NODE_ENV the launcher was given (serverEnv
// below), and hands it APP_URL already filled in: the checks for production are made here.
const config = loadConfigOrExit(mode === "start" ? { ...process.env, NODE_ENV: "production" } : process.env);

const log = (line: string) => console.log(`[storefront] ${line}`);
const db = await prepareDatabase(config, log).catch((err: unknown) =>
  fail(`Could not prepare the database: ${err instanceof Error ? err.message : String(err)}`),
);

// `npm run build` compiles this launcher, the server and the worker into dist/ (scripts/
// build-server.mjs), so `npm start` runs plain JavaScript; `npm run dev` runs the sources.
const isCompiled = import.meta.url.endsWith(".mjs");
const serverEntry = fileURLToPath(new URL(isCompiled ? "./server.mjs" : "../server/main.ts", import.meta.url));
const serverEnv = {
  NODE_ENV: mode === "dev" ? ("development" as const) : ("production" as const),
  NEXT_TELEMETRY_DISABLED: "1",
  PORT: String(config.PORT),
  TRUSTED_PROXY_HOPS: String(config.TRUSTED_PROXY_HOPS),
  DATABASE_URL: db.url,
  // PGlite is one session: one connection keeps statements of concurrent requests apart.
  DATABASE_POOL_MAX: db.embedded ? "1" : String(config.DATABASE_POOL_MAX),
  AUTH_SECRET: config.AUTH_SECRET,
  APP_URL: config.APP_URL,
  NEXTAUTH_URL: config.APP_URL,
  DATA_DIR: config.DATA_DIR,
};
// The embedded database answers from this process's event loop, so the app gets a process of
// its own and the two share the cores; with PostgreSQL elsewhere there is nothing left to hold
// here, and the compiled app runs in this one process.
const isOneProcess = isCompiled && mode === "start" && !db.embedded;
/** The launcher's own Node flags (`node --optimize-for-size dist/serve.mjs`, decision 046), not the inspector's. */
function nodeFlagsForTheServer() {
  return process.execArgv.filter((flag) => !/^--inspect/.test(flag));
}
const child = isOneProcess
  ? null
  : spawn(
      process.execPath,
      isCompiled
        ? [...nodeFlagsForTheServer(), serverEntry, mode]
        : [
            "--import",
            "tsx",
            "--import",
            fileURLToPath(new URL("./server-only-hook.mjs", import.meta.url)),
            serverEntry,
            mode,
          ],
      {
        stdio: "inherit",
        // glibc's malloc keeps an arena per thread that allocates (V8's compiler threads, libuv's
        // pool); with two, the embedded app server held 451 MB instead of 523 after `npm run bench`
        // (decision 046). `npm start` sets it for the launcher, which cannot change its own.
        env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2", ...serverEnv },
      },
    );
log(`${mode === "dev" ? "Development" : "Production"} server on ${config.APP_URL}`);
log(
  config.RESEND_API_KEY
    ? "E-mail: sent through Resend."
    : `E-mail: no RESEND_API_KEY, so mails are kept in ${config.DATA_DIR}/outbox and their links printed here.`,
);

if (child) {
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await db.embedded?.stop().catch(() => undefined);
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      child.kill(signal);
    });
  }
  child.on("exit", (code, signal) => void shutdown(code ?? (signal ? 0 : 1)));
} else {
  Object.assign(process.env, serverEnv);
  // server.mjs listens, and stops on SIGINT/SIGTERM once requests in flight are answered.
  await import(pathToFileURL(serverEntry).href);
}
