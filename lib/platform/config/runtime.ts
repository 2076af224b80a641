// What the process itself is, as Node.js and Next.js mark it in the environment: read here, like
// every other setting, but without the checked configuration (lib/platform/config/load.ts), which
// code that runs at build time or in the browser's bundle graph must not load.

/** "production" in `npm start` and `next build`, "test" under Vitest, else "development". */
export function nodeEnv(): string {
  return process.env.NODE_ENV ?? "development";
}

/** "nodejs" or "edge" inside a Next.js server; undefined in route tests and scripts. */
export function nextRuntime(): string | undefined {
  return process.env.NEXT_RUNTIME;
}

/** Next's caches exist only inside its server: in route tests and scripts a cached read simply runs. */
export function isInNextServer(): boolean {
  return Boolean(nextRuntime());
}

/** `next build` prerendering pages: no background work then. */
export function isNextBuild(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

/** Whether app instances share Next's cache through Redis (next.config.ts picks the handler). */
export function sharesCacheThroughRedis(): boolean {
  return Boolean(process.env.REDIS_URL);
}
