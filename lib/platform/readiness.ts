import "server-only";
import { getDb } from "@/lib/platform/db";
import { getRedis } from "./cache";

export type Check = { ok: boolean; ms: number; error?: string };

async function timed(probe: () => Promise<unknown>, timeoutMs: number): Promise<Check> {
  const started = performance.now();
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (err) {
    // The reason stays in the log; the answer only says what is down.
    console.warn(`[health] ${err instanceof Error ? err.message : String(err)}`);
    return { ok: false, ms: Math.round(performance.now() - started), error: "unreachable" };
  }
}

/** Whether this instance can serve: the database answers, and Redis when one is configured. */
export async function checkReadiness(timeoutMs = 2_000) {
  const redis = getRedis();
  const [database, cache] = await Promise.all([
    timed(() => getDb().$queryRaw`SELECT 1`, timeoutMs),
    redis ? timed(async () => (await redis).ping(), timeoutMs) : Promise.resolve(null),
  ]);
  return { database, redis: cache, ready: database.ok && (cache?.ok ?? true) };
}
