import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";

/**
 * The line `id` in this basket. The spec's client may send the basket's own id instead
 * (it reads data._id after adding): that means the line added last.
 */
export async function findOwnLine(basketId: string | null, id: string): Promise<{ basketId: string; lineId: string }> {
  if (!basketId) throw AppError.notFound("Basket item");
  const db = getDb();
  const line = await db.basketLine.findFirst({ where: { id, basketId }, select: { id: true } });
  if (line) return { basketId, lineId: line.id };
  if (id === basketId) {
    const latest = await db.basketLine.findFirst({
      where: { basketId },
      orderBy: { updatedAt: "desc" },
      select: { id: true },
    });
    if (latest) return { basketId, lineId: latest.id };
  }
  // Someone else's line is as good as none: nothing tells them it exists.
  throw AppError.notFound("Basket item");
}
