import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as listAudit } from "@/app/api/adminauth/audit/route";
import { POST as reject } from "@/app/api/adminauth/orders/[id]/reject/route";
import { GET as storeHours, PUT as putHours } from "@/app/api/adminauth/store/hours/route";
import { POST as pause } from "@/app/api/adminauth/store/pause/route";
import { GET as storeSettings, PUT as putSettings } from "@/app/api/adminauth/store/settings/route";
import { GET as cartDetail } from "@/app/api/cart/cartdetail/route";
import { POST as createOrder } from "@/app/api/cart/create_order/route";
import { POST as setFulfilment } from "@/app/api/cart/fulfilment/route";
import { GET as slots } from "@/app/api/store/slots/route";
import { GET as status } from "@/app/api/store/status/route";
import { getDb } from "@/lib/platform/db";
import { SEED_TIMETABLE, seedStoreHours } from "@/lib/seed";
import { createAdmin, createCustomer, freshDeliveringShop, menuPick } from "../factories";
import { addDish, deliverTo, payForBasket } from "../checkout-steps";
import { call } from "../request";
import type { Fulfilment } from "@/lib/shop/shared";

// The trading rules through the API, on a controlled clock (only Date is faked: the database
// driver's timers run as usual). Monday 23 November 2026 is in GMT: London time = UTC.

let pizzas: Awaited<ReturnType<typeof menuPick>>;
let adminToken: string;

const MONDAY_MORNING = new Date("2026-11-23T10:00:00Z");
const MONDAY_EVENING = new Date("2026-11-23T19:07:00Z");

beforeAll(async () => {
  pizzas = await freshDeliveringShop();
  await seedStoreHours(getDb());
  adminToken = (await createAdmin()).token;
});

afterEach(async () => {
  vi.useRealTimers();
  await getDb().storeSettings.update({
    where: { id: 1 },
    data: {
      timetable: SEED_TIMETABLE,
      pausedUntil: null,
      pausedIndefinitely: false,
      busyExtraMinutes: 0,
      deliverySlotCapacity: 6,
      collectionSlotCapacity: 6,
    },
  });
});

afterAll(() => vi.useRealTimers());

function clock(at: Date) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
}

/** A customer with one large pizza in the basket, and (for delivery) a chosen address. */
async function customerWithBasket(options: { address?: boolean } = {}) {
  const c = await createCustomer();
  await addDish(c.token, pizzas);
  if (options.address ?? true) {
    await deliverTo(c.token, { address: "10 Downing Street, London SW1A 2AA" });
  }
  return c;
}

const choose = (token: string, fulfilment: Fulfilment, slot: string | null) =>
  call(setFulfilment, { bearer: token, body: { fulfilment, slot } });
const order = (token: string) => call(createOrder, { method: "POST", bearer: token });

