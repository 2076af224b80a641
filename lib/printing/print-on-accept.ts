import "server-only";
import { moveOrder, type MoveOrderInput, type MovedOrder } from "@/lib/ordering";
import { makePrintJobs } from "./make-print-jobs";
import { isWithdrawnOrder } from "./shared";
import { queueVoidSlips } from "./queue-void-slips";
import { withdrawPrintJobs } from "./withdraw-print-jobs";

/** Accepting, or the spec's clients' straight move to preparing, is when the kitchen commits to an order. */
function isAcceptance(moved: MovedOrder): boolean {
  return moved.to === "accepted" || (moved.from === "placed" && moved.to === "preparing");
}

/**
 * Moves an order on (the kitchen flow), in the same transaction making its print jobs on
 * acceptance, and when it is cancelled or rejected withdrawing those not yet printed and
 * sending a "CANCELLED" slip to each printer whose ticket may already be on the rail.
 */
export async function moveOrderAndPrint(input: Omit<MoveOrderInput, "onMoved">): Promise<MovedOrder> {
  return moveOrder({
    ...input,
    onMoved: async (jobs, moved, now) => {
      if (isAcceptance(moved)) await makePrintJobs(jobs.tx, moved.orderId, now);
      if (isWithdrawnOrder(moved.to)) {
        await withdrawPrintJobs(jobs.tx, moved.orderId);
        await queueVoidSlips(jobs.tx, moved.orderId, now);
      }
    },
  });
}
