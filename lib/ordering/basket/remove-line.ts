import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { dropUnsoldLinesNow } from "./drop-unsold-lines";
import { findOwnLine } from "./own-line";

export async function removeLine(basketId: string | null, id: string): Promise<void> {
  const { basketId: ownBasketId, lineId } = await findOwnLine(basketId, id);
  // A double click sends the delete twice: the one that comes second finds the line gone, as
  // a delete sent after the first had answered would (a 404), not a failure of ours (a 500).
  const { count } = await getDb().basketLine.deleteMany({ where: { id: lineId, basketId: ownBasketId } });
  if (count === 0) throw AppError.notFound("Basket item");
  await dropUnsoldLinesNow(basketId);
}
