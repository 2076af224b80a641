import { beforeAll, describe, expect, it } from "vitest";
import { POST as accept } from "@/app/api/adminauth/orders/[id]/accept/route";
import { POST as refund } from "@/app/api/adminauth/orders/[id]/refund/route";
import { GET as getOrder } from "@/app/api/adminauth/orders/[id]/route";
import { POST as applyPromo } from "@/app/api/cart/applyPromo/route";
import { GET as cartDetail } from "@/app/api/cart/cartdetail/route";
import { POST as createOrder } from "@/app/api/cart/create_order/route";
import { GET as myOrders } from "@/app/api/cart/userOreder/route";
import { POST as verifyOrder } from "@/app/api/cart/verify_order/route";
import { POST as testPay } from "@/app/api/payments/test/pay/route";
import { renderJob } from "@/lib/printing";
import { getDb } from "@/lib/platform/db";
import { createAdmin, createCustomer, freshDeliveringShop, type menuPick } from "../factories";
import { clearOutbox, readOutbox } from "../outbox";
import { seedOrder5 } from "../promotions";
import { addDish, deliverTo } from "../checkout-steps";
import { call } from "../request";

// Tips (decision 030) in the test payment mode: on top of the order's total, outside VAT and
// never discounted; on the order, the receipt, the admin's order page, the customer's history and
// the e-mail; a full refund gives it back, a part refund says whether it touched it. And the
// spec's create_order without a body answers as it always did.

type Menu = Awaited<ReturnType<typeof menuPick>>;
let pizzas: Menu;

beforeAll(async () => {
  pizzas = await freshDeliveringShop();
  await seedOrder5(); // 5% off a signed-in customer's first order
});

async function readyToPay(code?: string) {
  const c = await createCustomer();
  await addDish(c.token, pizzas, { qty: 2 });
  await deliverTo(c.token, { address: "221B Baker Street, London NW1 6XE" });
  if (code) await call(applyPromo, { bearer: c.token, body: { code } });
  const basket = (await call(cartDetail, { bearer: c.token })).json.data as {
    grandtotal: number;
    discount: number;
    subtotal: number;
  };
  return { ...c, basket };
}

/** Pays a created order in the test window and verifies it, as the checkout does. */
async function payInTestWindow(token: string, providerOrderId: string) {
  const proof = (
    await call(testPay, { bearer: token, body: { razorpay_order_id: providerOrderId, outcome: "success" } })
  ).json.data;
  const { ok: _ok, ...ids } = proof;
  const verified = await call(verifyOrder, { bearer: token, body: ids });
  expect(verified.status, verified.text).toBe(200);
  return verified.json.data.orderId as string;
}

