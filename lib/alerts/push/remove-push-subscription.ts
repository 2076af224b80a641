import "server-only";
import { getDb } from "@/lib/platform/db";

/** The device stops being told (only the member's own devices). Answers whether there was one. */
export async function removePushSubscription(adminId: string, endpoint: string): Promise<boolean> {
  const removed = await getDb().pushSubscription.deleteMany({ where: { adminId, endpoint } });
  return removed.count > 0;
}
