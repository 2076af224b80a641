import "server-only";
import type { DbTransaction } from "@/lib/platform/db";
import { isAvailable, isSoldOut, type AvailabilityFields, readFrozenExtras } from "@/lib/menu";

// A pending order may be paid after one of its dishes sold out or was withdrawn: the payment is
// honoured (the customer has paid) and the order reaches the kitchen flagged, each line saying
// what it lacks, so the kitchen calls the customer (decision 023).

function problem(name: string, row: AvailabilityFields | null, now: Date): string | null {
  if (!row) return `${name} is no longer on the menu`;
  if (isAvailable(row, now)) return null;
  return isSoldOut(row, now) ? `${name} is sold out` : `${name} is no longer on the menu`;
}

/**
 * Checks every line of the order against the menu at `now` and records, in the payment's
 * transaction, what each line lacks and whether the order needs a call. Answers whether it does.
 */
export async function flagSoldOutSinceOrdered(tx: DbTransaction, orderId: string, now: Date): Promise<boolean> {
  const lines = await tx.orderLine.findMany({
    where: { orderId },
    select: {
      id: true,
      itemName: true,
      subcategoryName: true,
      extras: true,
      categoryItem: { select: { soldOut: true, soldOutUntil: true, hidden: true } },
      subcategory: { select: { soldOut: true, soldOutUntil: true, hidden: true } },
    },
  });
  const optionIds = lines.flatMap((l) => readFrozenExtras(l.extras).map((e) => e.optionId));
  const options = new Map(
    (optionIds.length
      ? await tx.menuOption.findMany({ where: { id: { in: optionIds } }, select: { id: true, available: true } })
      : []
    ).map((o) => [o.id, o.available]),
  );
  let isFlagged = false;
  for (const line of lines) {
    const problems = [
      problem(line.itemName, line.categoryItem, now),
      line.subcategoryName ? problem(`${line.itemName} with ${line.subcategoryName}`, line.subcategory, now) : null,
      ...readFrozenExtras(line.extras).map((e) => {
        const available = options.get(e.optionId);
        if (available === undefined) return `${e.name} (extra) is no longer on the menu`;
        return available ? null : `${e.name} (extra) is sold out`;
      }),
    ].filter((p): p is string => p !== null);
    if (!problems.length) continue;
    isFlagged = true;
    await tx.orderLine.update({ where: { id: line.id }, data: { unavailableAtPayment: problems } });
  }
  if (isFlagged) await tx.order.update({ where: { id: orderId }, data: { soldOutSinceOrdered: true } });
  return isFlagged;
}
