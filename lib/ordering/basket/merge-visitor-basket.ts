import "server-only";
import { getDb, TRANSACTION_LIMITS } from "@/lib/platform/db";
import { MAX_QTY } from "./limits";

/**
 * Moves a visitor's basket into the account's at sign-in. Lines for the same item, size
 * and variant add up (at most MAX_QTY); the promotion code comes along if the account had none.
 */
export async function mergeVisitorBasket(visitorTokenHash: string, customerId: string): Promise<void> {
  await getDb().$transaction(async (tx) => {
    const visitor = await tx.basket.findUnique({ where: { visitorTokenHash }, include: { lines: true } });
    if (!visitor) return;
    const target = await tx.basket.upsert({
      where: { customerId },
      update: {},
      create: { customerId },
      include: { lines: true },
    });
    for (const line of visitor.lines) {
      const same = target.lines.find(
        (l) =>
          l.categoryItemId === line.categoryItemId && l.size === line.size && l.subcategoryId === line.subcategoryId,
      );
      if (same) {
        await tx.basketLine.update({
          where: { id: same.id },
          data: { qty: Math.min(MAX_QTY, same.qty + line.qty), instruction: same.instruction ?? line.instruction },
        });
      } else {
        await tx.basketLine.update({ where: { id: line.id }, data: { basketId: target.id } });
      }
    }
    if (!target.promoCode && visitor.promoCode) {
      await tx.basket.update({ where: { id: target.id }, data: { promoCode: visitor.promoCode } });
    }
    await tx.basket.delete({ where: { id: visitor.id } });
  }, TRANSACTION_LIMITS);
}
