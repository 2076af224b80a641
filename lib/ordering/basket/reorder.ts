import "server-only";
import { getDb, inUnitOfWork, type Prisma } from "@/lib/platform/db";
import { AppError, isAppError } from "@/lib/platform/errors";
import type { Size } from "@/lib/menu/shared";
import { addLine } from "./add-line";
import { findBasketId } from "./find-basket-id";

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
 * How long the same reorder answers what it answered before: a double click, or a request the
 * browser sent again, comes within it; a customer ordering the same again on purpose does not.
 */
export const REORDER_AGAIN_WINDOW_MS = 10_000;

/**
 * Puts the lines of a customer's own order into their basket again, each through addLine (so
 * every basket rule applies) at today's menu price and with its instruction: a line already in
 * the basket with another instruction (or none) keeps it, and the old line comes back beside it.
 * Free lines a promotion added are left to the promotion. What could not be added is answered,
 * line by line, with the reason.
 *
 * The same reorder again within REORDER_AGAIN_WINDOW_MS adds nothing and answers the first's
 * result: the customer's reorders run one at a time (an advisory lock held for the whole of it),
 * so of two sent together the second finds what the first recorded.
 */
export async function reorder(customerId: string, orderId: string, now = new Date()): Promise<ReorderResult> {
  const order = await getDb().order.findFirst({
    where: { id: orderId, customerId, status: { not: "pending" } },
    select: { id: true },
  });
  if (!order) throw AppError.notFound("Order");
  // Made before the lock: a first add racing to create the basket must not abort the unit.
  await findBasketId({ customerId }, true);
  return inUnitOfWork(async () => {
    const db = getDb();
    await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`reorder:${customerId}`}, 0))`;
    const key = { customerId_orderId: { customerId, orderId } };
    const last = await db.reorder.findUnique({ where: key, select: { at: true, result: true } });
    if (last && Math.abs(now.getTime() - last.at.getTime()) < REORDER_AGAIN_WINDOW_MS) {
      return last.result as ReorderResult;
    }
    const result = await addOrderLines(customerId, orderId, now);
    const saved = result as unknown as Prisma.InputJsonObject;
    await db.reorder.upsert({
      where: key,
      create: { customerId, orderId, at: now, result: saved },
      update: { at: now, result: saved },
    });
    return result;
  });
}

async function addOrderLines(customerId: string, orderId: string, now: Date): Promise<ReorderResult> {
  const order = await getDb().order.findUniqueOrThrow({
    where: { id: orderId },
    select: { lines: { orderBy: { id: "asc" } } },
  });
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
