import "server-only";
import type { Size } from "@/lib/menu/shared";
import { itemGroupsSelect } from "@/lib/menu";
import { getDb, type DbClient, type DbTransaction } from "@/lib/platform/db";
import { priceLineUnit } from "./line-unit";

/** A basket line still sold as chosen, with one unit's price at today's menu. */
export type SoldLine = {
  id: string;
  qty: number;
  categoryItemId: string;
  size: Size;
  subcategoryId: string | null;
  extraIds: string[];
  instruction: string | null;
  unitPence: number;
};

/**
 * Deletes the basket's lines no longer sold as chosen (a size or an extra taken off the menu) and
 * returns the others priced. A read of the basket only leaves them out (load-basket.ts): the
 * clean-up belongs to the next change of the basket, so that a GET never writes.
 */
export async function dropUnsoldLines(db: DbClient | DbTransaction, basketId: string | null): Promise<SoldLine[]> {
  if (!basketId) return [];
  const lines = await db.basketLine.findMany({
    where: { basketId },
    select: {
      id: true,
      qty: true,
      categoryItemId: true,
      size: true,
      subcategoryId: true,
      extraIds: true,
      instruction: true,
      categoryItem: { select: { prices: { select: { size: true, pricePence: true } }, ...itemGroupsSelect } },
    },
  });
  const sold: SoldLine[] = [];
  const unsold: string[] = [];
  for (const { categoryItem, ...line } of lines) {
    const unit = priceLineUnit(categoryItem, line.size as Size, line.extraIds);
    if (unit) sold.push({ ...line, size: line.size as Size, unitPence: unit.unitPence });
    else unsold.push(line.id);
  }
  if (unsold.length) await db.basketLine.deleteMany({ where: { id: { in: unsold } } });
  return sold;
}

/** The same outside a transaction, for a change that needs none. */
export const dropUnsoldLinesNow = (basketId: string | null) => dropUnsoldLines(getDb(), basketId);
