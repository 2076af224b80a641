import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError, isAppError } from "@/lib/platform/errors";
import type { Size } from "@/lib/menu/shared";
import { addLine } from "./add-line";

export type ReorderSkipReason = "sold_out" | "not_on_menu" | "extra_not_offered" | "basket_full" | "other";

/** A line of the old order that did not go into the basket, and why (in the shop's words). */
export type ReorderSkipped = {
  orderLineId: string;
  name: string;
  reason: ReorderSkipReason;
  message: string;
};

export type ReorderResult = { basketId: string | null; added: number; skipped: ReorderSkipped[] };

type FrozenExtra = { optionId?: string; name?: string };

function reasonOf(err: AppError, name: string): { reason: ReorderSkipReason; message: string } {
  if (err.fields?.extras) return { reason: "extra_not_offered", message: `${name}: ${err.fields.extras}` };
  if (err.code === "NOT_FOUND") return { reason: "not_on_menu", message: `${name} is no longer on the menu.` };
  // The basket's own bounds (50 lines, the largest order value) refuse with 409 too: the dish is not sold out.
  if (err.data?.basketLimit) return { reason: "basket_full", message: `${name}: ${err.message}` };
  if (err.code === "CONFLICT") return { reason: "sold_out", message: err.message };
  if (err.fields?.size) return { reason: "not_on_menu", message: `${name} is no longer made in this size.` };
  return { reason: "other", message: `${name}: ${err.message}` };
}

/**
 * Puts the lines of a customer's own order into their basket again, each through addLine (so
 * every basket rule applies) at today's menu price and with its instruction: a line already in
 * the basket with another instruction (or none) keeps it, and the old line comes back beside it.
 * Free lines a promotion added are left to the promotion. What could not be added is answered,
 * line by line, with the reason.
 */
export async function reorder(customerId: string, orderId: string, now = new Date()): Promise<ReorderResult> {
  const order = await getDb().order.findFirst({
    where: { id: orderId, customerId, status: { not: "pending" } },
    select: { lines: { orderBy: { id: "asc" } } },
  });
  if (!order) throw AppError.notFound("Order");
  const skipped: ReorderSkipped[] = [];
  let basketId: string | null = null;
  let added = 0;
  for (const line of order.lines) {
    if (line.freeWith) continue;
    const name = line.subcategoryName ? `${line.itemName} (${line.subcategoryName})` : line.itemName;
    if (!line.categoryItemId || (line.subcategoryName && !line.subcategoryId)) {
      skipped.push({ orderLineId: line.id, name, reason: "not_on_menu", message: `${name} is no longer on the menu.` });
      continue;
    }
    const extras = Array.isArray(line.extras) ? (line.extras as FrozenExtra[]) : [];
    const extraIds = extras.map((e) => e.optionId).filter((id): id is string => typeof id === "string");
    if (extraIds.length < extras.length) {
      skipped.push({
        orderLineId: line.id,
        name,
        reason: "extra_not_offered",
        message: `${name}: an extra of this line is no longer offered.`,
      });
      continue;
    }
    try {
      const res = await addLine(
        { customerId },
        {
          qty: line.qty,
          totalPence: 0,
          variantId: line.subcategoryId,
          itemId: line.categoryItemId,
          size: line.size as Size,
          extraIds,
          now,
          atTodaysPrice: true,
          instruction: line.instruction,
        },
      );
      basketId = res.basketId;
      added += 1;
    } catch (err) {
      if (!isAppError(err)) throw err;
      skipped.push({ orderLineId: line.id, name, ...reasonOf(err, name) });
    }
  }
  return { basketId, added, skipped };
}
