import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { isPrinterPassword, readBasicAuth } from "./credentials";

export type AuthenticatedPrinter = Awaited<ReturnType<typeof authenticatePrinter>>;

/** The printer whose HTTP Basic credentials these are; anything else is refused alike (401). */
export async function authenticatePrinter(authorization: string | null) {
  const given = readBasicAuth(authorization);
  const printer = given ? await getDb().printer.findUnique({ where: { username: given.username } }) : null;
  if (!given || !printer || !isPrinterPassword(given.password, printer.passwordHash)) {
    throw new AppError("UNAUTHENTICATED", "Printer credentials required.");
  }
  return printer;
}
