import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";

/**
 * Retires a promotion: it stops applying and disappears from every page at once. Orders that
 * used it keep it; the row stays so that their history does. Answers its name and code, and
 * whether it was already retired, for the audit trail.
 */
export async function retirePromotion(id: string, now = new Date()) {
  const db = getDb();
  const updated = await db.promotion.updateMany({ where: { id, retiredAt: null }, data: { retiredAt: now } });
  const row = await db.promotion.findUnique({ where: { id }, select: { id: true, name: true, code: true } });
  if (!row) throw AppError.notFound("Promotion");
  return { ...row, wasRetired: updated.count === 0 };
}
