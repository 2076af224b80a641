import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError, isAppError } from "@/lib/platform/errors";
import { consumeRateLimits } from "./consume-rate-limits";
import { TOO_MANY, type Limit } from "./rate-limit";

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
 * For sign-ins: the limits count failed attempts only (wrong credentials, a wrong second-factor
 * code), and refuse once one is used up. Staff signing in all evening from one till are never
 * refused, and nobody can lock an account by signing in successfully; guessing a password or a
 * code stays slow. `isNotAFailure` names a refusal that is no failed attempt (staff sign-in's
 * "now give your code", which follows a right password).
 */
export async function limitFailedAttempts<T>(
  limits: Limit[],
  attempt: () => Promise<T>,
  isNotAFailure: (err: AppError) => boolean = () => false,
): Promise<T> {
  await assertUnderLimits(limits);
  try {
    return await attempt();
  } catch (err) {
    if (isAppError(err) && err.code === "UNAUTHENTICATED" && !isNotAFailure(err)) {
      // This attempt still answers as itself (401); the next one meets the limit.
      await consumeRateLimits(limits).catch((e: unknown) => {
        if (!isAppError(e)) throw e;
      });
    }
    throw err;
  }
}
