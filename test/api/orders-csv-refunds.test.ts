import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as refund } from "@/app/api/adminauth/orders/[id]/refund/route";
import { GET as adminOrder } from "@/app/api/adminauth/orders/[id]/route";
import { GET as dayReport } from "@/app/api/adminauth/reports/day/route";
import { GET as ordersCsv } from "@/app/api/adminauth/reports/orders.csv/route";
import { GET as vatReport } from "@/app/api/adminauth/reports/vat/route";
import { POST as applyPromo } from "@/app/api/cart/applyPromo/route";
import { getDb } from "@/lib/platform/db";
import { toMinor } from "@/lib/platform/money";
import { addDish, deliverTo, payForBasket } from "../checkout-steps";
import { createAdmin, createCustomer, freshDeliveringShop, type menuPick } from "../factories";
import { seedOrder5 } from "../promotions";
import { call } from "../request";

// The orders CSV's Refunded column against the orders whose refunds meet its edges: free
// delivery, a discount with a part refund and a line refund, a refund that reaches into the
// tip, an order whose every dish was free (its delivery fee a row of its own) and an order of
// nothing. Each order's rows must give back, to the penny, what its refunds gave back of the
// goods and delivery (the tip is outside the rows, as it is outside the reports' takings), and
// the column must agree with the day report and the VAT report of the same day.

type Row = Record<string, string>;
const sum = (list: number[]) => list.reduce((s, n) => s + n, 0);
const DAY = "2026-11-18";

let pizzas: Awaited<ReturnType<typeof menuPick>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
const orders: Record<string, string> = {};

function clock(iso: string) {
  vi.setSystemTime(new Date(iso));
}

/** Two large pizzas delivered, paid through the real API with the code and tip given; the order's id. */
async function place(options: { code?: string; tipPence?: number } = {}) {
  const c = await createCustomer();
  await addDish(c.token, pizzas, { qty: 2 });
  await deliverTo(c.token, { address: "221B Baker Street, London NW1 6XE" });
  if (options.code) await call(applyPromo, { bearer: c.token, body: { code: options.code } });
  const { orderId: id } = await payForBasket(c.token, { tipPence: options.tipPence });
  // Accepted and delivered: a new order's whole refund is a rejection, not the subject here.
  await getDb().order.update({ where: { id }, data: { status: "delivered" } });
  return id;
}

/**
 * The order as one whose dishes all cost nothing (priced £0 by the shop, say), so what was
 * paid is the delivery fee alone, or nothing at all: no basket reaches it through the API today
 * (the minimum order), but the reports read what the database holds.
 */
async function makeDishesFree(id: string, deliveryFeePence: number) {
  await getDb().orderLine.updateMany({ where: { orderId: id }, data: { totalPence: 0, discountPence: 0 } });
  await getDb().order.update({
    where: { id },
    data: { subtotalPence: 0, discountPence: 0, deliveryFeePence, grandTotalPence: deliveryFeePence },
  });
  await getDb().payment.updateMany({ where: { orderId: id }, data: { amountPence: deliveryFeePence } });
}

async function refundOf(id: string, body: Record<string, unknown>) {
  const res = await call(refund, { bearer: admin.token, params: { id }, body: { reason: "Test", ...body } });
  expect(res.status, res.text).toBe(201);
}

beforeAll(async () => {
  pizzas = await freshDeliveringShop();
  await seedOrder5();
  await getDb().promotion.create({
    data: {
      name: "Free delivery",
      headline: "Free delivery",
      badge: "Free",
      description: "Free delivery with code FREEDEL.",
      code: "FREEDEL",
      kind: "free_delivery",
    },
  });
  admin = await createAdmin("csv-refunds-owner");
  vi.useFakeTimers({ toFake: ["Date"] });
  clock(`${DAY}T12:00:00Z`);

  orders.freeDelivery = await place({ code: "FREEDEL" });
  orders.discounted = await place({ code: "ORDER5" });
  orders.tipped = await place({ tipPence: 300 });
  orders.freeDishes = await place();
  await makeDishesFree(orders.freeDishes, 249);
  orders.nothing = await place();
  await makeDishesFree(orders.nothing, 0);

  clock(`${DAY}T13:00:00Z`);
  // Everything left of the free-delivery order.
  await refundOf(orders.freeDelivery, {});
  // 3.33 off the discounted order, then one of its lines at what was paid for it.
  await refundOf(orders.discounted, { amount: 3.33 });
  const lines = (await call(adminOrder, { bearer: admin.token, params: { id: orders.discounted } })).json.data.Iteam;
  await refundOf(orders.discounted, { lineIds: [lines[0]._id] });
  // All the goods and £1 of the £3 tip.
  const tipped = await getDb().payment.findFirstOrThrow({ where: { orderId: orders.tipped } });
  await refundOf(orders.tipped, { amount: (tipped.amountPence - 200) / 100 });
  // The delivery fee, all that was paid.
  await refundOf(orders.freeDishes, {});
  clock(`${DAY}T20:00:00Z`);
});

