import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import type { AuthenticatedPrinter } from "./authenticate-printer";
import { renderJob } from "./render-job";

/** The job a printer was offered (by its token; without one, its latest offer), in the media type it asks for. */
export async function fetchPrintJob(printer: AuthenticatedPrinter, input: { type: string; token?: string }) {
  const job = await getDb().printJob.findFirst({
    where: { printerId: printer.id, status: "offered", ...(input.token ? { token: input.token } : {}) },
    orderBy: { offeredAt: "desc" },
  });
  if (!job) throw AppError.notFound("Print job");
  return renderJob(
    { orderId: job.orderId, purpose: job.purpose, isReprint: job.isReprint, isVoid: job.isVoid, printer },
    input.type,
  );
}
