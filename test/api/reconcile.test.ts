import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as cartDetail } from "@/app/api/cart/cartdetail/route";
import { POST as createOrder } from "@/app/api/cart/create_order/route";
import { POST as testPay } from "@/app/api/payments/test/pay/route";
import { getDb } from "@/lib/platform/db";
import { reconcilePayments } from "@/lib/ordering";
import type { RazorpayDouble } from "../doubles/razorpay";
import { startRazorpayWithKeys } from "../doubles/configured";
import { createCustomer, menuPick, seedDeliveringShop } from "../factories";
import { addDish, deliverTo } from "../checkout-steps";
import { call } from "../request";

const OPTIONS = { afterSeconds: 600, expireSeconds: 7200 };
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

beforeAll(async () => {
  await seedDeliveringShop();
});

/** A customer at the payment step: basket, address, and a pending order with its payment. */
async function checkedOut() {
  const c = await createCustomer();
  const pizzas = await menuPick("Pizzas");
  await addDish(c.token, pizzas, { qty: 2 });
  await deliverTo(c.token, { address: "221B Baker Street, London NW1 6XE" });
  const created = await call(createOrder, { method: "POST", bearer: c.token });
  expect(created.status).toBe(200);
  return {
    ...c,
    providerOrderId: created.json.data.orderId as string,
    amount: created.json.data.amount as number,
    orderRef: created.json.data.orderRef as string,
  };
}

describe("payment reconciliation with Razorpay (the double)", () => {
  let razorpay: RazorpayDouble;
  beforeAll(async () => {
    razorpay = await startRazorpayWithKeys();
  });
  afterAll(() => razorpay.stop());

  it("completes an order whose payment Razorpay captured though the browser never verified, once", async () => {
    const c = await checkedOut();
    razorpay.capture(c.providerOrderId, c.amount);
    // Not yet: the customer may still be on the payment page.
    expect((await reconcilePayments(later(60), OPTIONS)).completed).toBe(0);
    expect((await getDb().order.findUniqueOrThrow({ where: { id: c.orderRef } })).status).toBe("pending");

    expect(await reconcilePayments(later(601), OPTIONS)).toMatchObject({ completed: 1 });
    const order = await getDb().order.findUniqueOrThrow({ where: { id: c.orderRef }, include: { payments: true } });
    expect(order.status).toBe("placed");
    expect(order.payments[0]).toMatchObject({
      status: "paid",
      providerPaymentId: razorpay.payments.get(c.providerOrderId)![0]!.id,
    });
    expect((await call(cartDetail, { bearer: c.token })).json.data.Iteam).toEqual([]);
    expect((await reconcilePayments(later(700), OPTIONS)).completed).toBe(0);
    expect(await getDb().order.count({ where: { customerId: order.customerId, status: "placed" } })).toBe(1);
  });

  it("does not complete a payment Razorpay holds only authorised or for another amount, and expires it in the end", async () => {
    const c = await checkedOut();
    razorpay.payments.set(c.providerOrderId, [
      {
        id: "pay_auth",
        entity: "payment",
        order_id: c.providerOrderId,
        amount: c.amount,
        currency: "GBP",
        status: "authorized",
      },
      {
        id: "pay_wrong",
        entity: "payment",
        order_id: c.providerOrderId,
        amount: c.amount - 1,
        currency: "GBP",
        status: "captured",
      },
    ]);
    expect(await reconcilePayments(later(601), OPTIONS)).toMatchObject({ completed: 0, expired: 0 });
    const payment = await getDb().payment.findFirstOrThrow({ where: { orderId: c.orderRef } });
    expect(payment.status).toBe("created");
    expect(payment.checkedAt).not.toBeNull();
    expect((await reconcilePayments(later(7201), OPTIONS)).expired).toBeGreaterThanOrEqual(1);
    expect((await getDb().payment.findFirstOrThrow({ where: { orderId: c.orderRef } })).status).toBe("expired");
  });
});

describe("payment reconciliation in the test payment mode", () => {
  it("completes a payment made in the stand-in window whose browser never verified", async () => {
    const c = await checkedOut();
    const paid = await call(testPay, {
      bearer: c.token,
      body: { razorpay_order_id: c.providerOrderId, outcome: "success" },
    });
    expect(paid.status).toBe(200);
    expect(await reconcilePayments(later(601), OPTIONS)).toMatchObject({ completed: 1 });
    expect((await getDb().order.findUniqueOrThrow({ where: { id: c.orderRef } })).status).toBe("placed");
  });
});
