import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as archived } from "@/app/api/adminauth/ArchivedOrder/[id]/route";
import { POST as addAddress } from "@/app/api/cart/addAddress/route";
import { POST as addCart } from "@/app/api/cart/addCart/route";
import { POST as applyPromo } from "@/app/api/cart/applyPromo/route";
import { GET as cartDetail } from "@/app/api/cart/cartdetail/route";
import { POST as createOrder } from "@/app/api/cart/create_order/route";
import { DELETE as deleteLine } from "@/app/api/cart/deleteCartcategory/[id]/route";
import { POST as selectAddress } from "@/app/api/cart/selectAddress/route";
import { GET as userOrders } from "@/app/api/cart/userOreder/route";
import { POST as verifyOrder } from "@/app/api/cart/verify_order/route";
import { loadBasket, getPaymentProvider, paymentSignature } from "@/lib/ordering";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { toMinor } from "@/lib/platform/money";
import { runSeed } from "@/lib/seed";
import { resetDatabase } from "../db";
import { createAdmin, createCustomer, menuPick } from "../factories";
import { call } from "../request";

// The promotions engine in the basket and on the order, through the real routes and the seeded
// offers (lib/seed/seed-promotions.ts). The pizzas and desserts used here meet no offer limited
// in time, so these figures hold whenever the tests run; the Friday-evening offer is priced on
// a controlled clock (loadBasket takes `now`).

type Menu = Awaited<ReturnType<typeof menuPick>>;
let pizzas: Menu;
let burgers: Menu;
let adminToken: string;
const FEE = () => getConfig().DELIVERY_FEE_PENCE;

beforeAll(async () => {
  await resetDatabase();
  await runSeed(getDb(), getConfig(), () => undefined);
  // These tests are about prices, run at any hour of the day: without its trading hours the shop
  // takes orders at any time (lib/shop/hours), so the seeded hours go.
  await getDb().storeSettings.deleteMany();
  pizzas = await menuPick("Pizzas"); // Margherita: medium 11.99, large 14.99
  burgers = await menuPick("Burgers"); // Classic Beef Burger: large 9.99
  adminToken = (await createAdmin()).token;
});

async function add(token: string | undefined, menu: Menu, size: string, qty: number, cookies?: Record<string, string>) {
  const res = await call(addCart, {
    bearer: token,
    cookies,
    body: { qty, total: (menu.price(size) * qty) / 100, subcategoryId: null, categoryItemId: menu.item.id, size },
  });
  expect(res.status).toBe(201);
  return res;
}

const basketOf = async (token: string) => (await call(cartDetail, { bearer: token })).json.data;

/** Chooses an address, creates the order and pays it (test payment mode); answers the order id. */
async function checkoutAndPay(token: string): Promise<{ orderId: string; amount: number }> {
  const address = await call(addAddress, { bearer: token, body: { address: "221B Baker Street, London NW1 6XE" } });
  await call(selectAddress, { bearer: token, body: { addressId: address.json.data._id } });
  const created = await call(createOrder, { method: "POST", bearer: token });
  expect(created.status, created.text).toBe(200);
  const paymentId = `pay_${randomUUID().slice(0, 12)}`;
  const verified = await call(verifyOrder, {
    bearer: token,
    body: {
      razorpay_order_id: created.json.data.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(created.json.data.orderId, paymentId, getPaymentProvider().secret),
    },
  });
  expect(verified.status, verified.text).toBe(200);
  return { orderId: verified.json.data.orderId, amount: created.json.data.amount };
}

