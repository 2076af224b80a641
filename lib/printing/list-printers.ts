import "server-only";
import { getDb, type DbClient, type DbTransaction } from "@/lib/platform/db";
import { isPrinterOnline } from "./shared";

/** Every printer with its health: when it last polled, whether it is online, its waiting and failed jobs. */
export async function listPrinters(now = new Date(), onlyId?: string, db: DbClient | DbTransaction = getDb()) {
  const [printers, counts] = await Promise.all([
    db.printer.findMany({ where: onlyId ? { id: onlyId } : {}, orderBy: { createdAt: "asc" } }),
    db.printJob.groupBy({
      by: ["printerId", "status"],
      where: { status: { in: ["queued", "offered", "failed"] }, ...(onlyId ? { printerId: onlyId } : {}) },
      _count: { _all: true },
    }),
  ]);
  const countOf = (printerId: string, statuses: string[]) =>
    counts
      .filter((c) => c.printerId === printerId && statuses.includes(c.status))
      .reduce((n, c) => n + c._count._all, 0);
  return printers.map((p) => ({
    ...p,
    isOnline: isPrinterOnline(p.lastSeenAt, p.pollSeconds, now),
    queuedJobs: countOf(p.id, ["queued", "offered"]),
    failedJobs: countOf(p.id, ["failed"]),
  }));
}

export type PrinterHealth = Awaited<ReturnType<typeof listPrinters>>[number];
