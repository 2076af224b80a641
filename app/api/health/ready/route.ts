import { handle } from "@/lib/api/handle";
import { readiness } from "@/lib/api/system/health/contract";
import { AppError } from "@/lib/platform/errors";
import { checkReadiness } from "@/lib/platform/readiness";

/** 200 when the database (and Redis, when configured) answer; 503 naming what does not. */
export const GET = handle(readiness, async () => {
  const { database, redis, ready } = await checkReadiness();
  if (!ready) {
    const down = [!database.ok && "database", redis && !redis.ok && "redis"].filter(Boolean).join(" and ");
    throw new AppError("SERVICE_UNAVAILABLE", `Not ready: the ${down} cannot be reached.`, {
      database: database.ok ? "ok" : "unreachable",
      ...(redis ? { redis: redis.ok ? "ok" : "unreachable" } : {}),
    });
  }
  return { data: { database, redis }, message: "Ready" };
});
