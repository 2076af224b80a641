import "server-only";
import { getDb } from "@/lib/platform/db";
import type { AuthenticatedPrinter } from "./authenticate-printer";
import { decodeStatusCode, isPrintedCode, MAX_PRINT_ATTEMPTS } from "./shared";

export type Confirmation = { outcome: "printed" | "retry" | "failed" | "already-done" };

/**
 * The printer's result for a job. Only an offered job changes (the update is conditional), so
 * a confirmation repeated, late or for a token already done is not a second print. A failure
 * is offered again, up to MAX_PRINT_ATTEMPTS, then shown to the owner as failed.
 */
export async function confirmPrintJob(
  printer: AuthenticatedPrinter,
  input: { code: string; token?: string },
  now = new Date(),
): Promise<Confirmation> {
  const db = getDb();
  const job = await db.printJob.findFirst({
    where: { printerId: printer.id, ...(input.token ? { token: input.token } : { status: "offered" }) },
    orderBy: { offeredAt: "desc" },
  });
  if (!job || job.status !== "offered") return { outcome: "already-done" };
  const code = decodeStatusCode(input.code).slice(0, 100);
  if (isPrintedCode(code)) {
    const done = await db.printJob.updateMany({
      where: { id: job.id, status: "offered" },
      data: { status: "printed", printedAt: now, lastCode: code },
    });
    return { outcome: done.count ? "printed" : "already-done" };
  }
  const givesUp = job.attempts >= MAX_PRINT_ATTEMPTS;
  const moved = await db.printJob.updateMany({
    where: { id: job.id, status: "offered" },
    data: { status: givesUp ? "failed" : "queued", offeredAt: null, lastCode: code },
  });
  return { outcome: moved.count ? (givesUp ? "failed" : "retry") : "already-done" };
}