describe("a multi-buy in the basket", () => {
  it("takes 40% off two large pizzas, line by line, and says what one pizza still needs", async () => {
    const { token } = await createCustomer();
    const one = (await add(token, pizzas, "large", 1)).json.data.basket;
    expect(one.promotions).toEqual([]);
    expect(one.hints).toContainEqual(
      expect.objectContaining({
        name: "40% off two large pizzas",
        message: "Add one more to get 40% off two large pizzas.",
      }),
    );

    const two = (await add(token, pizzas, "large", 1)).json.data.basket; // the same line, raised to 2
    const off = Math.round(pizzas.price("large") * 2 * 0.4);
    expect(two.promotions).toEqual([{ _id: expect.any(String), name: "40% off two large pizzas", amount: off / 100 }]);
    expect(toMinor(two.discount)).toBe(off);
    expect(toMinor(two.Iteam[0].discount)).toBe(off);
    expect(two.hints.map((h: { name: string }) => h.name)).not.toContain("40% off two large pizzas");
    expect(toMinor(two.grandtotal)).toBe(pizzas.price("large") * 2 - off + FEE());
    expect((await basketOf(token)).promotions).toEqual(two.promotions);
  });

  it("keeps ORDER5 out when the multi-buy saves more, and says why", async () => {
    const { token } = await createCustomer();
    await add(token, pizzas, "large", 2);
    const res = await call(applyPromo, { bearer: token, body: { code: "ORDER5" } });
    expect(res.json.data.promo).toEqual({
      code: "ORDER5",
      applied: false,
      message: "ORDER5 cannot be combined with 40% off two large pizzas, which saves you more.",
    });
    expect(res.json.data.promotions.map((p: { name: string }) => p.name)).toEqual(["40% off two large pizzas"]);
  });
});

describe("the free ice cream over £30", () => {
  it("appears at £30 as a free line worth its price, and goes when the basket drops below", async () => {
    const { token } = await createCustomer();
    await add(token, pizzas, "medium", 2);
    const under = await basketOf(token);
    expect(under.freeItems).toEqual([]);
    expect(under.hints).toContainEqual(
      expect.objectContaining({
        name: "a free ice cream",
        message: `Add £${((3000 - pizzas.price("medium") * 2) / 100).toFixed(2)} to get a free ice cream.`,
      }),
    );

    const small = (await add(token, pizzas, "small", 1)).json.data;
    const over = small.basket;
    const ice = await getDb().categoryItem.findFirstOrThrow({
      where: { name: "Vanilla Ice Cream" },
      include: { prices: true },
    });
    const icePence = ice.prices.find((p) => p.size === "small")!.pricePence;
    const paid = pizzas.price("medium") * 2 + pizzas.price("small");
    expect(over.freeItems).toEqual([
      {
        categoryItem: { _id: ice.id, categoryItemName: "Vanilla Ice Cream", image: expect.stringContaining("http") },
        size: "small",
        qty: 1,
        unitPrice: icePence / 100,
        free: true,
        freeWith: "a free ice cream",
        promotionId: expect.any(String),
      },
    ]);
    expect(over.promotions).toEqual([
      { _id: over.freeItems[0].promotionId, name: "a free ice cream", amount: icePence / 100 },
    ]);
    // The free dish is in the subtotal at its price and in the discount for the same amount.
    expect(toMinor(over.subtotal)).toBe(paid + icePence);
    expect(toMinor(over.discount)).toBe(icePence);
    expect(toMinor(over.grandtotal)).toBe(paid + FEE());
    expect(over.Iteam.every((l: { discount: number }) => l.discount === 0)).toBe(true);

    const after = await call(deleteLine, { bearer: token, params: { id: small.lineId } });
    expect(after.json.data.freeItems).toEqual([]);
    expect(after.json.data.promotions).toEqual([]);
    expect(toMinor(after.json.data.subtotal)).toBe(pizzas.price("medium") * 2);
  });
});

