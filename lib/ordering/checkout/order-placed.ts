import "server-only";
import { z } from "zod";
import { declareJob } from "@/lib/platform/queue";

/**
 * A paid order has reached the kitchen: enqueued with the payment, once per order. Ordering
 * does not know what follows (auto-accept, printing, web push: lib/alerts gives it its work),
 * so the kind is declared here and defined there (decision 032).
 */
export const orderPlacedKind = declareJob({
  name: "order-placed",
  data: z.object({ orderId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 120,
});
