import "server-only";
import { getDb, isRecordNotFound } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { settingsSelect } from "./printer-admin";

/** Its jobs go with it: a printer taken away prints nothing more. Answers what it was, for the audit trail. */
export async function deletePrinter(id: string) {
  try {
    return await getDb().printer.delete({ where: { id }, select: settingsSelect });
  } catch (err) {
    if (isRecordNotFound(err)) throw AppError.notFound("Printer");
    throw err;
  }
}