describe("GET /api/store/status and /api/store/slots", () => {
  it("says each fulfilment's opening in London time, with the offset", async () => {
    clock(MONDAY_MORNING);
    const res = await call(status);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      timezone: "Europe/London",
      now: "2026-11-23T10:00:00.000+00:00",
      paused: false,
      pausedUntil: null,
      canOrderAhead: true,
      prepMinutes: 20,
      deliveryMinutes: 45,
      busyExtraMinutes: 0,
      delivery: { open: false, opensAt: "2026-11-23T17:50:00.000+00:00", closesAt: null, lastOrdersAt: null },
      collection: { open: false, opensAt: "2026-11-23T16:50:00.000+00:00", closesAt: null, lastOrdersAt: null },
      promise: {
        delivery: { minMinutes: 45, maxMinutes: 45, isAvailableNow: false },
        collection: { minMinutes: 20, maxMinutes: 20, isAvailableNow: false },
        isBusy: false,
      },
      labels: {
        shop: "Closed - opens today at 16:50",
        delivery: "from 17:50",
        collection: "from 16:50",
        opens: "today at 16:50",
        pausedUntil: null,
        lastOrders: null,
      },
    });
    // Closed for the next seven days: nothing to order ahead for until then.
    const closedWeek = Array.from({ length: 7 }, (_, i) => ({
      date: `2026-11-${23 + i}`,
      yearly: false,
      fulfilment: "both",
      spans: [],
      note: "",
    }));
    const shut = await call(putHours, { bearer: adminToken, body: { ...SEED_TIMETABLE, exceptions: closedWeek } });
    expect(shut.status).toBe(200);
    expect((await call(status)).json.data).toMatchObject({
      canOrderAhead: false,
      labels: { opens: "on 30 November at 16:50" },
    });
    await call(putHours, { bearer: adminToken, body: SEED_TIMETABLE });
    clock(MONDAY_EVENING);
    const open = (await call(status)).json.data;
    expect(open.delivery).toEqual({
      open: true,
      opensAt: null,
      closesAt: "2026-11-24T03:00:00.000+00:00",
      lastOrdersAt: "2026-11-24T02:15:00.000+00:00",
    });
    expect(open.labels).toEqual({
      shop: "Open until 03:00",
      delivery: "until 03:00",
      collection: "until 03:00",
      opens: null,
      pausedUntil: null,
      lastOrders: null,
    });
  });

  it("writes the labels on London's clock across the change to summer time", async () => {
    // Sunday 29 March 2026: the clocks went forward at 01:00 UTC, so 16:50 in London is 15:50 UTC.
    clock(new Date("2026-03-29T10:00:00Z"));
    const sunday = (await call(status)).json.data;
    expect(sunday.collection.opensAt).toBe("2026-03-29T16:50:00.000+01:00");
    expect(sunday.labels).toMatchObject({
      shop: "Closed - opens today at 16:50",
      collection: "from 16:50",
      opens: "today at 16:50",
    });
    // Saturday 28 March, before the change: Sunday's 03:00 close has not moved.
    clock(new Date("2026-03-28T20:00:00Z"));
    expect((await call(status)).json.data.labels).toMatchObject({ shop: "Open until 03:00", delivery: "until 03:00" });
  });

  it("promises what the admin's minutes, the busy minutes and the zones' extra minutes make, as they change", async () => {
    clock(MONDAY_EVENING);
    const settings = {
      prepMinutes: 20,
      deliveryMinutes: 45,
      deliverySlotCapacity: 6,
      collectionSlotCapacity: 6,
      minimumAppliesToCollection: false,
    };
    const farZone = await getDb().deliveryZone.create({
      data: {
        name: "Far away",
        outwardCodes: ["ZZ9"],
        feePence: 399,
        minimumOrderPence: 1500,
        extraMinutes: 15,
        isActive: true,
      },
    });
    try {
      const saved = await call(putSettings, {
        bearer: adminToken,
        body: { ...settings, prepMinutes: 12, deliveryMinutes: 30, busyExtraMinutes: 0 },
      });
      expect(saved.status).toBe(200);
      expect((await call(status)).json.data.promise).toEqual({
        delivery: { minMinutes: 30, maxMinutes: 45, isAvailableNow: true },
        collection: { minMinutes: 12, maxMinutes: 12, isAvailableNow: true },
        isBusy: false,
      });
      await call(putSettings, {
        bearer: adminToken,
        body: { ...settings, prepMinutes: 12, deliveryMinutes: 30, busyExtraMinutes: 20 },
      });
      expect((await call(status)).json.data.promise).toEqual({
        delivery: { minMinutes: 50, maxMinutes: 65, isAvailableNow: true },
        collection: { minMinutes: 32, maxMinutes: 32, isAvailableNow: true },
        isBusy: true,
      });
      // A zone switched off no longer stretches the promise; a pause means no order is cooked now.
      await getDb().deliveryZone.update({ where: { id: farZone.id }, data: { isActive: false } });
      await call(pause, { bearer: adminToken, body: { minutes: 30 } });
      expect((await call(status)).json.data.promise.delivery).toEqual({
        minMinutes: 50,
        maxMinutes: 50,
        isAvailableNow: false,
      });
    } finally {
      await getDb().deliveryZone.delete({ where: { id: farZone.id } });
      await call(putSettings, { bearer: adminToken, body: { ...settings, busyExtraMinutes: 0 } });
    }
  });

  it("lists quarter-hour slots with the full ones unavailable; an unknown fulfilment is a 400", async () => {
    clock(MONDAY_MORNING);
    const res = await call(slots, { path: "/api/store/slots?fulfilment=collection" });
    expect(res.status).toBe(200);
    expect(res.json.data.slots[0]).toEqual({ start: "2026-11-23T17:00:00.000+00:00", available: true });
    const bad = await call(slots, { path: "/api/store/slots?fulfilment=drone" });
    expect(bad.status).toBe(400);
    expect(bad.json.data.fulfilment).toBe("Choose delivery or collection.");
  });
  it("starts a delivery's slots late enough for the zone of the basket's address, as create_order does", async () => {
    clock(MONDAY_EVENING);
    const farZone = await getDb().deliveryZone.create({
      data: {
        name: "Croydon",
        outwardCodes: ["CR0"],
        feePence: 399,
        minimumOrderPence: 0,
        extraMinutes: 15,
        isActive: true,
      },
    });
    try {
      const far = await createCustomer();
      await addDish(far.token, pizzas);
      await deliverTo(far.token, { address: "1 Katharine Street, Croydon CR0 1NX" });
      const near = await customerWithBasket();
      const firstFor = async (bearer?: string) =>
        (await call(slots, { path: "/api/store/slots?fulfilment=delivery", bearer })).json.data.slots[0].start;
      // 19:07 + 45 minutes is 19:52, so 20:00; the zone's 15 more make it 20:07, so 20:15.
      expect(await firstFor()).toBe("2026-11-23T20:00:00.000+00:00");
      expect(await firstFor(near.token)).toBe("2026-11-23T20:00:00.000+00:00");
      expect(await firstFor(far.token)).toBe("2026-11-23T20:15:00.000+00:00");
      // Collection takes no zone's minutes.
      const collection = await call(slots, { path: "/api/store/slots?fulfilment=collection", bearer: far.token });
      expect(collection.json.data.slots[0].start).toBe("2026-11-23T19:30:00.000+00:00");

      const tooSoon = await choose(far.token, "delivery", "2026-11-23T20:00:00Z");
      expect(tooSoon.status).toBe(400);
      expect(tooSoon.json.data.slot).toBe("Choose one of the times offered.");
      const chosen = await choose(far.token, "delivery", "2026-11-23T20:15:00Z");
      expect(chosen.status).toBe(200);
      expect(chosen.json.data.promisedAt).toBe("2026-11-23T20:15:00.000+00:00");
      // Orderable while its start is 45 + 15 minutes away: until 19:15.
      expect(chosen.json.data.slotOfferedUntil).toBe("2026-11-23T19:15:00.000+00:00");
      const res = await order(far.token);
      expect(res.status).toBe(200);
    } finally {
      await getDb().deliveryZone.delete({ where: { id: farZone.id } });
    }
  });
});

