import "server-only";
import type { DbTransaction } from "@/lib/platform/db";
import { dropUnsoldLines, type SoldLine } from "./drop-unsold-lines";

/**
 * Locks the basket's row for the rest of `tx` (one change of a basket at a time, each counting
 * what the one before left), deletes the lines no longer sold as chosen and returns the others
 * priced. One read of the lines and their prices serves every check of the change: reading them
 * again per check held the lock and a pool connection over about 25 round trips per add, which
 * is what PostgreSQL's idle-in-transaction connections were in `npm run bench:rush`.
 */
export async function lockBasketLines(tx: DbTransaction, basketId: string): Promise<SoldLine[]> {
  await tx.$queryRaw`SELECT id FROM "Basket" WHERE id = ${basketId}::uuid FOR UPDATE`;
  return dropUnsoldLines(tx, basketId);
}

/** What the lines are worth at today's menu, before offers and delivery. */
export const linesValuePence = (lines: readonly Pick<SoldLine, "qty" | "unitPence">[]) =>
  lines.reduce((sum, line) => sum + line.unitPence * line.qty, 0);
