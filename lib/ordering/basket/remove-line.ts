import "server-only";
import { getDb } from "@/lib/platform/db";
import { dropUnsoldLinesNow } from "./drop-unsold-lines";
import { findOwnLine } from "./own-line";

export async function removeLine(basketId: string | null, id: string): Promise<void> {
  const { lineId } = await findOwnLine(basketId, id);
  await getDb().basketLine.delete({ where: { id: lineId } });
  await dropUnsoldLinesNow(basketId);
}