describe("POST /api/cart/fulfilment", () => {
  it("keeps the choice on the basket, and cartdetail carries it (a basket that never chose is a delivery basket)", async () => {
    clock(MONDAY_MORNING);
    const c = await customerWithBasket();
    const before = (await call(cartDetail, { bearer: c.token })).json.data;
    expect(before).toMatchObject({
      fulfilment: "delivery",
      slot: null,
      promisedAt: null,
      asapMinutes: null,
      slotOfferedUntil: null,
      deliveryFee: 2.49,
    });
    const chosen = await choose(c.token, "collection", "2026-11-23T18:00:00+00:00");
    expect(chosen.status).toBe(200);
    expect(chosen.json.data).toMatchObject({
      fulfilment: "collection",
      slot: "2026-11-23T18:00:00.000+00:00",
      promisedAt: "2026-11-23T18:00:00.000+00:00",
      asapMinutes: null,
      // The kitchen's 20 minutes: 18:00 can be ordered for until 17:40.
      slotOfferedUntil: "2026-11-23T17:40:00.000+00:00",
      deliveryFee: 0,
      minimumOrder: 0,
    });
    expect((await call(cartDetail, { bearer: c.token })).json.data.fulfilment).toBe("collection");
  });

  it("refuses a slot that is not offered with 400 on the slot field, and bad input field by field", async () => {
    clock(MONDAY_MORNING);
    const c = await customerWithBasket();
    for (const slot of [
      "2026-11-23T12:00:00Z",
      "2026-11-23T18:05:00Z",
      "2026-12-25T18:00:00Z",
      "2026-11-23T09:00:00Z",
    ]) {
      const res = await choose(c.token, "delivery", slot);
      expect(res.status, slot).toBe(400);
      expect(res.json.data.slot).toBe("Choose one of the times offered.");
    }
    const bad = await call(setFulfilment, { bearer: c.token, body: { fulfilment: "teleport", slot: "soon" } });
    expect(bad.status).toBe(400);
    expect(bad.json.data).toEqual({
      fulfilment: "Choose delivery or collection.",
      slot: "Choose one of the times offered.",
    });
  });
});

