import { randomUUID } from "node:crypto";
import { POST as addAddress } from "@/app/api/cart/addAddress/route";
import { POST as addCart } from "@/app/api/cart/addCart/route";
import { POST as createOrder } from "@/app/api/cart/create_order/route";
import { POST as selectAddress } from "@/app/api/cart/selectAddress/route";
import { POST as verifyOrder } from "@/app/api/cart/verify_order/route";
import { getPaymentProvider, paymentSignature } from "@/lib/ordering";
import { getDb } from "@/lib/platform/db";
import { menuPick } from "./factories";
import { call } from "./request";

/** A paid order of `qty` large pizzas for the customer, made through the real API, with the number people say ("#1042"). */
export async function placeOrder(
  token: string,
  qty = 2,
): Promise<{ orderId: string; amountPence: number; orderNumber: string }> {
  const pizzas = await menuPick("Pizzas");
  await call(addCart, {
    bearer: token,
    body: {
      qty,
      total: (pizzas.price("large") * qty) / 100,
      subcategoryId: null,
      categoryItemId: pizzas.item.id,
      size: "large",
    },
  });
  const address = await call(addAddress, {
    bearer: token,
    body: { address: "221B Baker Street, London NW1 6XE", riderNotes: "Ring the bell twice" },
  });
  await call(selectAddress, { bearer: token, body: { addressId: address.json.data._id } });
  const creating = await call(createOrder, { method: "POST", bearer: token });
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
  const orderId: string = verified.json.data.orderId;
  const { number } = await getDb().order.findUniqueOrThrow({ where: { id: orderId }, select: { number: true } });
  return { orderId, amountPence: created.amount, orderNumber: `#${number}` };
}
