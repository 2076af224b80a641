import "server-only";
import { z } from "zod";
import { orderNumber } from "@/lib/ordering";
import { getDb } from "@/lib/platform/db";
import { formatMoney } from "@/lib/platform/money";
import { defineJob } from "@/lib/platform/queue";
import { formatClock } from "@/lib/platform/time/shared";
import type { TPushMessage } from "../shared";
import { pushRecipientWhere } from "./push-recipients";
import { sendPush, type PushOutcome } from "./send-push";
import { FULFILMENT_NAMES } from "@/lib/shop/shared";

type OrderForPush = {
  id: string;
  number: number | null;
  contactName: string | null;
  customer: { username: string };
  fulfilment: "delivery" | "collection";
  slotStart: Date | null;
  grandTotalPence: number;
  currency: string;
};

/** "New order #1042" / "Sam Taylor · Collection at 00:30 · £25.98": what the kitchen needs from a glance at a phone. */
export function newOrderMessage(order: OrderForPush, autoAccepted: boolean): TPushMessage {
  const how = FULFILMENT_NAMES[order.fulfilment];
  const when = order.slotStart
    ? `${order.fulfilment === "collection" ? "at" : "by"} ${formatClock(order.slotStart)}`
    : "ASAP";
  return {
    title: `New order ${orderNumber(order)}${autoAccepted ? ", accepted automatically" : ""}`,
    body: `${order.contactName ?? order.customer.username} · ${how} ${when} · ${formatMoney(order.grandTotalPence, order.currency)}`,
    url: "/admin/orders",
    tag: `order-${order.id}`,
  };
}

/**
 * One device told of one new order, if it is still a member's who may see it. The subscription a
 * push service says is gone (404, 410) is forgotten; one the service refuses for good is left and
 * logged.
 */
export async function pushNewOrder(input: {
  orderId: string;
  subscriptionId: string;
  autoAccepted: boolean;
}): Promise<PushOutcome | "skipped"> {
  const db = getDb();
  const [target, order] = await Promise.all([
    db.pushSubscription.findFirst({ where: { id: input.subscriptionId, ...pushRecipientWhere() } }),
    db.order.findUnique({
      where: { id: input.orderId },
      select: {
        id: true,
        number: true,
        contactName: true,
        customer: { select: { username: true } },
        fulfilment: true,
        slotStart: true,
        grandTotalPence: true,
        currency: true,
      },
    }),
  ]);
  if (!target || !order) return "skipped";
  const outcome = await sendPush(target, newOrderMessage(order, input.autoAccepted));
  if (outcome === "gone") await db.pushSubscription.deleteMany({ where: { id: target.id } });
  else if (outcome === "sent")
    await db.pushSubscription.updateMany({ where: { id: target.id }, data: { lastPushedAt: new Date() } });
  else console.warn(`[alerts] the push service refused a push to subscription ${target.id}; it is kept.`);
  return outcome;
}

export const pushNewOrderJob = defineJob({
  name: "push-new-order",
  data: z.object({ orderId: z.uuid(), subscriptionId: z.uuid(), autoAccepted: z.boolean() }),
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireInSeconds: 60,
  async run(data) {
    await pushNewOrder(data);
  },
});
