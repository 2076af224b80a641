import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { dropUnsoldLinesNow } from "./drop-unsold-lines";
import { findOwnLine } from "./own-line";

export async function setLineInstruction(basketId: string | null, id: string, instruction: string): Promise<string> {
  const { basketId: ownBasketId, lineId } = await findOwnLine(basketId, id);
  // The line may go between finding it and writing (its delete sent at the same moment): then
  // it is not found, as when the delete came first, rather than a failed write (a 500).
  const { count } = await getDb().basketLine.updateMany({
    where: { id: lineId, basketId: ownBasketId },
    data: { instruction: instruction || null },
  });
  if (count === 0) throw AppError.notFound("Basket item");
  await dropUnsoldLinesNow(basketId);
  return lineId;
}
