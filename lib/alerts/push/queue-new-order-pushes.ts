import "server-only";
import { getDb } from "@/lib/platform/db";
import { enqueueJob } from "@/lib/platform/queue";
import { pushNewOrderJob } from "./push-new-order";
import { pushRecipientWhere } from "./push-recipients";

/**
 * A job per device of every member who sees the orders board (and is neither suspended nor
 * removed): each device is told once, however often this runs, and one slow push service holds
 * up no other device.
 */
export async function queueNewOrderPushes(orderId: string, autoAccepted: boolean): Promise<number> {
  const targets = await getDb().pushSubscription.findMany({
    where: pushRecipientWhere(),
    select: { id: true },
  });
  for (const target of targets) {
    await enqueueJob(
      pushNewOrderJob,
      { orderId, subscriptionId: target.id, autoAccepted },
      { key: `push/${orderId}/${target.id}` },
    );
  }
  return targets.length;
}