describe("create_order's time rules", () => {
  it("refuses ASAP while closed (409), and takes an order ahead for a slot while closed", async () => {
    clock(MONDAY_MORNING);
    const c = await customerWithBasket();
    const refused = await order(c.token);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("Delivery is closed now. It opens today at 17:50. Choose a time to order ahead.");
    expect(refused.json.data).toEqual({ slot: refused.json.message });
    expect(await getDb().order.count({ where: { customerId: c.customer.id } })).toBe(0);

    await choose(c.token, "delivery", "2026-11-23T18:30:00Z");
    const ahead = await order(c.token);
    expect(ahead.status).toBe(200);
    const saved = await getDb().order.findUniqueOrThrow({ where: { id: ahead.json.data.orderRef } });
    expect(saved).toMatchObject({
      fulfilment: "delivery",
      slotStart: new Date("2026-11-23T18:30:00Z"),
      promisedAt: new Date("2026-11-23T18:30:00Z"),
    });
  });

  it("leaves the next order at as soon as possible: a paid order's slot does not stay on the basket", async () => {
    clock(MONDAY_MORNING);
    const c = await customerWithBasket();
    await choose(c.token, "collection", "2026-11-23T18:45:00Z");
    await payForBasket(c.token);
    clock(new Date("2026-11-24T19:07:00Z"));
    await addDish(c.token, pizzas);
    const basket = (await call(cartDetail, { bearer: c.token })).json.data;
    // The way of getting it is the customer's habit and stays; the time was that order's.
    expect(basket).toMatchObject({ fulfilment: "collection", slot: null });
    const next = await payForBasket(c.token);
    const saved = await getDb().order.findUniqueOrThrow({ where: { id: next.orderId } });
    expect(saved.slotStart).toBeNull();
  });

  it("takes a collection order without an address or delivery fee, below the delivery minimum", async () => {
    clock(MONDAY_EVENING);
    const c = await createCustomer();
    const drink = await menuPick("Drinks").catch(() => pizzas);
    await addDish(c.token, drink, { size: "small" });
    await choose(c.token, "collection", null);
    const res = await order(c.token);
    expect(res.status).toBe(200);
    const saved = await getDb().order.findUniqueOrThrow({ where: { id: res.json.data.orderRef } });
    expect(saved).toMatchObject({
      fulfilment: "collection",
      slotStart: null,
      deliveryAddress: null,
      deliveryFeePence: 0,
      // ASAP collection: now + 20 minutes' preparation.
      promisedAt: new Date("2026-11-23T19:27:00Z"),
    });
    expect(res.json.data.amount).toBe(drink.price("small"));
  });

  it("promises ASAP delivery now + delivery minutes + busy minutes", async () => {
    clock(MONDAY_EVENING);
    await call(putSettings, {
      bearer: adminToken,
      body: {
        prepMinutes: 20,
        deliveryMinutes: 45,
        deliverySlotCapacity: 6,
        collectionSlotCapacity: 6,
        busyExtraMinutes: 15,
        minimumAppliesToCollection: false,
      },
    });
    const c = await customerWithBasket();
    // The basket says the same minutes however long the customer takes; its promisedAt moves on.
    clock(new Date("2026-11-23T19:00:00Z"));
    expect((await call(cartDetail, { bearer: c.token })).json.data).toMatchObject({
      asapMinutes: 60,
      promisedAt: "2026-11-23T20:00:00.000+00:00",
    });
    clock(MONDAY_EVENING);
    expect((await call(cartDetail, { bearer: c.token })).json.data).toMatchObject({
      asapMinutes: 60,
      promisedAt: "2026-11-23T20:07:00.000+00:00",
    });
    const res = await order(c.token);
    expect(res.status).toBe(200);
    const saved = await getDb().order.findUniqueOrThrow({ where: { id: res.json.data.orderRef } });
    expect(saved.promisedAt).toEqual(new Date("2026-11-23T20:07:00Z"));
  });

  it("refuses a slot that has passed by the time the customer pays", async () => {
    clock(MONDAY_MORNING);
    const c = await customerWithBasket();
    await choose(c.token, "delivery", "2026-11-23T18:00:00Z");
    clock(new Date("2026-11-23T18:01:00Z"));
    // The basket keeps the time chosen but promises nothing for it, so the checkout asks for another.
    const basket = (await call(cartDetail, { bearer: c.token })).json.data;
    expect(basket).toMatchObject({ slot: "2026-11-23T18:00:00.000+00:00", promisedAt: null });
    const res = await order(c.token);
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/^The time you chose \(today at 18:00\) has passed/);
  });

  it("refuses a slot that the admin's new hours no longer cover", async () => {
    clock(MONDAY_MORNING);
    const c = await customerWithBasket();
    await choose(c.token, "delivery", "2026-11-23T18:00:00Z");
    const closedToday = await call(putHours, {
      bearer: adminToken,
      body: {
        ...SEED_TIMETABLE,
        exceptions: [{ date: "2026-11-23", fulfilment: "both", spans: [], note: "Staff party" }],
      },
    });
    expect(closedToday.status).toBe(200);
    expect((await call(cartDetail, { bearer: c.token })).json.data).toMatchObject({
      slot: "2026-11-23T18:00:00.000+00:00",
      promisedAt: null,
    });
    const res = await order(c.token);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("Delivery is not available today at 18:00. Please choose one of the times offered.");
  });

  it("refuses every order while paused, and takes them again once resumed", async () => {
    clock(MONDAY_EVENING);
    const c = await customerWithBasket();
    const paused = await call(pause, { bearer: adminToken, body: { minutes: 30 } });
    expect(paused.status).toBe(200);
    expect(paused.json.data).toMatchObject({ paused: true, pausedUntil: "2026-11-23T19:37:00.000+00:00" });
    expect((await call(status)).json.data).toMatchObject({
      paused: true,
      pausedUntil: "2026-11-23T19:37:00.000+00:00",
      canOrderAhead: false,
      labels: { pausedUntil: "today at 19:37" },
    });
    const refused = await order(c.token);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("We have paused online ordering until today at 19:37. Please try again then.");
    await call(pause, { bearer: adminToken, body: { minutes: null } });
    expect((await order(c.token)).json.message).toMatch(/paused online ordering for now/);
    expect((await call(status)).json.data).toMatchObject({
      paused: true,
      pausedUntil: null,
      labels: { pausedUntil: null },
    });
    await call(pause, { bearer: adminToken, body: { minutes: 0 } });
    expect((await order(c.token)).status).toBe(200);
  });

  it("refuses a full slot, and counts ASAP orders against the current slot", async () => {
    // Later than the other tests, whose ASAP orders hold seats in the 19:00 slot.
    clock(new Date("2026-11-23T20:37:00Z"));
    await getDb().storeSettings.update({ where: { id: 1 }, data: { deliverySlotCapacity: 1 } });
    const first = await customerWithBasket();
    const second = await customerWithBasket();
    expect((await order(first.token)).status).toBe(200);
    const refused = await order(second.token);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      "We are taking as many orders as the kitchen can make right now. Please choose a later time.",
    );

    await choose(first.token, "delivery", "2026-11-23T22:00:00Z");
    await choose(second.token, "delivery", "2026-11-23T22:00:00Z");
    expect((await order(first.token)).status).toBe(200);
    const full = await order(second.token);
    expect(full.status).toBe(409);
    expect(full.json.message).toBe("The 22:00 slot is full. Please choose another time.");
    // The slot is then offered as unavailable, and cannot be chosen.
    const listed = (await call(slots, { path: "/api/store/slots?fulfilment=delivery" })).json.data.slots;
    expect(listed.find((s: { start: string }) => s.start === "2026-11-23T22:00:00.000+00:00")).toEqual({
      start: "2026-11-23T22:00:00.000+00:00",
      available: false,
    });
    expect((await choose(second.token, "delivery", "2026-11-23T22:00:00Z")).json.data.slot).toBe("This time is full.");
  });

  it("gives a rejected order's seat back: the kitchen will not make it, so its slot takes another order", async () => {
    clock(MONDAY_MORNING);
    await getDb().storeSettings.update({ where: { id: 1 }, data: { collectionSlotCapacity: 1 } });
    const SLOT = "2026-11-23T21:15:00Z";
    const first = await customerWithBasket({ address: false });
    await choose(first.token, "collection", SLOT);
    const { orderId } = await payForBasket(first.token);
    const second = await customerWithBasket({ address: false });
    expect((await choose(second.token, "collection", SLOT)).json.data.slot).toBe("This time is full.");

    const rejected = await call(reject, { bearer: adminToken, params: { id: orderId }, body: { reason: "No dough" } });
    expect(rejected.status).toBe(200);
    // The slot is offered again, can be chosen, and create_order takes it (it stayed full until the night was over).
    const listed = (await call(slots, { path: "/api/store/slots?fulfilment=collection" })).json.data.slots;
    expect(listed.find((s: { start: string }) => s.start === "2026-11-23T21:15:00.000+00:00")).toEqual({
      start: "2026-11-23T21:15:00.000+00:00",
      available: true,
    });
    expect((await choose(second.token, "collection", SLOT)).status).toBe(200);
    expect((await order(second.token)).status).toBe(200);
  });

  it("does not count a customer's own unpaid checkout of the same basket against them (another tip, another way of paying)", async () => {
    clock(MONDAY_MORNING);
    await getDb().storeSettings.update({ where: { id: 1 }, data: { collectionSlotCapacity: 1 } });
    const SLOT = "2026-11-23T21:45:00Z";
    const c = await customerWithBasket({ address: false });
    await choose(c.token, "collection", SLOT);
    expect((await order(c.token)).status).toBe(200);
    // Back from the payment window, the customer adds a tip: the same basket, the same time.
    const again = await call(createOrder, { method: "POST", bearer: c.token, body: { tip: 1.5 } });
    expect(again.status).toBe(200);
    expect(again.json.data.amount).toBe(pizzas.price("large") + 150);
    // Someone else still finds the last seat held.
    const other = await customerWithBasket({ address: false });
    await getDb().basket.updateMany({
      where: { customerId: other.customer.id },
      data: { fulfilment: "collection", slotStart: new Date(SLOT) },
    });
    const full = await order(other.token);
    expect(full.status).toBe(409);
    expect(full.json.message).toBe("The 21:45 slot is full. Please choose another time.");
  });

  it("holds the capacity under concurrency: N + 5 simultaneous orders for a slot of N give N orders and 5 refusals", async () => {
    clock(MONDAY_MORNING);
    const N = 3;
    await getDb().storeSettings.update({ where: { id: 1 }, data: { collectionSlotCapacity: N } });
    const customers = await Promise.all(Array.from({ length: N + 5 }, () => customerWithBasket({ address: false })));
    for (const c of customers) expect((await choose(c.token, "collection", "2026-11-23T20:00:00Z")).status).toBe(200);
    const answers = await Promise.all(customers.map((c) => order(c.token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(N);
    const refusals = answers.filter((a) => a.status === 409);
    expect(refusals).toHaveLength(5);
    for (const r of refusals) expect(r.json.message).toBe("The 20:00 slot is full. Please choose another time.");
    expect(await getDb().slotReservation.count({ where: { slotStart: new Date("2026-11-23T20:00:00Z") } })).toBe(N);
    expect(await getDb().order.count({ where: { slotStart: new Date("2026-11-23T20:00:00Z") } })).toBe(N);
  });
});

describe("last orders (decision 109)", () => {
  // The seed's nights close at 03:00: delivery (45 minutes) takes its last ASAP order at 02:15,
  // collection (20 minutes) at 02:40. After it the shop is open but takes orders ahead only.

  it("refuses an ASAP order that would be ready after the close, with the next time to order ahead", async () => {
    clock(new Date("2026-11-24T02:15:00Z"));
    const onTime = await customerWithBasket();
    const last = await order(onTime.token);
    expect(last.status).toBe(200);
    const saved = await getDb().order.findUniqueOrThrow({ where: { id: last.json.data.orderRef } });
    expect(saved.promisedAt).toEqual(new Date("2026-11-24T03:00:00Z"));

    clock(new Date("2026-11-24T02:20:00Z"));
    const late = await customerWithBasket();
    expect((await call(cartDetail, { bearer: late.token })).json.data).toMatchObject({
      promisedAt: null,
      asapMinutes: null,
    });
    const refused = await order(late.token);
    expect(refused.status).toBe(409);
    expect(refused.json.success).toBe(false);
    expect(refused.json.message).toBe(
      "Delivery has stopped taking orders for now. Last orders were at 02:15, as we close at 03:00. You can order ahead for today at 18:00 or later.",
    );
    expect(refused.json.data).toEqual({ slot: refused.json.message });
    expect(await getDb().order.count({ where: { customerId: late.customer.id } })).toBe(0);

    // Collection's lead is shorter: still taken until 02:40, promised for the close at the latest.
    await choose(late.token, "collection", null);
    expect((await order(late.token)).status).toBe(200);
    clock(new Date("2026-11-24T02:41:00Z"));
    const after = await createCustomer();
    await addDish(after.token, pizzas);
    await choose(after.token, "collection", null);
    expect((await order(after.token)).json.message).toMatch(
      /^Collection has stopped taking orders for now\. Last orders were at 02:40/,
    );

    // Ordering ahead still works: the first slot of the next opening.
    await choose(after.token, "collection", "2026-11-24T17:00:00Z");
    expect((await order(after.token)).status).toBe(200);
  });

  it("tells the storefront when last orders were, and what can still be ordered", async () => {
    clock(new Date("2026-11-24T02:20:00Z"));
    const data = (await call(status)).json.data;
    expect(data.delivery).toEqual({
      open: true,
      opensAt: null,
      closesAt: "2026-11-24T03:00:00.000+00:00",
      lastOrdersAt: "2026-11-24T02:15:00.000+00:00",
    });
    expect(data.collection.lastOrdersAt).toBe("2026-11-24T02:40:00.000+00:00");
    expect(data.promise.delivery.isAvailableNow).toBe(false);
    expect(data.promise.collection.isAvailableNow).toBe(true);
    expect(data.canOrderAhead).toBe(true);
    expect(data.labels.lastOrders).toBe(
      "We have stopped taking delivery orders for now: last orders were at 02:15. Collection is still taking orders until 02:40.",
    );
    clock(new Date("2026-11-24T02:50:00Z"));
    expect((await call(status)).json.data.labels).toMatchObject({
      shop: "Open until 03:00",
      lastOrders: "We have stopped taking orders for now: last orders were at 02:40.",
    });
  });

  it("counts last orders on London's clock the night the clocks go forward", async () => {
    // Saturday 28 March 2026's night: at 01:00 UTC the clocks went to 02:00, so 03:00 is 02:00 UTC
    // and delivery's last orders, 02:15 in London, are at 01:15 UTC.
    clock(new Date("2026-03-29T01:10:00Z"));
    const early = await customerWithBasket();
    const taken = await order(early.token);
    expect(taken.status).toBe(200);
    const saved = await getDb().order.findUniqueOrThrow({ where: { id: taken.json.data.orderRef } });
    expect(saved.promisedAt).toEqual(new Date("2026-03-29T01:55:00Z"));
    expect((await call(status)).json.data.delivery.lastOrdersAt).toBe("2026-03-29T02:15:00.000+01:00");

    clock(new Date("2026-03-29T01:20:00Z"));
    const late = await customerWithBasket();
    const refused = await order(late.token);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      "Delivery has stopped taking orders for now. Last orders were at 02:15, as we close at 03:00. You can order ahead for today at 18:00 or later.",
    );
  });
});

