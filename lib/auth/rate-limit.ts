import "server-only";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/http/app-error";

// Fixed-window counters in the database, so every app instance shares them.

export type Limit = { key: string; max: number; windowSeconds: number };

/** Counts one attempt against each limit; throws 429 when any is over. */
export async function consumeRateLimits(limits: Limit[]): Promise<void> {
  for (const limit of limits) {
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

/** The client's address as the nearest proxy reports it; "direct" when there is none. */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip") || "direct";
}
