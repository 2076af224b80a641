import { z } from "zod";
import { defineEndpoint } from "../../endpoint";
import { idParams, ZMoney } from "../../schemas";

export const ZRefundBodySchema = z.object({
  /** Major units; with no lines and no amount the whole of what is left is refunded. */
  amount: z
    .number({ error: "Give the amount as a number, such as 4.99." })
    .positive("Refund more than nothing.")
    .max(100_000, "That is more than any order.")
    .multipleOf(0.01, "Give the amount in whole pence.")
    .nullable()
    .optional(),
  lineIds: z.array(z.uuid("Choose lines of this order.")).max(100).optional(),
  reason: z
    .string({ error: "Say why, for the customer and the records." })
    .trim()
    .min(3, "Say why, for the customer and the records.")
    .max(300, "Keep it under 300 characters."),
});

export const ZRefundDto = z.object({
  _id: z.string(),
  amount: ZMoney,
  /** Additive (decision 030): how much of `amount` gives back the tip (0: it leaves the tip alone). */
  tip: ZMoney,
  reason: z.string(),
  lineIds: z.array(z.string()),
  status: z.enum(["pending", "processed", "failed"]),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type TRefundDto = z.infer<typeof ZRefundDto>;

export const refundOrder = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/orders/[id]/refund",
  access: "admin",
  permission: "orders.refund",
  params: idParams("id", "order id"),
  body: ZRefundBodySchema,
  response: z.object({
    refund: ZRefundDto,
    /** Every refund of the order, oldest first, with what is left to refund. */
    refunds: z.array(ZRefundDto),
    refunded: ZMoney,
    refundable: ZMoney,
    currency: z.string(),
  }),
  changesShopData: false,
});
