import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as addAddress } from "@/app/api/cart/addAddress/route";
import { POST as addCart } from "@/app/api/cart/addCart/route";
import { POST as applyPromo } from "@/app/api/cart/applyPromo/route";
import { GET as cartDetail } from "@/app/api/cart/cartdetail/route";
import { POST as createOrder } from "@/app/api/cart/create_order/route";
import { POST as setFulfilment } from "@/app/api/cart/fulfilment/route";
import { POST as selectAddress } from "@/app/api/cart/selectAddress/route";
import { getDb } from "@/lib/platform/db";
import { SEED_TIMETABLE, seedStoreHours } from "@/lib/seed";
import { NO_PHONE_FOR_DELIVERY_MESSAGE, outOfZoneMessage } from "@/lib/shop";
import { takeConsoleErrors } from "../console";
import type { RazorpayDouble } from "../doubles/razorpay";
import { startRazorpayWithKeys } from "../doubles/configured";
import { createCustomer, freshDeliveringShop, type menuPick } from "../factories";
import { call } from "../request";

// Checkout as a pipeline (decision 026), through the API with Razorpay's keys and a double of
// its Orders API on 127.0.0.1: every refusal at once, the provider asked outside any
// transaction (other customers are served while it is slow), and nothing held when it fails.
// Only Date is faked: Monday 23 November 2026, 19:07 in London, both fulfilments open.

const MONDAY_EVENING = new Date("2026-11-23T19:07:00Z");

let pizzas: Awaited<ReturnType<typeof menuPick>>;
let razorpay: RazorpayDouble;

beforeAll(async () => {
  pizzas = await freshDeliveringShop();
  await seedStoreHours(getDb());
  razorpay = await startRazorpayWithKeys();
});

afterEach(async () => {
  vi.useRealTimers();
  razorpay.delayOrdersMs = 0;
  razorpay.release();
  await getDb().storeSettings.update({
    where: { id: 1 },
    data: { timetable: SEED_TIMETABLE, deliverySlotCapacity: 6, collectionSlotCapacity: 6 },
  });
});

afterAll(async () => {
  vi.useRealTimers();
  await razorpay.stop();
});

function clock(at: Date) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
}

const large = (qty = 1) => ({
  qty,
  total: (pizzas.price("large") * qty) / 100,
  subcategoryId: null,
  categoryItemId: pizzas.item.id,
  size: "large",
});
const order = (token: string) => call(createOrder, { method: "POST", bearer: token });

/** A customer with large pizzas in the basket and (unless null) a chosen delivery address. */
async function customerWithBasket(options: { address?: string | null; contact?: boolean; qty?: number } = {}) {
  const c = await createCustomer({ contact: options.contact });
  expect((await call(addCart, { bearer: c.token, body: large(options.qty ?? 2) })).status).toBe(201);
  const text = options.address === undefined ? "10 Downing Street, London SW1A 2AA" : options.address;
  if (text) {
    const address = await call(addAddress, { bearer: c.token, body: { address: text } });
    await call(selectAddress, { bearer: c.token, body: { addressId: address.json.data._id } });
  }
  return c;
}

