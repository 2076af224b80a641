import "server-only";
import { getDb, type DbClient, type DbTransaction } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { listPrinters, type PrinterHealth } from "./list-printers";

/** One printer with its health, as the list shows it; `db`: read in that transaction. */
export async function loadPrinter(
  id: string,
  now = new Date(),
  db: DbClient | DbTransaction = getDb(),
): Promise<PrinterHealth> {
  const [printer] = await listPrinters(now, id, db);
  if (!printer) throw AppError.notFound("Printer");
  return printer;
}
