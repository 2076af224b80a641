import { getDb } from "@/lib/platform/db";
import { addDish, deliverTo, payForBasket } from "./checkout-steps";
import { menuPick } from "./factories";

/** A paid order of `qty` large pizzas for the customer, made through the real API, with the number people say ("#1042"). */
export async function placeOrder(
  token: string,
  qty = 2,
): Promise<{ orderId: string; amountPence: number; orderNumber: string }> {
  await addDish(token, await menuPick("Pizzas"), { qty });
  await deliverTo(token, { address: "221B Baker Street, London NW1 6XE", riderNotes: "Ring the bell twice" });
  const { orderId, amountPence } = await payForBasket(token);
  const { number } = await getDb().order.findUniqueOrThrow({ where: { id: orderId }, select: { number: true } });
  return { orderId, amountPence, orderNumber: `#${number}` };
}
