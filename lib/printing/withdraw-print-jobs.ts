import "server-only";
import type { DbTransaction } from "@/lib/platform/db";

/**
 * Withdraws an order's jobs not yet printed: a pre-order's ticket waits hours for its print
 * time, and printed then it read "PAID" for an order cancelled and refunded, so the kitchen
 * cooked it. An offered job goes too: its printer's fetch then finds nothing, and a printer that
 * was offered it and went quiet is not offered it again later. A printed job stays printed.
 */
export async function withdrawPrintJobs(tx: DbTransaction, orderId: string): Promise<number> {
  const withdrawn = await tx.printJob.updateMany({
    where: { orderId, status: { in: ["queued", "offered"] } },
    data: { status: "cancelled", offeredAt: null },
  });
  return withdrawn.count;
}
