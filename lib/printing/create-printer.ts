import "server-only";
import { getDb } from "@/lib/platform/db";
import { hashPrinterPassword, newPrinterCredentials } from "./credentials";
import { loadPrinter } from "./load-printer";
import { checkCategories, type PrinterInput } from "./printer-admin";

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
