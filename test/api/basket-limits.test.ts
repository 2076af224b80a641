import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as storeSettings, PUT as putSettings } from "@/app/api/adminauth/store/settings/route";
import { POST as addCart } from "@/app/api/cart/addCart/route";
import { GET as cartDetail } from "@/app/api/cart/cartdetail/route";
import { POST as createOrder } from "@/app/api/cart/create_order/route";
import { POST as updateQty } from "@/app/api/cart/updateCartQty/[id]/route";
import { getDb } from "@/lib/platform/db";
import { createAdmin, createCustomer, freshDeliveringShop, type menuPick } from "../factories";
import { addDish, deliverTo } from "../checkout-steps";
import { call } from "../request";
import { ROOMY_SETTINGS } from "../store-settings";

// The basket's bounds (decision 023): 50 different lines, 30 of one line, and the admin's
// largest order value (default £500, before offers and delivery), each refused with a clear 4xx
// when adding, when raising a quantity and at create_order, with nothing written.

type Menu = Awaited<ReturnType<typeof menuPick>>;
let pizzas: Menu;
let adminToken: string;

beforeAll(async () => {
  pizzas = await freshDeliveringShop(); // Margherita: small 8.99, medium 11.99, large 14.99
  adminToken = (await createAdmin()).token;
});

beforeEach(async () => {
  // The default, as a first start leaves it (no row: the shop's unconfigured rules).
  await getDb().storeSettings.deleteMany();
});

async function setMaxOrderValue(major: number) {
  const res = await call(putSettings, { bearer: adminToken, body: { ...ROOMY_SETTINGS, maxOrderValue: major } });
  expect(res.status, res.text).toBe(200);
}

function addLarge(token: string, qty: number, variant = 0) {
  return addDish(token, pizzas, { qty, subcategoryId: pizzas.variants[variant]!.id });
}

/** Writes lines straight into a customer's basket, as a basket filled before the bounds (or merged at sign-in) may hold. */
async function fillBasket(customerId: string, lines: { qty: number; count: number }) {
  const items = await getDb().categoryItem.findMany({ include: { prices: true }, orderBy: { name: "asc" } });
  const choices = items.flatMap((i) => i.prices.map((p) => ({ categoryItemId: i.id, size: p.size })));
  expect(choices.length).toBeGreaterThanOrEqual(lines.count);
  const basket = await getDb().basket.upsert({ where: { customerId }, update: {}, create: { customerId } });
  await getDb().basketLine.createMany({
    data: choices.slice(0, lines.count).map((c) => ({ ...c, basketId: basket.id, qty: lines.qty })),
  });
  return basket.id;
}

async function chooseAddress(token: string) {
  await deliverTo(token, { address: "221B Baker Street, London NW1 6XE" });
}

const lineCount = (customerId: string) => getDb().basketLine.count({ where: { basket: { customerId } } });

describe("distinct lines: at most 50", () => {
  it("refuses a 51st line with 409 and writes nothing, while more of a line already there is fine", async () => {
    await setMaxOrderValue(10_000);
    const { token, customer } = await createCustomer();
    await fillBasket(customer.id, { qty: 1, count: 49 });
    expect((await addLarge(token, 1)).status).toBe(201); // the 50th
    const refused = await addLarge(token, 1, 1);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      success: false,
      message:
        "Your basket already holds 50 different items, the most one order can have. Add more of an item already in it, or remove one first.",
    });
    expect(await lineCount(customer.id)).toBe(50);
    const more = await addLarge(token, 2);
    expect(more.status).toBe(201);
    expect(more.json.data.basket.Iteam).toHaveLength(50);
  });

  it("refuses create_order for a basket of more than 50 lines (filled before the bound), and creates nothing", async () => {
    await setMaxOrderValue(10_000);
    const { token, customer } = await createCustomer();
    await fillBasket(customer.id, { qty: 1, count: 53 });
    await chooseAddress(token);
    const tooMany = "One order can hold at most 50 different items and your basket has 53: remove 3 to check out.";
    expect((await call(cartDetail, { bearer: token })).json.data.overLimit).toBe(tooMany);
    const res = await call(createOrder, { method: "POST", bearer: token });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(tooMany);
    expect(await getDb().order.count({ where: { customerId: customer.id } })).toBe(0);
  });
});

describe("quantity of one line: at most 30", () => {
  it("answers 400 with the field's message on add, on the stepper, and for the spec's own add", async () => {
    const { token, customer } = await createCustomer();
    const first = await addLarge(token, 20);
    expect(first.status).toBe(201);
    const over = await addLarge(token, 11);
    expect(over.status).toBe(400);
    expect(over.json.data.qty).toBe("You can order at most 30 of one item.");
    expect((await addLarge(token, 10)).status).toBe(201); // exactly 30

    const stepper = await call(updateQty, { bearer: token, params: { id: first.json.data.lineId }, body: { qty: 31 } });
    expect(stepper.status).toBe(400);
    expect(stepper.json.data.qty).toBe("Quantity must be a whole number from 1 to 30.");

    // The spec's client: {qty, total, subcategoryId} only.
    const spec = await call(addCart, {
      bearer: token,
      body: { qty: 31, total: (pizzas.price("small") * 31) / 100, subcategoryId: pizzas.variants[0]!.id },
    });
    expect(spec.status).toBe(400);
    expect(spec.json).toMatchObject({ success: false, data: { qty: "Quantity must be a whole number from 1 to 30." } });
    const lines = await getDb().basketLine.findMany({ where: { basket: { customerId: customer.id } } });
    expect(lines.map((l) => l.qty)).toEqual([30]);
  });

  it("refuses create_order for a line of more than 30 (merged at sign-in before the bound)", async () => {
    await setMaxOrderValue(10_000);
    const { token, customer } = await createCustomer();
    await fillBasket(customer.id, { qty: 40, count: 1 });
    await chooseAddress(token);
    const res = await call(createOrder, { method: "POST", bearer: token });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/^You can order at most 30 of one item: lower .+ to 30 to check out\.$/);
    expect(await getDb().order.count({ where: { customerId: customer.id } })).toBe(0);
  });
});

