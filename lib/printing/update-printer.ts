import "server-only";
import { getDb, lockRow } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { loadPrinter } from "./load-printer";
import { checkCategories, settingsSelect, type PrinterInput } from "./printer-admin";

/**
 * Changes the settings given. Answers the settings as they were, for the audit trail's before, and
 * the printer as it is now: the row is locked before it is read, so of two admins saving at once
 * the second records the first's save as its before, not the printer both started from.
 */
export async function updatePrinter(id: string, input: Partial<PrinterInput>) {
  return getDb().$transaction(async (tx) => {
    await lockRow(tx, "Printer", id);
    const row = await tx.printer.findUnique({ where: { id }, select: settingsSelect });
    if (!row) throw AppError.notFound("Printer");
    if (input.categoryIds) await checkCategories(tx, input.categoryIds);
    await tx.printer.update({
      where: { id },
      data: { ...input, ...(input.categoryIds ? { categoryIds: [...new Set(input.categoryIds)] } : {}) },
    });
    // With its health, as the list shows it, read in the same transaction: what this save wrote.
    return { before: row, printer: await loadPrinter(id, new Date(), tx) };
  });
}
