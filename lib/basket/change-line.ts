import "server-only";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/http/app-error";
import { MAX_QTY } from "./pricing";

/**
 * The line `id` in this basket. The spec's client may send the basket's own id instead
 * (it reads data._id after adding): that means the line added last.
 */
async function findOwnLine(basketId: string | null, id: string): Promise<string> {
  if (!basketId) throw AppError.notFound("Basket item");
  const db = getDb();
  const line = await db.basketLine.findFirst({ where: { id, basketId }, select: { id: true } });
  if (line) return line.id;
  if (id === basketId) {
    const latest = await db.basketLine.findFirst({ where: { basketId }, orderBy: { updatedAt: "desc" }, select: { id: true } });
    if (latest) return latest.id;
  }
  // Someone else's line is as good as none: nothing tells them it exists.
  throw AppError.notFound("Basket item");
}

export async function setLineInstruction(basketId: string | null, id: string, instruction: string): Promise<string> {
  const lineId = await findOwnLine(basketId, id);
  await getDb().basketLine.update({ where: { id: lineId }, data: { instruction: instruction || null } });
  return lineId;
}

export async function removeLine(basketId: string | null, id: string): Promise<void> {
  const lineId = await findOwnLine(basketId, id);
  await getDb().basketLine.delete({ where: { id: lineId } });
}

/** Sets a line's quantity (the basket's steppers), within the same 1–50 as adding. */
export async function setLineQty(basketId: string | null, id: string, qty: number): Promise<string> {
  if (!Number.isInteger(qty) || qty < 1 || qty > MAX_QTY) {
    const message = `You can order from 1 to ${MAX_QTY} of one item.`;
    throw AppError.invalidInput(message, { qty: message });
  }
  const lineId = await findOwnLine(basketId, id);
  await getDb().basketLine.update({ where: { id: lineId }, data: { qty } });
  return lineId;
}