describe("order value: the admin's maximum, £500 by default", () => {
  it("is £500 until the admin changes it; PUT without the field keeps it, and bad values are refused per field", async () => {
    expect((await call(storeSettings, { bearer: adminToken })).json.data.maxOrderValue).toBe(500);
    const without = await call(putSettings, { bearer: adminToken, body: ROOMY_SETTINGS });
    expect(without.status).toBe(200);
    expect(without.json.data.maxOrderValue).toBe(500);
    await setMaxOrderValue(750.5);
    expect((await call(storeSettings, { bearer: adminToken })).json.data.maxOrderValue).toBe(750.5);
    expect((await call(putSettings, { bearer: adminToken, body: ROOMY_SETTINGS })).json.data.maxOrderValue).toBe(750.5);
    for (const bad of [5, 10_000.01, 20.001, "500", null]) {
      const res = await call(putSettings, { bearer: adminToken, body: { ...ROOMY_SETTINGS, maxOrderValue: bad } });
      expect(res.status, String(bad)).toBe(400);
      expect(res.json.data.maxOrderValue).toBe(
        "The largest order must be an amount from 10.00 to 10,000.00, in whole pence.",
      );
    }
    expect((await call(storeSettings, { bearer: adminToken })).json.data.maxOrderValue).toBe(750.5);
  });

  it("refuses with 409 by default an add that takes the basket past £500, and keeps the basket as it was", async () => {
    const { token, customer } = await createCustomer();
    expect((await addLarge(token, 30)).status).toBe(201); // £449.70
    const refused = await addLarge(token, 4, 1); // +£59.96
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      "An online order can be at most £500.00 before offers and delivery; this would make yours £509.66. For a larger order, please call the shop.",
    );
    expect(await lineCount(customer.id)).toBe(1);
    expect((await addLarge(token, 3, 1)).status).toBe(201); // £494.67
  });

  it("refuses the spec's add (addCart with {qty, total, subcategoryId}) over the admin's maximum with 409", async () => {
    await setMaxOrderValue(15);
    const { token, customer } = await createCustomer();
    const res = await call(addCart, {
      bearer: token,
      body: { qty: 2, total: (pizzas.price("small") * 2) / 100, subcategoryId: pizzas.variants[0]!.id },
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      success: false,
      message: expect.stringContaining("at most £15.00 before offers and delivery"),
    });
    expect(await lineCount(customer.id)).toBe(0);
  });

  it("refuses raising a quantity past the maximum; lowering is always allowed", async () => {
    await setMaxOrderValue(50);
    const { token } = await createCustomer();
    const added = await addLarge(token, 3); // £44.97
    const lineId = added.json.data.lineId as string;
    const raise = await call(updateQty, { bearer: token, params: { id: lineId }, body: { qty: 4 } });
    expect(raise.status).toBe(409);
    expect(raise.json.message).toBe(
      "An online order can be at most £50.00 before offers and delivery; this would make yours £59.96. For a larger order, please call the shop.",
    );
    expect((await call(cartDetail, { bearer: token })).json.data.Iteam[0].qty).toBe(3);
    // The admin lowers the maximum under what the basket holds: taking some out still works.
    await setMaxOrderValue(20);
    const lower = await call(updateQty, { bearer: token, params: { id: lineId }, body: { qty: 2 } });
    expect(lower.status).toBe(200);
    expect(lower.json.data.Iteam[0].qty).toBe(2);
  });

  it("refuses create_order over the maximum with what to remove, and creates nothing", async () => {
    const { token, customer } = await createCustomer();
    expect((await addLarge(token, 4)).status).toBe(201); // £59.96
    await chooseAddress(token);
    expect((await call(cartDetail, { bearer: token })).json.data.overLimit).toBeNull();
    await setMaxOrderValue(50);
    const overLimit =
      "An online order can be at most £50.00 before offers and delivery; your basket comes to £59.96. Remove £9.96 to check out, or call the shop for a larger order.";
    // The basket says so before Pay Now, in create_order's words (the checkout holds the button on it).
    expect((await call(cartDetail, { bearer: token })).json.data.overLimit).toBe(overLimit);
    const res = await call(createOrder, { method: "POST", bearer: token });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(overLimit);
    expect(await getDb().order.count({ where: { customerId: customer.id } })).toBe(0);
    await setMaxOrderValue(60);
    expect((await call(cartDetail, { bearer: token })).json.data.overLimit).toBeNull();
    expect((await call(createOrder, { method: "POST", bearer: token })).status).toBe(200);
  });
});
