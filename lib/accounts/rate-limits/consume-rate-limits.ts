import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { LONGEST_WINDOW_SECONDS, TOO_MANY, type Limit } from "./rate-limit";

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
