import "server-only";
import { getDb } from "@/lib/platform/db";

export async function revokeSession(id: string) {
  await getDb().session.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
}