describe("POST /api/cart/create_order refuses with every reason at once", () => {
  it("answers the first refusal as before (status, message, fields) and all of them in errors, writing nothing", async () => {
    clock(MONDAY_EVENING);
    // No phone on the account or in the address, an address outside every zone, a sold-out dish.
    const c = await customerWithBasket({ address: "2 Low Road, York YO1 7HH", contact: false });
    const asked = razorpay.orders.length;
    await getDb().categoryItem.update({ where: { id: pizzas.item.id }, data: { soldOut: true } });
    try {
      const res = await order(c.token);
      expect(res.status).toBe(409);
      const unavailable = `${pizzas.item.name} is no longer available: remove it from your basket to check out.`;
      expect(res.json).toEqual({
        success: false,
        message: unavailable,
        data: { lines: unavailable },
        errors: [
          { field: "lines", message: unavailable },
          { field: "phone", message: NO_PHONE_FOR_DELIVERY_MESSAGE },
          { field: "addressId", message: outOfZoneMessage("YO1 7HH") },
        ],
      });
    } finally {
      await getDb().categoryItem.update({ where: { id: pizzas.item.id }, data: { soldOut: false } });
    }
    // The first refusal with fields keeps them in data, as when it was the only one checked.
    const noPhone = await order(c.token);
    expect(noPhone.status).toBe(409);
    expect(noPhone.json.message).toBe(NO_PHONE_FOR_DELIVERY_MESSAGE);
    expect(noPhone.json.data).toEqual({ phone: "Enter a UK phone number." });
    expect(noPhone.json.errors?.map((e) => e.field)).toEqual(["phone", "addressId"]);
    expect(await getDb().order.count({ where: { customerId: c.customer.id } })).toBe(0);
    expect(razorpay.orders.length).toBe(asked);
  });

  it("a single refusal keeps today's answer and lists itself", async () => {
    clock(MONDAY_EVENING);
    const c = await customerWithBasket({ address: null });
    const res = await order(c.token);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: "Please select a delivery address.",
      data: { addressId: "Please select a delivery address." },
      errors: [{ field: "addressId", message: "Please select a delivery address." }],
    });
  });
});

