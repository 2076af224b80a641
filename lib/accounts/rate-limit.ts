import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError, isAppError } from "@/lib/platform/errors";
import { CLIENT_ADDRESS_HEADER } from "@/lib/platform/http";

// Fixed-window counters in the database, so every app instance shares them.

export type Limit = { key: string; max: number; windowSeconds: number };

/**
 * No window may be longer: counters whose window started before this are dead and are purged
 * (a purged counter restarts at its next use, exactly as an expired window does).
 */
export const LONGEST_WINDOW_SECONDS = 24 * 3600;

/** Counts one attempt against each limit; throws 429 when any is over. */
export async function consumeRateLimits(limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    if (limit.windowSeconds > LONGEST_WINDOW_SECONDS) throw new Error(`Rate-limit window of ${limit.key} is too long.`);
    const rows = await getDb().$queryRaw<{ count: number }[]>`
      INSERT INTO "RateLimit" ("key", "count", "windowStart") VALUES (${limit.key}, 1, now())
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN "RateLimit"."windowStart" < now() - make_interval(secs => ${limit.windowSeconds}::double precision)
                       THEN 1 ELSE "RateLimit"."count" + 1 END,
        "windowStart" = CASE WHEN "RateLimit"."windowStart" < now() - make_interval(secs => ${limit.windowSeconds}::double precision)
                       THEN now() ELSE "RateLimit"."windowStart" END
      RETURNING "count"`;
    if ((rows[0]?.count ?? 0) > limit.max) {
      throw new AppError("RATE_LIMITED", TOO_MANY);
    }
  }
}

const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

/** Throws 429 when any counter already holds `max` within its window; counts nothing. */
async function assertUnderLimits(limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const rows = await getDb().$queryRaw<{ count: number }[]>`
      SELECT "count" FROM "RateLimit" WHERE "key" = ${limit.key}
        AND "windowStart" >= now() - make_interval(secs => ${limit.windowSeconds}::double precision)`;
    if ((rows[0]?.count ?? 0) >= limit.max) throw new AppError("RATE_LIMITED", TOO_MANY);
  }
}

/**
 * For sign-ins: the limits count failed attempts only (wrong credentials), and refuse once one
 * is used up. Staff signing in all evening from one till are never refused, and nobody can
 * lock an account by signing in successfully; guessing a password stays slow.
 */
export async function limitFailedAttempts<T>(limits: Limit[], attempt: () => Promise<T>): Promise<T> {
  await assertUnderLimits(limits);
  try {
    return await attempt();
  } catch (err) {
    // "Now give your code" follows a right password: not a failure. A wrong code is one.
    if (isAppError(err) && err.code === "UNAUTHENTICATED" && !err.data?.twoFactorRequired) {
      // This attempt still answers as itself (401); the next one meets the limit.
      await consumeRateLimits(limits).catch((e: unknown) => {
        if (!isAppError(e)) throw e;
      });
    }
    throw err;
  }
}

/**
 * The client's address as the app's HTTP server worked it out from the connection and the
 * trusted proxies (TRUSTED_PROXY_HOPS); never a header the client chose. Served some other
 * way (a bare `next start`), every request shares the "unknown" key: limits still hold.
 */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}

/** Deletes counters whose window ended long ago; answers how many. */
export async function purgeStaleRateLimits(now: Date): Promise<number> {
  const { count } = await getDb().rateLimit.deleteMany({
    where: { windowStart: { lt: new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000) } },
  });
  return count;
}
