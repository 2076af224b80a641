import "server-only";
import { orderPlacedKind } from "@/lib/ordering";
import { defineJob } from "@/lib/platform/queue";
import { autoAcceptOrder } from "./auto-accept";
import { loadKitchenSettings } from "./load-kitchen-settings";
import { queueNewOrderPushes } from "./push/queue-new-order-pushes";

/** What the shop does by itself when a paid order arrives: auto-accept it if set, and tell every staff device. */
export async function handleOrderPlaced(
  orderId: string,
  now = new Date(),
): Promise<{ autoAccepted: boolean; pushes: number }> {
  const settings = await loadKitchenSettings();
  const autoAccepted = settings.autoAccept ? await autoAcceptOrder(orderId, now) : false;
  const pushes = await queueNewOrderPushes(orderId, autoAccepted);
  return { autoAccepted, pushes };
}

/** ordering declares the kind (it enqueues it with the payment); its work is here. */
export const orderPlacedJob = defineJob({
  ...orderPlacedKind,
  async run({ orderId }) {
    await handleOrderPlaced(orderId);
  },
});
