import "server-only";
import type { Size } from "@/lib/menu/shared";
import { itemGroupsSelect } from "@/lib/menu";
import type { DbTransaction } from "@/lib/platform/db";
import { priceLineUnit } from "./line-unit";

/** A basket line still sold as chosen, with one unit's price at today's menu. */
export type LockedLine = {
  id: string;
  qty: number;
  categoryItemId: string;
  size: Size;
  subcategoryId: string | null;
  extraIds: string[];
  unitPence: number;
};

/**
 * Locks the basket's row for the rest of `tx` (one change of a basket at a time, each counting
 * what the one before left), deletes the lines no longer sold as chosen and returns the others
 * priced. One read of the lines and their prices serves every check of the change: reading them
 * again per check held the lock and a pool connection over about 25 round trips per add, which
 * is what PostgreSQL's idle-in-transaction connections were in `npm run bench:rush`.
 */
export async function lockBasketLines(tx: DbTransaction, basketId: string): Promise<LockedLine[]> {
  await tx.$queryRaw`SELECT id FROM "Basket" WHERE id = ${basketId}::uuid FOR UPDATE`;
  const lines = await tx.basketLine.findMany({
    where: { basketId },
    select: {
      id: true,
      qty: true,
      categoryItemId: true,
      size: true,
      subcategoryId: true,
      extraIds: true,
      categoryItem: { select: { prices: { select: { size: true, pricePence: true } }, ...itemGroupsSelect } },
    },
  });
  const sold: LockedLine[] = [];
  const unsold: string[] = [];
  for (const { categoryItem, ...line } of lines) {
    const unit = priceLineUnit(categoryItem, line.size as Size, line.extraIds);
    if (unit) sold.push({ ...line, size: line.size as Size, unitPence: unit.unitPence });
    else unsold.push(line.id);
  }
  if (unsold.length) await tx.basketLine.deleteMany({ where: { id: { in: unsold } } });
  return sold;
}

/** What the lines are worth at today's menu, before offers and delivery. */
export const linesValuePence = (lines: readonly Pick<LockedLine, "qty" | "unitPence">[]) =>
  lines.reduce((sum, line) => sum + line.unitPence * line.qty, 0);
