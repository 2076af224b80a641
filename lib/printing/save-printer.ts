import "server-only";
import { getDb, isRecordNotFound } from "@/lib/platform/db";
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

async function checkCategories(categoryIds: string[]) {
  if (!categoryIds.length) return;
  const found = await getDb().category.count({ where: { id: { in: categoryIds } } });
  if (found !== new Set(categoryIds).size)
    throw AppError.invalidInput("Choose categories of the menu.", { categoryIds: "Choose categories of the menu." });
}

/** A new printer with its credentials: the password is answered now and never again (only its hash is kept). */
export async function createPrinter(input: PrinterInput) {
  await checkCategories(input.categoryIds);
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

export async function updatePrinter(id: string, input: Partial<PrinterInput>) {
  if (input.categoryIds) await checkCategories(input.categoryIds);
  try {
    await getDb().printer.update({
      where: { id },
      data: { ...input, ...(input.categoryIds ? { categoryIds: [...new Set(input.categoryIds)] } : {}) },
    });
  } catch (err) {
    if (isRecordNotFound(err)) throw AppError.notFound("Printer");
    throw err;
  }
  return loadPrinter(id);
}

/** Its jobs go with it: a printer taken away prints nothing more. Answers what it was, for the audit trail. */
export async function deletePrinter(id: string) {
  try {
    return await getDb().printer.delete({
      where: { id },
      select: {
        id: true,
        name: true,
        protocol: true,
        purposes: true,
        categoryIds: true,
        copies: true,
        pollSeconds: true,
      },
    });
  } catch (err) {
    if (isRecordNotFound(err)) throw AppError.notFound("Printer");
    throw err;
  }
}
