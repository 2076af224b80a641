import { randomUUID } from "node:crypto";
import { POST as addAddress } from "@/app/api/cart/addAddress/route";
import { POST as addCart } from "@/app/api/cart/addCart/route";
import { POST as createOrder } from "@/app/api/cart/create_order/route";
import { POST as selectAddress } from "@/app/api/cart/selectAddress/route";
import { POST as verifyOrder } from "@/app/api/cart/verify_order/route";
import { getPaymentProvider, paymentSignature } from "@/lib/ordering";
import type { menuPick } from "./factories";
import { call } from "./request";

// The customer's steps to a paid order through the real API, for tests whose subject comes
// before or after them: a test of one of these routes calls it itself, with its own body.

export type Dish = Awaited<ReturnType<typeof menuPick>>;

/** addCart of the dish at the menu's price, as the menu's form sends it. */
export function addDish(
  token: string,
  dish: Dish,
  line: { qty?: number; size?: string; subcategoryId?: string | null } = {},
) {
  const qty = line.qty ?? 1;
  const size = line.size ?? "large";
  return call(addCart, {
    bearer: token,
    body: {
      qty,
      total: (dish.price(size) * qty) / 100,
      subcategoryId: line.subcategoryId ?? null,
      categoryItemId: dish.item.id,
      size,
    },
  });
}

/** Adds the address to the customer's book and selects it for delivery; addAddress's answer. */
export async function deliverTo(token: string, body: Record<string, unknown>) {
  const added = await call(addAddress, { bearer: token, body });
  await call(selectAddress, { bearer: token, body: { addressId: added.json.data._id } });
  return added;
}

/** create_order (with a tip, if any), then verify_order with a proof signed as the payment window signs it. */
export async function payForBasket(
  token: string,
  { tipPence = 0 }: { tipPence?: number } = {},
): Promise<{ orderId: string; amountPence: number }> {
  const creating = await call(createOrder, {
    method: "POST",
    bearer: token,
    ...(tipPence ? { body: { tip: tipPence / 100 } } : {}),
  });
  if (creating.status !== 200) throw new Error(`create_order refused: ${creating.text}`);
  const created = creating.json.data;
  const paymentId = `pay_${randomUUID().slice(0, 12)}`;
  const verified = await call(verifyOrder, {
    bearer: token,
    body: {
      razorpay_order_id: created.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(created.orderId, paymentId, getPaymentProvider().secret),
    },
  });
  if (verified.status !== 200) throw new Error(`payment failed: ${verified.text}`);
  return { orderId: verified.json.data.orderId, amountPence: created.amount };
}
