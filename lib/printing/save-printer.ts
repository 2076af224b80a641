import "server-only";
import { getDb, isRecordNotFound, type DbClient, type DbTransaction, lockRow } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { hashPrinterPassword, newPrinterCredentials } from "./credentials";
import { loadPrinter } from "./list-printers";
import type { TPrinterProtocol, TPrintPurpose } from "./shared";

export type PrinterInput = {
  name: string;
  protocol: TPrinterProtocol;
  purposes: TPrintPurpose[];
  categoryIds: string[];
  copies: number;
  pollSeconds: number;
};

/** A printer's settings: what an admin edits, without its login or its health. */
const settingsSelect = {
  id: true,
  name: true,
  protocol: true,
  purposes: true,
  categoryIds: true,
  copies: true,
  pollSeconds: true,
} as const;

async function checkCategories(db: DbClient | DbTransaction, categoryIds: string[]) {
  if (!categoryIds.length) return;
  const found = await db.category.count({ where: { id: { in: categoryIds } } });
  if (found !== new Set(categoryIds).size)
    throw AppError.invalidInput("Choose categories of the menu.", { categoryIds: "Choose categories of the menu." });
}

/** A new printer with its credentials: the password is answered now and never again (only its hash is kept). */
export async function createPrinter(input: PrinterInput) {
  await checkCategories(getDb(), input.categoryIds);
  const { username, password } = newPrinterCredentials();
  const printer = await getDb().printer.create({
    data: {
      ...input,
      categoryIds: [...new Set(input.categoryIds)],
      username,
      passwordHash: hashPrinterPassword(password),
    },
  });
  return { printer: await loadPrinter(printer.id), password };
}

/**
 * Changes the settings given. Answers the settings as they were, for the audit trail's before, and
 * the printer as it is now: the row is locked before it is read, so of two admins saving at once
 * the second records the first's save as its before, not the printer both started from.
 */
export async function updatePrinter(id: string, input: Partial<PrinterInput>) {
  const before = await getDb().$transaction(async (tx) => {
    await lockRow(tx, "Printer", id);
    const row = await tx.printer.findUnique({ where: { id }, select: settingsSelect });
    if (!row) throw AppError.notFound("Printer");
    if (input.categoryIds) await checkCategories(tx, input.categoryIds);
    await tx.printer.update({
      where: { id },
      data: { ...input, ...(input.categoryIds ? { categoryIds: [...new Set(input.categoryIds)] } : {}) },
    });
    return row;
  });
  // With its health, as the list shows it; in the route's unit of work, still that transaction.
  return { before, printer: await loadPrinter(id) };
}

/** Its jobs go with it: a printer taken away prints nothing more. Answers what it was, for the audit trail. */
export async function deletePrinter(id: string) {
  try {
    return await getDb().printer.delete({ where: { id }, select: settingsSelect });
  } catch (err) {
    if (isRecordNotFound(err)) throw AppError.notFound("Printer");
    throw err;
  }
}
