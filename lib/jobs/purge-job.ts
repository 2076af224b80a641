import "server-only";
import { z } from "zod";
import { purgeOldAuditEntries, purgeSpentEmailTokens, purgeStaleRateLimits, purgeDeadSessions } from "@/lib/accounts";
import { defineJob } from "@/lib/platform/queue";
import { SHOP_ZONE } from "@/lib/platform/time";

export type PurgeCounts = { sessions: number; emailTokens: number; rateLimits: number; auditEntries: number };

/** Deletes rows that can no longer be used, as of `now`. */
export async function purgeExpiredRows(now: Date): Promise<PurgeCounts> {
  return {
    sessions: await purgeDeadSessions(now),
    emailTokens: await purgeSpentEmailTokens(now),
    rateLimits: await purgeStaleRateLimits(now),
    // Past the owner's retention, by the database's clock (the trigger's).
    auditEntries: await purgeOldAuditEntries(),
  };
}

/** Runs at every start (see start-worker.ts) and each night at 03:30 London time. */
export const purgeJob = defineJob({
  name: "purge-expired-rows",
  data: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 300,
  schedule: { cron: "30 3 * * *", tz: SHOP_ZONE },
  async run() {
    const counts = await purgeExpiredRows(new Date());
    console.log(
      `[jobs] purged ${counts.sessions} dead sessions, ${counts.emailTokens} spent e-mail tokens, ${counts.rateLimits} old rate-limit counters, ${counts.auditEntries} audit entries past their retention`,
    );
  },
});
