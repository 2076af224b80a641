import "server-only";
import { getDb } from "@/lib/platform/db";
import { dropUnsoldLinesNow } from "./drop-unsold-lines";
import { findOwnLine } from "./own-line";

export async function setLineInstruction(basketId: string | null, id: string, instruction: string): Promise<string> {
  const { lineId } = await findOwnLine(basketId, id);
  await getDb().basketLine.update({ where: { id: lineId }, data: { instruction: instruction || null } });
  await dropUnsoldLinesNow(basketId);
  return lineId;
}
