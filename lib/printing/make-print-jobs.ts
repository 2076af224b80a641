import "server-only";
import type { DbClient, DbTransaction, PrintPurpose } from "@/lib/platform/db";
import { loadStoreRules, orderZoneExtraMinutes } from "@/lib/shop";
import { leadMinutes, type Fulfilment } from "@/lib/shop/shared";

type Printerish = { id: string; purposes: PrintPurpose[]; categoryIds: string[] };

/** Lines a kitchen printer takes: those of its categories (a line whose dish is gone goes everywhere). */
export function linesForPrinter<L extends { categoryId: string | null }>(
  lines: L[],
  printer: { categoryIds: string[] },
  purpose: PrintPurpose,
): L[] {
  if (purpose === "receipt" || printer.categoryIds.length === 0) return lines;
  return lines.filter((l) => l.categoryId === null || printer.categoryIds.includes(l.categoryId));
}

/** Each line's menu category, as it is now (null when the dish was deleted). */
export async function lineCategories(tx: DbClient | DbTransaction, orderId: string) {
  const lines = await tx.orderLine.findMany({
    where: { orderId },
    select: { id: true, categoryItem: { select: { categoryId: true } } },
  });
  return lines.map((l) => ({ id: l.id, categoryId: l.categoryItem?.categoryId ?? null }));
}

/**
 * When an order's tickets print: now for an order as soon as possible; for a later slot, as long
 * before it as the kitchen needs (not at midnight when it was placed), or now if that has passed.
 * Each the checkout's own lead for it, since the checkout offered the slot only that far ahead:
 * a collection its prep minutes and the busy minutes (decision 103), a delivery cooking and the
 * ride (delivery minutes, busy minutes, the zone's extra minutes; decision 099), the busy
 * minutes as the jobs are made.
 */
export async function printTimeOf(
  tx: DbTransaction,
  order: {
    slotStart: Date | null;
    fulfilment: Fulfilment;
    deliveryZone: string | null;
    deliveryPostcode: string | null;
  },
  now: Date,
): Promise<Date> {
  if (!order.slotStart) return now;
  const rules = await loadStoreRules(tx);
  const minutes =
    order.fulfilment === "delivery"
      ? leadMinutes(rules, "delivery", await orderZoneExtraMinutes(tx, order))
      : leadMinutes(rules, "collection");
  const at = new Date(order.slotStart.getTime() - minutes * 60_000);
  return at > now ? at : now;
}

/**
 * A job per (order, printer, purpose) that takes some of it. The once-key is unique, so
 * making the jobs again (a retried acceptance) makes none twice.
 */
export async function makePrintJobs(tx: DbTransaction, orderId: string, now: Date): Promise<number> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { slotStart: true, fulfilment: true, deliveryZone: true, deliveryPostcode: true },
  });
  const printers: Printerish[] = await tx.printer.findMany({ select: { id: true, purposes: true, categoryIds: true } });
  if (!printers.length) return 0;
  const lines = await lineCategories(tx, orderId);
  const printAt = await printTimeOf(tx, order, now);
  const data = printers.flatMap((printer) =>
    printer.purposes
      .filter((purpose) => linesForPrinter(lines, printer, purpose).length > 0)
      .map((purpose) => ({
        orderId,
        printerId: printer.id,
        purpose,
        printAt,
        onceKey: `${orderId}/${printer.id}/${purpose}`,
      })),
  );
  const made = await tx.printJob.createMany({ data, skipDuplicates: true });
  return made.count;
}
