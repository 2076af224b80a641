import "server-only";
import { getDb } from "@/lib/platform/db";
import { LONGEST_WINDOW_SECONDS } from "./rate-limit";

/** Deletes counters whose window ended long ago; answers how many. */
export async function purgeStaleRateLimits(now: Date): Promise<number> {
  const { count } = await getDb().rateLimit.deleteMany({
    where: { windowStart: { lt: new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000) } },
  });
  return count;
}
