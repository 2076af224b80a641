// Next.js's cache handler when REDIS_URL is set (next.config.ts): the data cache (the menu,
// lib/platform/cache/shop-data.ts) lives in Redis, so every app instance reads the same entries and an
// admin write on one instance expires them for all. @fortedigital/nextjs-cache-handler does the
// work (decision 020). Without REDIS_URL Next keeps its own cache in each process.
import { readFileSync } from "node:fs";
import path from "node:path";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "redis";

const state = globalThis;

/** Entries of one build only: a new deployment never reads what an older one cached. */
function buildId() {
  try {
    return readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim();
  } catch {
    return "dev";
  }
}

CacheHandler.onCreation(() => {
  state.__storefrontCacheConfig ??= (async () => {
    const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 });
    // A dropped connection reconnects by itself; a read that fails is a cache miss.
    client.on("error", () => undefined);
    await client.connect();
    const prefix = `storefront:${buildId()}:`;
    return {
      handlers: [
        createRedisHandler({
          client,
          keyPrefix: prefix,
          sharedTagsKey: `${prefix}__tags__`,
          sharedTagsTtlKey: `${prefix}__tag_ttls__`,
          timeoutMs: 1000,
        }),
      ],
    };
  })();
  return state.__storefrontCacheConfig;
});

export default CacheHandler;
