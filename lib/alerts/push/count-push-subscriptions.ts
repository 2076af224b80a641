import "server-only";
import { getDb } from "@/lib/platform/db";

/** How many devices of this member are told of new orders. */
export async function countPushSubscriptions(adminId: string): Promise<number> {
  return getDb().pushSubscription.count({ where: { adminId } });
}
