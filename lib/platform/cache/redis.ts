import "server-only";
import { createClient, type RedisClientType } from "redis";
import { getConfig } from "@/lib/platform/config";

const state = globalThis as unknown as { __redis?: Promise<RedisClientType> };

/** This process's Redis connection, when REDIS_URL is set; null otherwise. */
export function getRedis(): Promise<RedisClientType> | null {
  const url = getConfig().REDIS_URL;
  if (!url) return null;
  state.__redis ??= (async () => {
    const client: RedisClientType = createClient({ url, pingInterval: 10_000 });
    // A dropped connection reconnects by itself; the error is reported where a call fails.
    client.on("error", () => undefined);
    await client.connect();
    return client;
  })().catch((err: unknown) => {
    state.__redis = undefined;
    throw err;
  });
  return state.__redis;
}