describe("the admin's store API", () => {
  it("reads and replaces the hours; overlapping spans and a span closing as it opens are 400s by field", async () => {
    const read = await call(storeHours, { bearer: adminToken });
    expect(read.json.data).toEqual(SEED_TIMETABLE);
    const week = SEED_TIMETABLE.delivery.map((d) => [...d]);
    week[1] = [
      { opens: "01:00", closes: "04:00" },
      { opens: "12:00", closes: "12:00" },
    ];
    const res = await call(putHours, { bearer: adminToken, body: { ...SEED_TIMETABLE, delivery: week } });
    expect(res.status).toBe(400);
    expect(res.json.data).toEqual({
      "delivery.1.0": "This span overlaps the previous day's 17:50–03:00.",
      "delivery.1.1.closes": "A span cannot close at the time it opens.",
    });
    const malformed = await call(putHours, {
      bearer: adminToken,
      body: { ...SEED_TIMETABLE, collection: [[{ opens: "25:00", closes: "3pm" }]] },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.data["collection.0.0.opens"]).toBe("Enter the opening time as HH:MM (24-hour).");
    expect((await call(storeHours, { bearer: adminToken })).json.data).toEqual(SEED_TIMETABLE);
  });

  it("turns the landing page's Admin Panel Preview off and on: store.settings, audited, left alone when not sent", async () => {
    const form = {
      prepMinutes: 20,
      deliveryMinutes: 45,
      deliverySlotCapacity: 6,
      collectionSlotCapacity: 6,
      busyExtraMinutes: 0,
      minimumAppliesToCollection: false,
    };
    expect((await call(storeSettings, { bearer: adminToken })).json.data.adminPreview).toBe(true);
    const kitchen = (await createAdmin(undefined, { role: "kitchen" })).token;
    expect((await call(putSettings, { bearer: kitchen, body: { ...form, adminPreview: false } })).status).toBe(403);
    const manager = (await createAdmin(undefined, { role: "manager" })).token;
    const off = await call(putSettings, { bearer: manager, body: { ...form, adminPreview: false } });
    expect(off.status, off.text).toBe(200);
    expect(off.json.data.adminPreview).toBe(false);
    // A client that predates the switch saves the rest of the form without turning it back on.
    expect((await call(putSettings, { bearer: manager, body: form })).json.data.adminPreview).toBe(false);
    const notBoolean = await call(putSettings, { bearer: manager, body: { ...form, adminPreview: "no" } });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.json.data.adminPreview).toBe("Say whether the home page shows the Admin Panel Preview.");
    expect(
      (await call(putSettings, { bearer: manager, body: { ...form, adminPreview: true } })).json.data.adminPreview,
    ).toBe(true);
    const audit = (await call(listAudit, { bearer: adminToken })).json.data as {
      entries: { action: string; before: unknown; after: unknown }[];
    };
    const previews = audit.entries.filter(
      (e) => e.action === "store.settings" && e.after && "adminPreview" in (e.after as object),
    );
    expect(previews.map((e) => [e.before, e.after])).toEqual([
      [{ adminPreview: false }, { adminPreview: true }],
      [{ adminPreview: true }, { adminPreview: false }],
    ]);
  });

  it("puts every setting a save changed on the audit trail, with what it was, and a save that changed nothing as such", async () => {
    const manager = (await createAdmin(undefined, { role: "manager" })).token;
    const start = (await call(storeSettings, { bearer: adminToken })).json.data;
    const form = {
      prepMinutes: start.prepMinutes,
      deliveryMinutes: start.deliveryMinutes,
      deliverySlotCapacity: start.deliverySlotCapacity,
      collectionSlotCapacity: start.collectionSlotCapacity,
      busyExtraMinutes: start.busyExtraMinutes,
      minimumAppliesToCollection: start.minimumAppliesToCollection,
    };
    const changed = await call(putSettings, {
      bearer: manager,
      body: { ...form, prepMinutes: start.prepMinutes + 5, collectionSlotCapacity: 3, maxOrderValue: 250 },
    });
    expect(changed.status, changed.text).toBe(200);
    const again = await call(putSettings, {
      bearer: manager,
      body: { ...form, prepMinutes: start.prepMinutes + 5, collectionSlotCapacity: 3, maxOrderValue: 250 },
    });
    expect(again.status).toBe(200);
    const entries = (await call(listAudit, { bearer: adminToken })).json.data.entries as {
      action: string;
      before: unknown;
      after: unknown;
    }[];
    const [unchanged, saved] = entries.filter((e) => e.action === "store.settings");
    expect(unchanged).toMatchObject({ before: {}, after: {} });
    expect(saved!.before).toEqual({
      prepMinutes: start.prepMinutes,
      collectionSlotCapacity: start.collectionSlotCapacity,
      maxOrderPence: Math.round(start.maxOrderValue * 100),
    });
    expect(saved!.after).toEqual({
      prepMinutes: start.prepMinutes + 5,
      collectionSlotCapacity: 3,
      maxOrderPence: 25_000,
    });
    await call(putSettings, { bearer: adminToken, body: { ...form, maxOrderValue: start.maxOrderValue } });
  });

  it("saves settings within their ranges and refuses a pause outside 15–240 minutes", async () => {
    const bad = await call(putSettings, {
      bearer: adminToken,
      body: {
        prepMinutes: -1,
        deliveryMinutes: 45,
        deliverySlotCapacity: 0,
        collectionSlotCapacity: 6,
        busyExtraMinutes: 0,
        minimumAppliesToCollection: true,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.data).toMatchObject({
      prepMinutes: expect.any(String),
      deliverySlotCapacity: "Delivery orders per slot must be at least 1.",
    });
    expect((await call(pause, { bearer: adminToken, body: { minutes: 5 } })).status).toBe(400);
    expect((await call(pause, { bearer: adminToken, body: { minutes: 300 } })).status).toBe(400);
    // The ride taken for the whole delivery: every delivery would be promised in 15 minutes,
    // sooner than a collection, and a pre-order's ticket printed 15 minutes before its slot.
    const rideOnly = await call(putSettings, {
      bearer: adminToken,
      body: {
        prepMinutes: 20,
        deliveryMinutes: 15,
        deliverySlotCapacity: 6,
        collectionSlotCapacity: 6,
        busyExtraMinutes: 0,
        minimumAppliesToCollection: false,
      },
    });
    expect(rideOnly.status).toBe(400);
    expect(rideOnly.json.data).toEqual({
      deliveryMinutes:
        "Delivery minutes count from the order to the customer's door, the 20 minutes of preparation and the ride: give at least 20.",
    });
    const read = await call(storeSettings, { bearer: adminToken });
    expect(read.json.data).toMatchObject({
      prepMinutes: 20,
      deliveryMinutes: 45,
      paused: false,
      minimumAppliesToCollection: false,
    });
  });
});
