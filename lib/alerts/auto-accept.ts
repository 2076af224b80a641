import "server-only";
import { recordAudit } from "@/lib/accounts";
import { isAppError } from "@/lib/platform/errors";
import { moveOrderAndPrint } from "@/lib/printing";

export const AUTO_ACCEPT_REASON = "Accepted automatically (auto-accept is on).";

/**
 * The shop's auto-accept (issue 23): a paid order is accepted at once with the time promised at
 * checkout (its slot, or now + the shop's minutes), its tickets made as on any acceptance. One
 * that someone already answered is left alone. Answers whether this accepted it.
 */
export async function autoAcceptOrder(orderId: string, now: Date): Promise<boolean> {
  try {
    const moved = await moveOrderAndPrint({
      orderId,
      adminId: null,
      to: "accepted",
      keepsPromise: true,
      reason: AUTO_ACCEPT_REASON,
      now,
    });
    await recordAudit({
      actor: null,
      action: "order.accepted",
      targetType: "order",
      targetId: orderId,
      targetName: moved.orderNumber,
      before: { status: moved.from },
      after: { status: moved.to, promisedAt: moved.promisedAt?.toISOString() ?? null },
      reason: AUTO_ACCEPT_REASON,
    });
    return true;
  } catch (err) {
    if (isAppError(err) && (err.code === "CONFLICT" || err.code === "NOT_FOUND")) return false;
    throw err;
  }
}
