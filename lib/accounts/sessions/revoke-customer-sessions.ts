import "server-only";
import { getDb } from "@/lib/platform/db";

export async function revokeCustomerSessions(customerId: string) {
  await getDb().session.updateMany({ where: { customerId, revokedAt: null }, data: { revokedAt: new Date() } });
}