afterAll(() => vi.useRealTimers());

const money = (text: string | undefined) => toMinor(Number(text));

describe("the orders CSV's Refunded column", () => {
  it("gives back each order's refunds of goods and delivery to the penny, and agrees with the day and VAT reports", async () => {
    const res = await call(ordersCsv, {
      bearer: admin.token,
      path: `/api/adminauth/reports/orders.csv?from=${DAY}&to=${DAY}`,
    });
    expect(res.status, res.text).toBe(200);
    const rows: Row[] = parse(res.bytes, { bom: true, columns: true });
    const stored = await getDb().order.findMany({
      where: { id: { in: Object.values(orders) } },
      select: {
        id: true,
        number: true,
        grandTotalPence: true,
        discountPence: true,
        deliveryFeePence: true,
        refunds: true,
      },
    });

    const got: Record<string, { gross: number; refunded: number }> = {};
    const want: Record<string, { gross: number; refunded: number }> = {};
    for (const [name, id] of Object.entries(orders)) {
      const order = stored.find((o) => o.id === id)!;
      const own = rows.filter((r) => r.Order === `#${order.number}`);
      expect(own.length, name).toBeGreaterThan(0);
      got[name] = {
        gross: sum(own.map((r) => money(r["Gross (£)"]))),
        refunded: sum(own.map((r) => money(r["Refunded (£)"]))),
      };
      want[name] = {
        gross: order.grandTotalPence,
        refunded: sum(order.refunds.map((r) => r.amountPence - r.tipPence)),
      };
      for (const r of own) expect(money(r["Refunded (£)"]), name).toBeLessThanOrEqual(money(r["Gross (£)"]));
    }
    expect(got).toEqual(want);

    // The edges are there: the tip's refund reached into it, the free dishes' fee is its own
    // row, and the free-delivery and free-dishes orders were refunded in full.
    const of = (name: string) => stored.find((o) => o.id === orders[name])!;
    expect(of("freeDelivery").discountPence).toBe(of("freeDelivery").deliveryFeePence);
    expect(of("discounted").discountPence).toBeGreaterThan(0);
    expect(of("discounted").refunds).toHaveLength(2);
    const tipped = of("tipped");
    expect(tipped.refunds.map((r) => r.tipPence)).toEqual([100]);
    const freeDishes = of("freeDishes");
    expect(
      rows
        .filter((r) => r.Order === `#${freeDishes.number}` && r.Dish === "Delivery fee")
        .map((r) => r["Refunded (£)"]),
    ).toEqual(["2.49"]);
    expect(want.freeDelivery!.refunded).toBe(want.freeDelivery!.gross);
    expect(want.nothing).toEqual({ gross: 0, refunded: 0 });

    const column = sum(rows.map((r) => money(r["Refunded (£)"])));
    const day = (await call(dayReport, { bearer: admin.token, path: `/api/adminauth/reports/day?date=${DAY}` })).json
      .data;
    const vat = (
      await call(vatReport, { bearer: admin.token, path: `/api/adminauth/reports/vat?from=${DAY}&to=${DAY}` })
    ).json.data;
    expect(toMinor(day.takings.refunds)).toBe(column);
    expect(toMinor(vat.takings.refunds)).toBe(column);
    expect(sum(vat.vat.refunds.map((r: { gross: number }) => toMinor(r.gross)))).toBe(column);
    expect(sum(rows.map((r) => money(r["Gross (£)"])))).toBe(toMinor(vat.takings.gross));
  });
});