describe("the payment provider is asked outside any transaction", () => {
  it("serves other customers' basket reads and adds while Razorpay takes 5 seconds to answer", async () => {
    clock(MONDAY_EVENING);
    const slow = await customerWithBasket();
    const other = await customerWithBasket();
    razorpay.delayOrdersMs = 5_000;
    const events: string[] = [];
    const arrived = razorpay.nextOrderArrived();
    const checkout = order(slow.token).then((res) => {
      events.push("slow checkout answered");
      return res;
    });
    // From here the slow customer's checkout is waiting on Razorpay.
    await arrived;
    const read = await call(cartDetail, { bearer: other.token });
    expect(read.status).toBe(200);
    events.push("other read answered");
    const add = await call(addCart, { bearer: other.token, body: large(1) });
    expect(add.status).toBe(201);
    events.push("other add answered");
    razorpay.release();
    const res = await checkout;
    expect(res.status).toBe(200);
    expect(events).toEqual(["other read answered", "other add answered", "slow checkout answered"]);
  });

  it("a double click while the payment is being opened answers the same order, asked of Razorpay once", async () => {
    clock(MONDAY_EVENING);
    const c = await customerWithBasket();
    razorpay.delayOrdersMs = 1_000;
    const before = razorpay.orders.length;
    const [first, second] = await Promise.all([order(c.token), order(c.token)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.json.data.orderId).toBe(first.json.data.orderId);
    expect(razorpay.orders.length - before).toBe(1);
    expect(await getDb().order.count({ where: { customerId: c.customer.id } })).toBe(1);
  });

  it("keeps a slot's capacity under simultaneous checkouts with a slow provider: N + 3 for N seats give N orders", async () => {
    clock(MONDAY_EVENING);
    const N = 2;
    const slot = "2026-11-23T21:00:00Z";
    await getDb().storeSettings.update({ where: { id: 1 }, data: { collectionSlotCapacity: N } });
    const customers = await Promise.all(Array.from({ length: N + 3 }, () => customerWithBasket({ address: null })));
    for (const c of customers) {
      expect((await call(setFulfilment, { bearer: c.token, body: { fulfilment: "collection", slot } })).status).toBe(
        200,
      );
    }
    razorpay.delayOrdersMs = 300;
    const answers = await Promise.all(customers.map((c) => order(c.token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(N);
    const refusals = answers.filter((a) => a.status === 409);
    expect(refusals).toHaveLength(3);
    for (const r of refusals) expect(r.json.message).toBe("The 21:00 slot is full. Please choose another time.");
    expect(await getDb().slotReservation.count({ where: { slotStart: new Date(slot) } })).toBe(N);
    expect(await getDb().order.count({ where: { slotStart: new Date(slot) } })).toBe(N);
  });

  it("holds nothing when Razorpay fails: the slot's seat and the capped offer go to the next customer", async () => {
    clock(MONDAY_EVENING);
    const slot = "2026-11-23T21:30:00Z";
    await getDb().storeSettings.update({ where: { id: 1 }, data: { deliverySlotCapacity: 1 } });
    await getDb().promotion.create({
      data: {
        name: "ONEUSE 10% off",
        headline: "x",
        badge: "-10%",
        description: "x",
        code: "ONEUSE",
        usageCap: 1,
        kind: "percent_off_subtotal",
        percent: 10,
      },
    });
    const ready = async () => {
      const c = await customerWithBasket();
      expect((await call(applyPromo, { bearer: c.token, body: { code: "ONEUSE" } })).json.data.promo).toMatchObject({
        applied: true,
      });
      expect((await call(setFulfilment, { bearer: c.token, body: { fulfilment: "delivery", slot } })).status).toBe(200);
      return c;
    };
    const first = await ready();
    const second = await ready();

    razorpay.failNext = true;
    const failed = await order(first.token);
    expect(failed.status).toBe(503);
    expect(failed.json).toEqual({ success: false, message: "The payment service is not answering. Please try again." });
    expect(takeConsoleErrors()).toHaveLength(1);
    expect(await getDb().order.count({ where: { customerId: first.customer.id } })).toBe(0);
    expect(await getDb().slotReservation.count({ where: { slotStart: new Date(slot) } })).toBe(0);
    expect(await getDb().promotionRedemption.count({ where: { code: "ONEUSE" } })).toBe(0);

    const next = await order(second.token);
    expect(next.status).toBe(200);
    const made = await getDb().order.findUniqueOrThrow({
      where: { id: next.json.data.orderRef },
      include: { promotions: true, slotReservation: true },
    });
    expect(made.promotions.map((p) => p.code)).toEqual(["ONEUSE"]);
    expect(made.slotReservation).not.toBeNull();
  });
});

describe("GET /api/cart/cartdetail writes nothing", () => {
  it("leaves out a line no longer sold without deleting it; the next change of the basket does", async () => {
    const c = await createCustomer();
    const sizes = pizzas.item.prices.map((p) => p.size);
    const gone = sizes.find((s) => s !== "large")!;
    await call(addCart, { bearer: c.token, body: large(1) });
    await call(addCart, {
      bearer: c.token,
      body: {
        qty: 1,
        total: pizzas.price(gone) / 100,
        subcategoryId: null,
        categoryItemId: pizzas.item.id,
        size: gone,
      },
    });
    const price = await getDb().itemPrice.findFirstOrThrow({ where: { itemId: pizzas.item.id, size: gone } });
    await getDb().itemPrice.delete({ where: { id: price.id } });
    try {
      const basket = await getDb().basket.findUniqueOrThrow({ where: { customerId: c.customer.id } });
      const rows = async () => ({
        lines: await getDb().basketLine.findMany({ where: { basketId: basket.id }, orderBy: { id: "asc" } }),
        basket: await getDb().basket.findUniqueOrThrow({ where: { id: basket.id } }),
      });
      const before = await rows();
      expect(before.lines).toHaveLength(2);
      const read = await call(cartDetail, { bearer: c.token });
      expect(read.status).toBe(200);
      expect(read.json.data.Iteam).toHaveLength(1);
      // Every row as it was: none deleted, none touched.
      expect(await rows()).toEqual(before);

      await call(addCart, { bearer: c.token, body: large(1) });
      const after = await getDb().basketLine.findMany({ where: { basketId: basket.id } });
      expect(after.map((l) => l.size)).toEqual(["large"]);
    } finally {
      await getDb().itemPrice.create({ data: price });
    }
  });
});
