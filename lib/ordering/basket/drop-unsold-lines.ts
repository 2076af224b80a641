import "server-only";
import type { Size } from "@/lib/menu/shared";
import { itemGroupsSelect } from "@/lib/menu";
import { getDb, type DbClient, type DbTransaction } from "@/lib/platform/db";
import { priceLineUnit } from "./line-unit";

/**
 * Deletes the basket's lines no longer sold as chosen (a size or an extra taken off the menu).
 * A read of the basket only leaves them out (load-basket.ts): the clean-up belongs to the next
 * change of the basket, so that a GET never writes.
 */
export async function dropUnsoldLines(db: DbClient | DbTransaction, basketId: string | null): Promise<void> {
  if (!basketId) return;
  const lines = await db.basketLine.findMany({
    where: { basketId },
    select: { id: true, size: true, extraIds: true, categoryItem: { select: { prices: { select: { size: true, pricePence: true } }, ...itemGroupsSelect } } },
  });
  const unsold = lines.filter((l) => !priceLineUnit(l.categoryItem, l.size as Size, l.extraIds)).map((l) => l.id);
  if (unsold.length) await db.basketLine.deleteMany({ where: { id: { in: unsold } } });
}

/** The same outside a transaction, for a change that needs none. */
export const dropUnsoldLinesNow = (basketId: string | null) => dropUnsoldLines(getDb(), basketId);