describe("Burger night, Fridays 17:00–23:00 London time (controlled clock)", () => {
  it("takes 20% off burgers on a Friday evening only, in GMT and in BST", async () => {
    const { token } = await createCustomer();
    const basketId = (await add(token, burgers, "large", 2)).json.data._id as string;
    const burgerNight = async (iso: string) =>
      (await loadBasket(basketId, new Date(iso))).promotions.applied.find((a) => a.name === "Burger night 20% off")
        ?.amountPence ?? 0;
    const off = Math.round(burgers.price("large") * 2 * 0.2);
    expect(await burgerNight("2026-11-27T17:00:00Z")).toBe(off); // Friday 17:00 GMT
    expect(await burgerNight("2026-11-27T22:59:00Z")).toBe(off);
    expect(await burgerNight("2026-11-27T16:59:00Z")).toBe(0);
    expect(await burgerNight("2026-11-27T23:00:00Z")).toBe(0);
    expect(await burgerNight("2026-11-26T18:00:00Z")).toBe(0); // Thursday
    expect(await burgerNight("2026-06-05T16:30:00Z")).toBe(off); // Friday 17:30 BST
    expect(await burgerNight("2026-06-05T22:30:00Z")).toBe(0); // Friday 23:30 BST
    const friday = await loadBasket(basketId, new Date("2026-11-27T18:00:00Z"));
    expect(friday.totals.discountPence).toBe(off);
    expect(friday.promotions.lineDiscounts[friday.lines[0]!.id]).toBe(off);
  });

  it("tells a customer whose code only runs on Friday evenings that it is not valid now", async () => {
    await getDb().promotion.create({
      data: {
        name: "Friday 10% off",
        headline: "Friday 10% off",
        badge: "-10%",
        description: "10% off on Friday evenings with FRIDAY10.",
        code: "FRIDAY10",
        days: [5],
        fromTime: "17:00",
        toTime: "23:00",
        kind: "percent_off_subtotal",
        percent: 10,
      },
    });
    const { token } = await createCustomer();
    const basketId = (await add(token, pizzas, "medium", 1)).json.data._id as string;
    expect((await call(applyPromo, { bearer: token, body: { code: "friday10" } })).status).toBe(200);
    const thursday = await loadBasket(basketId, new Date("2026-11-26T18:00:00Z"));
    expect(thursday.promo).toEqual({ code: "FRIDAY10", applied: false, reason: "FRIDAY10 is not valid right now." });
    const friday = await loadBasket(basketId, new Date("2026-11-27T18:00:00Z"));
    expect(friday.promo).toEqual({ code: "FRIDAY10", applied: true, message: "Friday 10% off." });
    expect(friday.totals.discountPence).toBe(Math.round(pizzas.price("medium") * 0.1));
  });
});