describe("tips", () => {
  it("come on top of the total, never discounted, outside VAT, and show on the order, the receipt, the e-mail and both order pages", async () => {
    await clearOutbox();
    const c = await readyToPay("ORDER5");
    expect(c.basket.discount).toBeGreaterThan(0);
    const res = await call(createOrder, { bearer: c.token, body: { method: "test", tip: 3.45 } });
    expect(res.status, res.text).toBe(200);
    const grand = Math.round(c.basket.grandtotal * 100);
    expect(res.json.data).toMatchObject({ provider: "test", amount: grand + 345, testMode: true });
    const orderId = await payInTestWindow(c.token, res.json.data.orderId);

    const order = await getDb().order.findUniqueOrThrow({ where: { id: orderId }, include: { payments: true } });
    // The offer took its 5% of the goods only; the tip is whole and apart from the total.
    expect(order).toMatchObject({
      tipPence: 345,
      grandTotalPence: grand,
      discountPence: Math.round(c.basket.discount * 100),
      paymentMethod: "test",
    });
    expect(order.payments[0]).toMatchObject({ status: "paid", amountPence: grand + 345 });

    const mine = (await call(myOrders, { bearer: c.token })).json.data[0];
    expect(mine).toMatchObject({
      tip: 3.45,
      grandTotal: grand / 100,
      paymentMethod: "test",
      paymentStatus: "success",
      amountDue: 0,
    });
    const admin = (await createAdmin()).token;
    const detail = (await call(getOrder, { bearer: admin, params: { id: orderId } })).json.data;
    expect(detail).toMatchObject({ tip: 3.45, grandtotal: grand / 100, paid: (grand + 345) / 100 });
    // VAT is of the order's total, not of the tip.
    expect(detail.vat.amount).toBe(Math.round((grand * 20) / 120) / 100);

    const rendered = await renderJob(
      { orderId, purpose: "receipt", isReprint: false, printer: { categoryIds: [], copies: 1 } },
      "text/plain",
    );
    const receipt = new TextDecoder().decode(rendered.body);
    const money = (p: number) => `£${(p / 100).toFixed(2)}`;
    expect(receipt).toContain(`Total ${money(grand)}\nIncludes VAT`);
    expect(receipt).toContain(`Tip (no VAT) £3.45\nTotal paid ${money(grand + 345)}`);
    const mail = (await readOutbox()).find((m) => m.text.includes(orderId) && m.subject.startsWith("We have your "))!;
    expect(mail.text).toContain("Tip, thank you");
    expect(mail.text).toContain("£3.45");
    expect(mail.text).toContain(money(grand + 345));
  });

  it("a full refund gives the tip back; a part refund leaves it alone until the goods are given back", async () => {
    const c = await readyToPay();
    const created = (await call(createOrder, { bearer: c.token, body: { method: "test", tip: 2 } })).json.data;
    const orderId = await payInTestWindow(c.token, created.orderId);
    const admin = (await createAdmin()).token;
    await call(accept, { bearer: admin, params: { id: orderId }, body: { prepMinutes: 20 } });
    const lineId = (await getDb().orderLine.findFirstOrThrow({ where: { orderId } })).id;
    const byLine = await call(refund, {
      bearer: admin,
      params: { id: orderId },
      body: { lineIds: [lineId], reason: "Burnt" },
    });
    expect(byLine.status, byLine.text).toBe(201);
    expect(byLine.json.data.refund.tip).toBe(0);
    const rest = await call(refund, { bearer: admin, params: { id: orderId }, body: { reason: "Too late" } });
    expect(rest.json.data.refund.tip).toBe(2);
    expect(rest.json.data.refunded).toBe(created.amount / 100);
    expect(rest.json.data.refundable).toBe(0);
  });

  it("an amount gives back the goods before the tip on every figure, and lines are refused once only the tip is left", async () => {
    const c = await readyToPay();
    const created = (await call(createOrder, { bearer: c.token, body: { method: "test", tip: 1.5 } })).json.data;
    const orderId = await payInTestWindow(c.token, created.orderId);
    const admin = (await createAdmin()).token;
    const goodsPence = created.amount - 150; // the provider's amount, in pence, tip included
    const gross = (rows: { gross: number }[]) => Math.round(rows.reduce((s, r) => s + r.gross * 100, 0));

    const part = await call(refund, { bearer: admin, params: { id: orderId }, body: { amount: 5, reason: "Cold" } });
    expect(part.status, part.text).toBe(201);
    expect(part.json.data.refund.tip).toBe(0);
    let order = (await call(getOrder, { bearer: admin, params: { id: orderId } })).json.data;
    // The VAT rows lose the £5 whole: none of it is taken as tip.
    expect(gross(order.vatBreakdown)).toBe(goodsPence - 500);
    expect(gross(order.vatSold)).toBe(goodsPence);

    // The rest of the goods and £1 of the tip: the rows are empty, 50p of tip is left.
    const most = await call(refund, {
      bearer: admin,
      params: { id: orderId },
      body: { amount: (goodsPence - 500 + 100) / 100, reason: "Never came" },
    });
    expect(most.json.data.refund.tip).toBe(1);
    order = (await call(getOrder, { bearer: admin, params: { id: orderId } })).json.data;
    expect(gross(order.vatBreakdown)).toBe(0);
    const lineId = (await getDb().orderLine.findFirstOrThrow({ where: { orderId } })).id;
    const byLine = await call(refund, {
      bearer: admin,
      params: { id: orderId },
      body: { lineIds: [lineId], reason: "Burnt" },
    });
    expect(byLine.status).toBe(409);
    expect(byLine.json.data.lineIds).toBe(
      "The goods have been refunded in full; only the tip (£0.50) is left, as an amount.",
    );
    expect(await getDb().refund.count({ where: { orderId } })).toBe(2);
  });

  it("refuses a tip that is not an amount in pence from 0 to 100.00, and a way of paying that does not exist", async () => {
    const c = await readyToPay();
    for (const tip of [-1, 0.001, 100.01, "5"]) {
      const res = await call(createOrder, { bearer: c.token, body: { method: "test", tip } });
      expect(res.status, String(tip)).toBe(400);
      expect(res.json.data.tip).toBe("A tip is an amount from 0 to 100.00, in whole pence.");
    }
    const bitcoin = await call(createOrder, { bearer: c.token, body: { method: "bitcoin" } });
    expect(bitcoin.status).toBe(400);
    expect(bitcoin.json.data.method).toBe("Choose how to pay: card, razorpay, cash or test.");
    expect((await call(createOrder, { bearer: c.token, body: { method: "card" } })).status).toBe(409);
    expect(await getDb().order.count({ where: { customerId: c.customer.id } })).toBe(0);
  });
});

describe("the spec's create_order without a body", () => {
  it("answers exactly the spec's fields (and the additive provider): the provider's order id, key and amount in pence", async () => {
    const c = await readyToPay();
    const res = await call(createOrder, { method: "POST", bearer: c.token });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Payment order created");
    const data = res.json.data as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual([
      "amount",
      "currency",
      "key",
      "orderId",
      "orderRef",
      "provider",
      "testMode",
    ]);
    expect(data).toMatchObject({
      orderId: expect.stringMatching(/^order_test_/),
      key: "rzp_test_local_mode",
      amount: Math.round(c.basket.grandtotal * 100),
      currency: "GBP",
      testMode: true,
      provider: "test",
    });
    const order = await getDb().order.findUniqueOrThrow({ where: { id: data.orderRef as string } });
    expect(order).toMatchObject({ paymentMethod: "test", tipPence: 0, status: "pending" });
    // And an empty JSON object is the same call.
    const again = await call(createOrder, { bearer: c.token, body: {} });
    expect(again.json.data).toEqual(data);
  });
});
