import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as addInfo } from "@/app/api/cart/addinfoCart/[id]/route";
import { POST as reorder } from "@/app/api/cart/reorder/[orderId]/route";
import { REORDER_AGAIN_WINDOW_MS } from "@/lib/ordering";
import { getDb } from "@/lib/platform/db";
import { addDish } from "../checkout-steps";
import { PUT as putSettings } from "@/app/api/adminauth/store/settings/route";
import { createAdmin, createCustomer, menuPick, seedDeliveringShop } from "../factories";
import { placeOrder } from "../place-order";
import { call } from "../request";
import { ROOMY_SETTINGS } from "../store-settings";

beforeAll(async () => {
  await seedDeliveringShop();
});

/** A paid order of 2 large pizzas (with an instruction), a drink and a dish since taken off the menu. */
async function orderWithThreeLines() {
  const c = await createCustomer();
  const placed = await placeOrder(c.token, 2);
  const db = getDb();
  const pizzaLine = await db.orderLine.findFirstOrThrow({ where: { orderId: placed.orderId } });
  await db.orderLine.update({ where: { id: pizzaLine.id }, data: { instruction: "Well done, please" } });
  const drinks = await menuPick("Cold drinks");
  const drinkSize = drinks.item.prices[0]!.size;
  const base = { orderId: placed.orderId, qty: 1, unitPricePence: 100, totalPence: 100, subcategoryId: null };
  const drinkLine = await db.orderLine.create({
    data: { ...base, categoryItemId: drinks.item.id, itemName: drinks.item.name, size: drinkSize },
  });
  const goneLine = await db.orderLine.create({
    data: { ...base, categoryItemId: null, itemName: "Truffle Special", size: "large" },
  });
  return { ...c, orderId: placed.orderId, pizzaLine, drinkLine, goneLine, drinks };
}

/** As if the last "Order again" of the order was clicked long enough ago to be meant again. */
const longAgo = (orderId: string) =>
  getDb().reorder.updateMany({
    where: { orderId },
    data: { at: new Date(Date.now() - REORDER_AGAIN_WINDOW_MS - 1000) },
  });

const basketOf = (customerId: string) => getDb().basket.findFirst({ where: { customerId }, include: { lines: true } });

