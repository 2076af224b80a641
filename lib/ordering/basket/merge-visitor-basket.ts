import "server-only";
import { getDb, TRANSACTION_LIMITS } from "@/lib/platform/db";
import { findBasketId } from "./find-basket-id";
import { MAX_QTY } from "./limits";
import { isSameLine } from "./same-line";

/**
 * Moves a visitor's basket into the account's at sign-in. A line the account's basket already
 * has, by addLine's rule (the same dish, size, variant and extras) and with the same instruction,
 * adds up (at most MAX_QTY); any other comes across as it is, so no extra and no note is lost
 * and nothing is charged that was not chosen. No line is dropped: a basket over 50 lines says so
 * and create_order refuses it (decision 023). The promotion code comes along if the account had none.
 */
export async function mergeVisitorBasket(visitorTokenHash: string, customerId: string): Promise<void> {
  const db = getDb();
  if (!(await db.basket.findUnique({ where: { visitorTokenHash }, select: { id: true } }))) return;
  // The account's basket is made before the merge's transaction: two sign-ins at once (a double
  // click on Sign In) both made it inside theirs, and the second failed on the customer's one
  // basket (a 500). findBasketId takes the one the other made.
  const targetId = await findBasketId({ customerId }, true);
  await db.$transaction(async (tx) => {
    // The second sign-in waits here for the first to finish, then finds the visitor's basket gone.
    await tx.$queryRaw`SELECT id FROM "Basket" WHERE "visitorTokenHash" = ${visitorTokenHash} FOR UPDATE`;
    const visitor = await tx.basket.findUnique({ where: { visitorTokenHash }, include: { lines: true } });
    if (!visitor) return;
    // Locked as addLine locks it, so a line added meanwhile on another device is counted, not merged beside.
    await tx.$queryRaw`SELECT id FROM "Basket" WHERE id = ${targetId}::uuid FOR UPDATE`;
    const target = await tx.basket.findUniqueOrThrow({ where: { id: targetId }, include: { lines: true } });
    // Kept up to date as lines join, so two visitor lines alike add up to one.
    const lines = [...target.lines];
    for (const line of visitor.lines) {
      const same = lines.find((l) => isSameLine(l, line));
      if (same) {
        same.qty = Math.min(MAX_QTY, same.qty + line.qty);
        await tx.basketLine.update({ where: { id: same.id }, data: { qty: same.qty } });
      } else {
        await tx.basketLine.update({ where: { id: line.id }, data: { basketId: target.id } });
        lines.push(line);
      }
    }
    if (!target.promoCode && visitor.promoCode) {
      await tx.basket.update({ where: { id: target.id }, data: { promoCode: visitor.promoCode } });
    }
    await tx.basket.delete({ where: { id: visitor.id } });
  }, TRANSACTION_LIMITS);
}
