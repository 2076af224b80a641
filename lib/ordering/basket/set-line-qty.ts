import "server-only";
import { getDb, TRANSACTION_LIMITS } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { assertValueWithinMax, loadMaxOrderPence } from "./check-limits";
import { linesValuePence, lockBasketLines } from "./lock-basket-lines";
import { MAX_QTY } from "./limits";
import { findOwnLine } from "./own-line";

/**
 * Sets a line's quantity (the basket's steppers), within the same 1–MAX_QTY as adding. Raising
 * it must keep the order within the admin's largest value; lowering it is always allowed.
 */
export async function setLineQty(basketId: string | null, id: string, qty: number): Promise<string> {
  if (!Number.isInteger(qty) || qty < 1 || qty > MAX_QTY) {
    const message = `You can order from 1 to ${MAX_QTY} of one item.`;
    throw AppError.invalidInput(message, { qty: message });
  }
  const [{ basketId: ownBasketId, lineId }, maxOrderPence] = await Promise.all([
    findOwnLine(basketId, id),
    loadMaxOrderPence(),
  ]);
  await getDb().$transaction(async (tx) => {
    // As adding does: one change of a basket at a time, each counting what the one before left.
    const lines = await lockBasketLines(tx, ownBasketId);
    const before = lines.find((line) => line.id === lineId);
    if (!before) throw AppError.notFound("Basket item");
    if (qty > before.qty)
      assertValueWithinMax(maxOrderPence, linesValuePence(lines) + before.unitPence * (qty - before.qty));
    await tx.basketLine.update({ where: { id: lineId }, data: { qty } });
  }, TRANSACTION_LIMITS);
  return lineId;
}
