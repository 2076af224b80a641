// Starts the app: checks the configuration, prepares the database (embedded PostgreSQL
// when DATABASE_URL is unset), then runs the app's HTTP server (server/main.ts: Next.js in
// production or development mode) against it in a child process.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import nextEnv from "@next/env";
import { ConfigError, loadConfig } from "@/lib/config/load";
import { prepareDatabase } from "@/lib/seed/prepare-database";

const mode = process.argv[2] === "dev" ? "dev" : "start";
nextEnv.loadEnvConfig(process.cwd(), mode === "dev");

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
})();

const log = (line: string) => console.log(`[storefront] ${line}`);
const db = await prepareDatabase(config, log).catch((err: unknown) =>
  fail(`Could not prepare the database: ${err instanceof Error ? err.message : String(err)}`),
);

const serverEntry = fileURLToPath(new URL("../server/main.ts", import.meta.url));
const child = spawn(process.execPath, ["--import", "tsx", serverEntry, mode], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: mode === "dev" ? "development" : "production",
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
  },
});
log(`${mode === "dev" ? "Development" : "Production"} server on ${config.APP_URL}`);
log(
  config.RESEND_API_KEY
    ? "E-mail: sent through Resend."
    : `E-mail: no RESEND_API_KEY, so mails are kept in ${config.DATA_DIR}/outbox and their links printed here.`,
);

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await db.embedded?.stop().catch(() => undefined);
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
child.on("exit", (code, signal) => void shutdown(code ?? (signal ? 0 : 1)));