describe("POST /api/cart/applyPromo, as the spec has it", () => {
  it("gives ORDER5's 5% on a signed-in customer's first order, with the same answer and messages", async () => {
    const { token } = await createCustomer();
    await add(token, pizzas, "small", 1);
    const res = await call(applyPromo, { bearer: token, body: { code: "order5" } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Code saved");
    expect(res.json.data.promo).toEqual({ code: "ORDER5", applied: true, message: "5% off your first order." });
    const sub = pizzas.price("small");
    expect(toMinor(res.json.data.discount)).toBe(Math.round(sub * 0.05));
    expect(toMinor(res.json.data.grandtotal)).toBe(sub - Math.round(sub * 0.05) + FEE());
    expect(res.json.data.promotions).toEqual([
      { _id: expect.any(String), name: "5% off your first order", amount: Math.round(sub * 0.05) / 100 },
    ]);

    const bad = await call(applyPromo, { bearer: token, body: { code: "FREEPIZZA" } });
    expect(bad.status).toBe(400);
    expect(bad.json.data.code).toBe("This code is not valid.");
    const removed = await call(applyPromo, { bearer: token, body: { code: null } });
    expect(removed.json.message).toBe("Code removed");
    expect(removed.json.data.promo).toBeNull();
    expect(removed.json.data.discount).toBe(0);
  });

  it("explains a code that does not apply: sign in, minimum not reached", async () => {
    const visitor = await add(undefined, pizzas, "small", 1);
    const cookie = /basket_token=([^;]+)/.exec(visitor.response.headers.get("set-cookie") ?? "")![1]!;
    const asVisitor = await call(applyPromo, { cookies: { basket_token: cookie }, body: { code: "ORDER5" } });
    expect(asVisitor.json.data.promo).toEqual({
      code: "ORDER5",
      applied: false,
      message: "Sign in to use ORDER5 on your first order.",
    });
    expect(asVisitor.json.data.discount).toBe(0);

    const { token } = await createCustomer();
    await add(token, pizzas, "small", 1);
    const short = await call(applyPromo, { bearer: token, body: { code: "WELCOME20" } });
    const missing = ((2500 - pizzas.price("small")) / 100).toFixed(2);
    expect(short.json.data.promo).toEqual({
      code: "WELCOME20",
      applied: false,
      message: `Add £${missing} to get 20% off your first order.`,
    });
  });
});

describe("the order freezes what the basket showed", () => {
  it("writes each line's share, the free dish as its own line and the redemptions; WELCOME20 once per customer", async () => {
    const { customer, token } = await createCustomer();
    await add(token, pizzas, "medium", 3);
    const applied = await call(applyPromo, { bearer: token, body: { code: "WELCOME20" } });
    const basket = applied.json.data;
    expect(basket.promo).toMatchObject({ code: "WELCOME20", applied: true });
    const paid = pizzas.price("medium") * 3;
    const welcome = Math.round(paid * 0.2);
    const icePence = toMinor(basket.freeItems[0].unitPrice);
    expect(basket.promotions.map((p: { name: string; amount: number }) => [p.name, toMinor(p.amount)]).sort()).toEqual(
      [
        ["20% off your first order", welcome],
        ["a free ice cream", icePence],
      ].sort(),
    );

    const { orderId, amount } = await checkoutAndPay(token);
    expect(amount).toBe(toMinor(basket.grandtotal));
    expect(amount).toBe(paid - welcome + FEE());
    const order = await getDb().order.findUniqueOrThrow({
      where: { id: orderId },
      include: { lines: true, promotions: true },
    });
    expect(order.placedAt).not.toBeNull();
    expect(order.promotions.map((r) => [r.name, r.code, r.amountPence, r.customerId]).sort()).toEqual(
      [
        ["20% off your first order", "WELCOME20", welcome, customer.id],
        ["a free ice cream", null, icePence, customer.id],
      ].sort(),
    );
    expect(order.discountPence).toBe(order.promotions.reduce((s, r) => s + r.amountPence, 0));
    const pizzaLine = order.lines.find((l) => l.freeWith === null)!;
    expect(pizzaLine).toMatchObject({ qty: 3, totalPence: paid, discountPence: welcome });
    const freeLine = order.lines.find((l) => l.freeWith !== null)!;
    expect(freeLine).toMatchObject({
      itemName: "Vanilla Ice Cream",
      qty: 1,
      freeWith: "a free ice cream",
      totalPence: icePence,
      discountPence: icePence,
    });
    expect(order.subtotalPence - order.discountPence + order.deliveryFeePence).toBe(order.grandTotalPence);

    // The customer's history and the admin's view show the discounts and the free line.
    const [mine] = (await call(userOrders, { bearer: token })).json.data;
    expect(toMinor(mine.discount)).toBe(welcome + icePence);
    expect(mine.promotions).toHaveLength(2);
    expect(mine.cartItem.Iteam).toContainEqual(
      expect.objectContaining({ freeWith: "a free ice cream", discount: icePence / 100 }),
    );
    const [seen] = (await call(archived, { bearer: adminToken, params: { id: customer.id } })).json.data;
    expect(toMinor(seen.discount)).toBe(welcome + icePence);
    expect(seen.Iteam).toContainEqual(
      expect.objectContaining({
        categoryItem: expect.objectContaining({ categoryItemName: "Vanilla Ice Cream" }),
        freeWith: "a free ice cream",
      }),
    );

    // Used on a paid order: refused next time, with the reason.
    await add(token, pizzas, "medium", 3);
    const again = await call(applyPromo, { bearer: token, body: { code: "WELCOME20" } });
    expect(again.json.data.promo).toEqual({
      code: "WELCOME20",
      applied: false,
      message: "You have already used WELCOME20.",
    });
  });

  it("counts a redemption only once the order is paid", async () => {
    const { customer, token } = await createCustomer();
    await add(token, pizzas, "medium", 3);
    await call(applyPromo, { bearer: token, body: { code: "WELCOME20" } });
    const address = await call(addAddress, { bearer: token, body: { address: "1 Test Lane, London E1 6AN" } });
    await call(selectAddress, { bearer: token, body: { addressId: address.json.data._id } });
    expect((await call(createOrder, { method: "POST", bearer: token })).status).toBe(200);
    expect(await getDb().promotionRedemption.count({ where: { customerId: customer.id } })).toBe(2);
    expect((await basketOf(token)).promo).toMatchObject({ code: "WELCOME20", applied: true });
  });
});

describe("totals never go below zero", () => {
  it("caps an amount off at the lines and free delivery at the fee", async () => {
    const db = getDb();
    const base = { headline: "x", badge: "x", description: "x" };
    const created = await Promise.all([
      db.promotion.create({
        data: { ...base, name: "£100 off", code: "TAKEALL", kind: "amount_off_subtotal", amountPence: 10_000 },
      }),
      db.promotion.create({ data: { ...base, name: "free delivery", kind: "free_delivery" } }),
    ]);
    try {
      const { token } = await createCustomer();
      await add(token, pizzas, "small", 2);
      const res = await call(applyPromo, { bearer: token, body: { code: "TAKEALL" } });
      const b = res.json.data;
      expect(b.promo).toMatchObject({ applied: true });
      expect(toMinor(b.Iteam[0].discount)).toBe(pizzas.price("small") * 2);
      expect(toMinor(b.discount)).toBe(pizzas.price("small") * 2 + FEE());
      expect(b.grandtotal).toBe(0);
    } finally {
      await db.promotion.updateMany({
        where: { id: { in: created.map((p) => p.id) } },
        data: { retiredAt: new Date() },
      });
    }
  });
});

describe("the minimum order counts what the customer chose, not a dish an offer gives (decision 116)", () => {
  it("a free dish does not reach the minimum: the basket says how much more and create_order refuses alike", async () => {
    const db = getDb();
    const base = { headline: "x", badge: "x", description: "x" };
    const gift = await db.promotion.create({
      data: {
        ...base,
        name: "a free large pizza",
        code: "GIFTPIZZA",
        kind: "free_item",
        freeItemId: pizzas.item.id,
        freeItemSize: "large",
      },
    });
    try {
      const { token } = await createCustomer();
      await add(token, pizzas, "small", 1);
      expect((await call(applyPromo, { bearer: token, body: { code: "GIFTPIZZA" } })).json.data.promo).toMatchObject({
        applied: true,
      });
      const address = await call(addAddress, { bearer: token, body: { address: "221B Baker Street, London NW1 6XE" } });
      await call(selectAddress, { bearer: token, body: { addressId: address.json.data._id } });
      const basket = await basketOf(token);
      const minimum = toMinor(basket.minimumOrder);
      const chosen = pizzas.price("small");
      // The case: the chosen dish alone is short of the minimum, with the free one it is not.
      expect(chosen).toBeLessThan(minimum);
      expect(toMinor(basket.subtotal)).toBe(chosen + pizzas.price("large"));
      expect(toMinor(basket.subtotal)).toBeGreaterThanOrEqual(minimum);
      expect(toMinor(basket.amountToMinimum)).toBe(minimum - chosen);
      // What counted, so the basket can say why a subtotal over the minimum is still short: the
      // chosen dish, not the free one.
      expect(toMinor(basket.countedTowardsMinimum)).toBe(chosen);
      expect(toMinor(basket.subtotal) - toMinor(basket.countedTowardsMinimum)).toBe(pizzas.price("large"));

      const created = await call(createOrder, { method: "POST", bearer: token });
      expect(created.status, created.text).toBe(409);
      expect(created.json.message).toBe(
        `The minimum order for delivery to NW1 6XE is £${(minimum / 100).toFixed(2)}: add £${((minimum - chosen) / 100).toFixed(2)} more.`,
      );
      expect(await db.order.count({ where: { promotions: { some: { promotionId: gift.id } } } })).toBe(0);
    } finally {
      await db.promotion.update({ where: { id: gift.id }, data: { retiredAt: new Date() } });
    }
  });
});
