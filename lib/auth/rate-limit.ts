import "server-only";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/http/app-error";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";

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
      throw new AppError("RATE_LIMITED", "Too many attempts. Please wait a few minutes and try again.");
    }
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