describe("POST /api/cart/reorder/{orderId}", () => {
  it("puts the order's lines into the basket at today's price and reports what could not be added", async () => {
    const o = await orderWithThreeLines();
    const pizzas = await menuPick("Pizzas");
    const todays = pizzas.price("large") + 150;
    await getDb().itemPrice.update({
      where: { itemId_size: { itemId: pizzas.item.id, size: "large" } },
      data: { pricePence: todays },
    });
    await getDb().categoryItem.update({ where: { id: o.drinks.item.id }, data: { soldOut: true } });
    try {
      const res = await call(reorder, { method: "POST", bearer: o.token, params: { orderId: o.orderId } });
      expect(res.status).toBe(200);
      const data = res.json.data;
      expect(data.added).toBe(1);
      expect(data.skipped).toEqual([
        expect.objectContaining({ orderLineId: o.drinkLine.id, reason: "sold_out", name: o.drinks.item.name }),
        expect.objectContaining({
          orderLineId: o.goneLine.id,
          reason: "not_on_menu",
          message: "Truffle Special is no longer on the menu.",
        }),
      ]);
      expect(data.skipped[0].message).toContain("sold out");
      // Today's price, not the price paid.
      expect(data.basket.Iteam).toHaveLength(1);
      expect(data.basket.Iteam[0]).toMatchObject({
        qty: 2,
        size: "large",
        unitPrice: todays / 100,
        total: (todays * 2) / 100,
      });
      expect(data.basket.Iteam[0].additionalInfo.detailinfo).toBe("Well done, please");
      const basket = await basketOf(o.customer.id);
      expect(basket!.lines).toHaveLength(1);
      expect(basket!.lines[0]).toMatchObject({
        categoryItemId: pizzas.item.id,
        size: "large",
        qty: 2,
        instruction: "Well done, please",
      });
      expect(basket!.lines.some((l) => l.categoryItemId === o.drinks.item.id)).toBe(false);
    } finally {
      await getDb().categoryItem.update({ where: { id: o.drinks.item.id }, data: { soldOut: false } });
    }
  });

  it("reports a dish hidden from the menu since as no longer on the menu", async () => {
    const o = await orderWithThreeLines();
    await getDb().categoryItem.update({ where: { id: o.drinks.item.id }, data: { hidden: true } });
    try {
      const res = await call(reorder, { method: "POST", bearer: o.token, params: { orderId: o.orderId } });
      expect(res.status).toBe(200);
      const drink = res.json.data.skipped.find((s: { orderLineId: string }) => s.orderLineId === o.drinkLine.id);
      expect(drink).toMatchObject({
        reason: "not_on_menu",
        message: `${o.drinks.item.name} is no longer on the menu.`,
      });
    } finally {
      await getDb().categoryItem.update({ where: { id: o.drinks.item.id }, data: { hidden: false } });
    }
  });

  it("only reorders the customer's own order: anyone else's, or none, is 404 and changes nothing", async () => {
    const o = await orderWithThreeLines();
    const other = await createCustomer();
    const res = await call(reorder, { method: "POST", bearer: other.token, params: { orderId: o.orderId } });
    expect(res.status).toBe(404);
    expect((await basketOf(other.customer.id))?.lines ?? []).toHaveLength(0);
    expect(
      (await call(reorder, { method: "POST", bearer: other.token, params: { orderId: randomUUID() } })).status,
    ).toBe(404);
    expect((await call(reorder, { method: "POST", params: { orderId: o.orderId } })).status).toBe(401);
  });

  it("never rewrites the instruction of a line already in the basket: the old line with another comes back beside it", async () => {
    const c = await createCustomer();
    const placed = await placeOrder(c.token, 1);
    const db = getDb();
    const pastLine = await db.orderLine.findFirstOrThrow({ where: { orderId: placed.orderId } });
    await db.orderLine.update({ where: { id: pastLine.id }, data: { instruction: "Extra chillies" } });
    // The same pizza is already in the basket, for a friend with an allergy.
    const added = await addDish(c.token, await menuPick("Pizzas"), { qty: 1 });
    expect(added.status).toBe(201);
    const allergy = "NO chillies - allergy";
    const noted = await call(addInfo, {
      bearer: c.token,
      params: { id: added.json.data.lineId },
      body: { detailinfo: allergy },
    });
    expect(noted.status).toBe(200);

    const res = await call(reorder, { method: "POST", bearer: c.token, params: { orderId: placed.orderId } });
    expect(res.status).toBe(200);
    expect(res.json.data.added).toBe(1);
    const lines = await getDb().basketLine.findMany({
      where: { basket: { customerId: c.customer.id } },
      orderBy: { createdAt: "asc" },
    });
    expect(lines.map((l) => ({ id: l.id, qty: l.qty, instruction: l.instruction }))).toEqual([
      { id: added.json.data.lineId, qty: 1, instruction: allergy },
      { id: expect.any(String), qty: 1, instruction: "Extra chillies" },
    ]);
    expect(lines[1]).toMatchObject({ categoryItemId: lines[0]!.categoryItemId, size: lines[0]!.size });

    // Ordered again, the line with the same instruction is raised; the allergy line is left as it was.
    await longAgo(placed.orderId);
    await call(reorder, { method: "POST", bearer: c.token, params: { orderId: placed.orderId } });
    const again = await getDb().basketLine.findMany({ where: { basket: { customerId: c.customer.id } } });
    expect(again.map((l) => [l.instruction, l.qty]).sort()).toEqual([
      ["Extra chillies", 2],
      [allergy, 1],
    ]);
  });

  it("says a line refused by the basket's own bounds is refused for that, not sold out", async () => {
    const o = await orderWithThreeLines();
    const pizzas = await menuPick("Pizzas");
    const admin = await createAdmin();
    const before = (await getDb().storeSettings.findFirst())?.maxOrderPence ?? 50_000;
    // Below the two large pizzas of the old order: the dish is on sale, the basket may not hold it.
    const lowered = await call(putSettings, {
      bearer: admin.token,
      body: { ...ROOMY_SETTINGS, maxOrderValue: pizzas.price("large") / 100 },
    });
    expect(lowered.status, lowered.text).toBe(200);
    try {
      const res = await call(reorder, { method: "POST", bearer: o.token, params: { orderId: o.orderId } });
      expect(res.status).toBe(200);
      const pizza = res.json.data.skipped.find((s: { orderLineId: string }) => s.orderLineId === o.pizzaLine.id);
      expect(pizza).toMatchObject({ reason: "basket_full" });
      expect(pizza.message).toMatch(/^.+: .*£/);
      expect(pizza.message).not.toContain("sold out");
    } finally {
      await call(putSettings, { bearer: admin.token, body: { ...ROOMY_SETTINGS, maxOrderValue: before / 100 } });
    }
  });

  it("adds again to what is already in the basket, raising the same line", async () => {
    const o = await orderWithThreeLines();
    await call(reorder, { method: "POST", bearer: o.token, params: { orderId: o.orderId } });
    await longAgo(o.orderId);
    const res = await call(reorder, { method: "POST", bearer: o.token, params: { orderId: o.orderId } });
    expect(res.status).toBe(200);
    const pizza = res.json.data.basket.Iteam.find(
      (l: { size: string; qty: number }) => l.size === "large" && l.qty === 4,
    );
    expect(pizza).toBeTruthy();
  });

  describe("clicked twice", () => {
    const reorderOf = (o: { token: string; orderId: string }) =>
      call(reorder, { method: "POST", bearer: o.token, params: { orderId: o.orderId } });
    const unitsInBasket = async (customerId: string) =>
      (await basketOf(customerId))!.lines.reduce((sum, line) => sum + line.qty, 0);

    it("adds the order once for two clicks one after the other, and answers the first's result again", async () => {
      const o = await orderWithThreeLines();
      const first = await reorderOf(o);
      const once = await unitsInBasket(o.customer.id);
      expect(once).toBe(3);
      const second = await reorderOf(o);
      expect(second.status).toBe(200);
      expect(second.json.message).toBe(first.json.message);
      expect(second.json.data.added).toBe(first.json.data.added);
      expect(second.json.data.skipped).toEqual(first.json.data.skipped);
      expect(second.json.data.basket.Iteam).toEqual(first.json.data.basket.Iteam);
      expect(await unitsInBasket(o.customer.id)).toBe(once);
    });

    it("adds the order once for two clicks sent together", async () => {
      const o = await orderWithThreeLines();
      const answers = await Promise.all([reorderOf(o), reorderOf(o)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers.map((a) => a.json.data.added)).toEqual([2, 2]);
      expect(await unitsInBasket(o.customer.id)).toBe(3);
    });

    it("adds it again when ordered again after the window", async () => {
      const o = await orderWithThreeLines();
      await reorderOf(o);
      await longAgo(o.orderId);
      const again = await reorderOf(o);
      expect(again.json.data.added).toBe(2);
      expect(await unitsInBasket(o.customer.id)).toBe(6);
    });
  });
});
