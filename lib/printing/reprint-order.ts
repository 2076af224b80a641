import "server-only";
import { getDb } from "@/lib/platform/db";
import { orderNumber } from "@/lib/ordering";
import { AppError } from "@/lib/platform/errors";
import { lineCategories, linesForPrinter } from "./make-print-jobs";
import { isWithdrawnOrder, type TPrintPurpose } from "./shared";

/**
 * Prints an order again, now, on every printer that takes it (or one), recorded as a reprint
 * with who asked. Each request is its own print: reprints have no once-key. Not an order cancelled
 * or rejected: its ticket reads like one to cook, and its printer would not be offered it.
 */
export async function reprintOrder(
  input: { orderId: string; adminId: string; printerId?: string; purpose?: TPrintPurpose },
  now = new Date(),
) {
  const db = getDb();
  const order = await db.order.findUnique({ where: { id: input.orderId }, select: { status: true, number: true } });
  if (!order || order.status === "pending") throw AppError.notFound("Order");
  if (isWithdrawnOrder(order.status))
    throw new AppError("CONFLICT", `This order was ${order.status}, so it is not printed again.`);
  const printers = await db.printer.findMany({
    where: input.printerId ? { id: input.printerId } : {},
    select: { id: true, purposes: true, categoryIds: true },
  });
  if (input.printerId && !printers.length) throw AppError.notFound("Printer");
  const lines = await lineCategories(db, input.orderId);
  const data = printers.flatMap((printer) =>
    printer.purposes
      .filter(
        (purpose) =>
          (!input.purpose || purpose === input.purpose) && linesForPrinter(lines, printer, purpose).length > 0,
      )
      .map((purpose) => ({
        orderId: input.orderId,
        printerId: printer.id,
        purpose,
        printAt: now,
        isReprint: true,
        createdById: input.adminId,
      })),
  );
  if (!data.length) throw new AppError("CONFLICT", "No printer takes this order: add one under Printers.");
  await db.printJob.createMany({ data });
  return { jobs: data.length, orderNumber: orderNumber({ id: input.orderId, number: order.number }) };
}
