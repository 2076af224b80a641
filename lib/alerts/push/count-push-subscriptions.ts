import "server-only";
import { getDb } from "@/lib/platform/db";
import { inLiveSessionWhere } from "./push-recipients";

/** How many devices of this member are told of new orders (an expired session's is not, though kept until purged). */
export async function countPushSubscriptions(adminId: string, now = new Date()): Promise<number> {
  return getDb().pushSubscription.count({ where: { adminId, ...inLiveSessionWhere(now) } });
}
