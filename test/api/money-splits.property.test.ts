import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as refund } from "@/app/api/adminauth/orders/[id]/refund/route";
import { GET as adminOrder } from "@/app/api/adminauth/orders/[id]/route";
import { GET as board } from "@/app/api/adminauth/orders/route";
import { GET as dayReport } from "@/app/api/adminauth/reports/day/route";
import { GET as ordersCsv } from "@/app/api/adminauth/reports/orders.csv/route";
import { GET as vatReport } from "@/app/api/adminauth/reports/vat/route";
import { POST as addCart } from "@/app/api/cart/addCart/route";
import { POST as applyPromo } from "@/app/api/cart/applyPromo/route";
import { POST as setFulfilment } from "@/app/api/cart/fulfilment/route";
import { GET as myOrders } from "@/app/api/cart/userOreder/route";
import { createSession } from "@/lib/accounts";
import { getDb } from "@/lib/platform/db";
import { toMinor } from "@/lib/platform/money";
import { vatIncluded } from "@/lib/platform/vat";
import { deliverTo, payForBasket } from "../checkout-steps";
import { createAdmin, createCustomer, seedDeliveringShop } from "../factories";
import { seedFreeIceCream } from "../place-basket";
import { call } from "../request";

// The money rule through the real pipeline (property-based, fast-check): random baskets of
// dishes with variants and extras, at the standard and zero rates, with a code or none beside
// automatic offers (salads, two kebabs, a free ice cream over £30), delivered or collected,
// with a tip, paid; then random refunds of lines, amounts and the rest.
// Each order is alone on its own day, so the day report, the VAT report and the orders CSV of
// that day must agree with each other and with the order to the penny. Few runs (each is a
// dozen requests); the seed is fixed so CI runs the same orders, and a failure prints it.
// FC_SEED=<n> FC_RUNS=<n> npx vitest run <this file> hunts further with another seed and more runs.

type Row = Record<string, string>;
type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;
type VatRowDto = { ratePercent: number; net: number; vat: number; gross: number };

const sum = (list: readonly number[]) => list.reduce((s, n) => s + n, 0);
const pence = (text: string | undefined) => toMinor(Number(text));

const DISHES = ["Margherita", "Doner Kebab", "Greek Salad", "Chocolate Fudge Cake", "Coca-Cola", "Garlic Mayo"];
const CODES = [null, "TENOFF", "TWOOFF", "FREEDEL"] as const;

const pick = fc.record({
  dish: fc.constantFrom(...DISHES),
  size: fc.constantFrom("small", "medium", "large"),
  qty: fc.integer({ min: 1, max: 3 }),
  variant: fc.nat(),
  extras: fc.uniqueArray(fc.nat({ max: 10 }), { maxLength: 3 }),
});

/** Mostly part refunds, since a refund of the rest ends the order's refunds. */
const refundAsked = fc.oneof(
  { arbitrary: fc.constant({ kind: "rest" as const }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("line" as const), line: fc.nat() }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant("amount" as const),
      share: fc.double({ min: 0.01, max: 0.6, noNaN: true }),
    }),
    weight: 3,
  },
);

const scenario = fc.record({
  // A large pizza first, so that every basket meets the delivery minimum.
  picks: fc.array(pick, { minLength: 0, maxLength: 3 }),
  pizza: pick.map((p) => ({ ...p, dish: "Margherita", size: "large" as const })),
  code: fc.constantFrom(...CODES),
  isCollection: fc.boolean(),
  tipPence: fc.constantFrom(0, 0, 50, 100, 250),
  refunds: fc.array(refundAsked, { maxLength: 3 }),
});

const numRuns = Number(process.env.FC_RUNS ?? 5);
let admin: Awaited<ReturnType<typeof createAdmin>>;
let day = 0;

/** A dish by name: its prices, its category's variants and its extras with their prices. */
async function dishNamed(name: string) {
  const item = await getDb().categoryItem.findFirstOrThrow({
    where: { name },
    include: {
      prices: true,
      category: {
        include: {
          subcategories: { orderBy: { position: "asc" } },
          optionGroups: { include: { options: { include: { prices: true }, orderBy: { position: "asc" } } } },
        },
      },
    },
  });
  const extras = item.category.optionGroups.filter((g) => g.max > 1).flatMap((g) => g.options);
  return { item, variants: item.category.subcategories, extras };
}

async function addLine(token: string, p: ValueOf<typeof pick>) {
  const { item, variants, extras } = await dishNamed(p.dish);
  const price = item.prices.find((x) => x.size === p.size) ?? item.prices[0]!;
  const chosen = extras.length ? [...new Set(p.extras.map((n) => extras[n % extras.length]!))] : [];
  const unit =
    price.pricePence + sum(chosen.map((e) => e.prices.find((x) => x.size === price.size)?.pricePence ?? e.pricePence));
  const added = await call(addCart, {
    bearer: token,
    body: {
      qty: p.qty,
      total: (unit * p.qty) / 100,
      subcategoryId: variants.length ? variants[p.variant % variants.length]!.id : null,
      categoryItemId: item.id,
      size: price.size,
      ...(chosen.length ? { extras: chosen.map((e) => e.id) } : {}),
    },
  });
  expect(added.status, added.text).toBeLessThan(300);
}

/** The basket paid through the real API on the day's clock; the order's id. */
async function placeScenario(s: ValueOf<typeof scenario>) {
  const c = await createCustomer();
  for (const p of [s.pizza, ...s.picks]) await addLine(c.token, p);
  if (s.isCollection) await call(setFulfilment, { bearer: c.token, body: { fulfilment: "collection", slot: null } });
  else await deliverTo(c.token, { address: "221B Baker Street, London NW1 6XE" });
  if (s.code) await call(applyPromo, { bearer: c.token, body: { code: s.code } });
  const { orderId: id } = await payForBasket(c.token, { tipPence: s.tipPence });
  // Delivered, so that every refund is a refund and not a rejection.
  await getDb().order.update({ where: { id }, data: { status: "delivered" } });
  return { id, token: c.token };
}

async function refundAll(id: string, asked: ValueOf<typeof refundAsked>[]) {
  for (const r of asked) {
    const order = (await call(adminOrder, { bearer: admin.token, params: { id } })).json.data;
    const left = toMinor(order.refundable);
    if (left <= 0) return;
    const lines: { _id: string; refunded: boolean }[] = order.Iteam;
    const body =
      r.kind === "rest"
        ? {}
        : r.kind === "line"
          ? { lineIds: [lines[r.line % lines.length]!._id] }
          : { amount: Math.max(1, Math.floor(left * r.share)) / 100 };
    const res = await call(refund, { bearer: admin.token, params: { id }, body: { reason: "Test", ...body } });
    // A line already refunded, or goods all given back, is refused with a reason: a 4xx, never a 5xx.
    expect(res.status, res.text).toBeLessThan(500);
  }
}

const byRate = (rows: VatRowDto[]) =>
  Object.fromEntries(
    rows
      .filter((r) => r.gross || r.vat)
      .map((r) => [r.ratePercent, { gross: toMinor(r.gross), vat: toMinor(r.vat), net: toMinor(r.net) }]),
  );

beforeAll(async () => {
  await seedDeliveringShop();
  const salads = await getDb().category.findUniqueOrThrow({ where: { name: "Salads" } });
  const kebabs = await getDb().category.findUniqueOrThrow({ where: { name: "Kebabas" } });
  // A free ice cream over £30: a line whose whole price is its discount.
  await seedFreeIceCream();
  const offer = { headline: "Offer", badge: "Offer", description: "An offer." };
  await getDb().promotion.createMany({
    data: [
      { ...offer, name: "10% off", code: "TENOFF", kind: "percent_off_subtotal", percent: 10 },
      { ...offer, name: "£2 off", code: "TWOOFF", kind: "amount_off_subtotal", amountPence: 200 },
      { ...offer, name: "Free delivery", code: "FREEDEL", kind: "free_delivery" },
      // Automatic, with any code: 15% off the (zero-rated) salads.
      {
        ...offer,
        name: "15% off salads",
        kind: "percent_off_lines",
        percent: 15,
        categoryIds: [salads.id],
        isCombinable: true,
      },
      // Automatic, alone: 17% off every two large kebabs.
      {
        ...offer,
        name: "17% off two kebabs",
        kind: "multi_buy",
        quantity: 2,
        categoryIds: [kebabs.id],
        sizes: ["large"],
        percent: 17,
      },
    ],
  });
  admin = await createAdmin("money-splits-owner");
  vi.useFakeTimers({ toFake: ["Date"] });
});

afterAll(() => vi.useRealTimers());

describe("money splits through the pipeline (properties)", () => {
  it(
    "the day report, the VAT report, the orders CSV and the order agree to the penny, whatever was bought and refunded",
    async () => {
      await fc.assert(
        fc.asyncProperty(scenario, async (s) => {
          // Each run alone on a day of its own (2026-11-02 on, no clock change among them).
          const date = new Date(Date.UTC(2026, 10, 2 + day++, 12));
          const DAY = date.toISOString().slice(0, 10);
          vi.setSystemTime(date);
          // A session opened on the run's day: one opened weeks of runs earlier would have ended.
          admin.token = (await createSession({ adminId: admin.admin.id }, null, { twoFactor: true })).token;
          const { id, token } = await placeScenario(s);
          vi.setSystemTime(new Date(date.getTime() + 3_600_000));
          await refundAll(id, s.refunds);
          vi.setSystemTime(new Date(date.getTime() + 5 * 3_600_000));

          const o = await getDb().order.findUniqueOrThrow({
            where: { id },
            include: { lines: true, refunds: true, payments: true },
          });
          // The order itself: the lines make the subtotal, the figures the total, the payment the total and the tip.
          expect(sum(o.lines.map((l) => l.totalPence))).toBe(o.subtotalPence);
          expect(o.grandTotalPence).toBe(o.subtotalPence - o.discountPence + o.deliveryFeePence);
          expect(sum(o.lines.map((l) => l.discountPence))).toBeLessThanOrEqual(o.discountPence);
          o.lines.forEach((l) => expect(l.discountPence).toBeLessThanOrEqual(l.totalPence));
          const paid = o.payments.find((p) => p.status === "paid")!;
          expect(paid.amountPence).toBe(o.grandTotalPence + o.tipPence);
          const live = o.refunds.filter((r) => r.status !== "failed");
          expect(sum(live.map((r) => r.amountPence))).toBeLessThanOrEqual(paid.amountPence);
          expect(sum(live.map((r) => r.tipPence))).toBeLessThanOrEqual(o.tipPence);
          const goodsBack = sum(live.map((r) => r.amountPence - r.tipPence));
          const lineDiscounts = sum(o.lines.map((l) => l.discountPence));
          const deliveryPaid = o.deliveryFeePence - Math.min(o.deliveryFeePence, o.discountPence - lineDiscounts);

          const get = (handler: Parameters<typeof call<Record<string, string>>>[0], path: string) =>
            call(handler, { bearer: admin.token, path });
          const dayRes = await get(dayReport, `/api/adminauth/reports/day?date=${DAY}`);
          const vatRes = await get(vatReport, `/api/adminauth/reports/vat?from=${DAY}&to=${DAY}`);
          const csvRes = await get(ordersCsv, `/api/adminauth/reports/orders.csv?from=${DAY}&to=${DAY}`);
          expect([dayRes.status, vatRes.status, csvRes.status]).toEqual([200, 200, 200]);
          const dayData = dayRes.json.data;
          const vatData = vatRes.json.data;
          const rows: Row[] = parse(csvRes.bytes, { bom: true, columns: true });

          // The day report against the order.
          expect(toMinor(dayData.takings.gross)).toBe(o.grandTotalPence);
          expect(toMinor(dayData.takings.refunds)).toBe(goodsBack);
          expect(toMinor(dayData.takings.net)).toBe(o.grandTotalPence - goodsBack);
          const tipsBack = sum(live.map((r) => r.tipPence));
          expect(toMinor(dayData.tips)).toBe(o.tipPence - tipsBack);
          expect(toMinor(dayData.tipsRefunded)).toBe(tipsBack);
          expect(toMinor(dayData.discounts.total)).toBe(o.discountPence);
          expect(toMinor(dayData.deliveryFees)).toBe(deliveryPaid);
          expect(sum(dayData.refundsMade.map((r: { amount: number }) => toMinor(r.amount)))).toBe(
            sum(live.map((r) => r.amountPence)),
          );
          // The refunds listed are the goods and the tips given back, to the penny.
          expect(toMinor(dayData.takings.refunds) + toMinor(dayData.tipsRefunded)).toBe(
            sum(live.map((r) => r.amountPence)),
          );
          const sales = byRate(dayData.vat.sales);
          const back = byRate(dayData.vat.refunds);
          const net = byRate(dayData.vat.net);
          expect(sum(Object.values(sales).map((r) => r.gross))).toBe(o.grandTotalPence);
          expect(sum(Object.values(back).map((r) => r.gross))).toBe(goodsBack);
          for (const [rate, r] of Object.entries(sales)) {
            // One order: its VAT at a rate is worked out once, on that rate's gross.
            expect(r.vat).toBe(vatIncluded(r.gross, Number(rate) * 100));
            expect(r.net).toBe(r.gross - r.vat);
            const b = back[rate] ?? { gross: 0, vat: 0, net: 0 };
            const n = net[rate] ?? { gross: 0, vat: 0, net: 0 };
            expect(n).toEqual({ gross: r.gross - b.gross, vat: r.vat - b.vat, net: r.net - b.net });
            // What is kept at a rate holds the VAT of its gross (sold = refunded + kept).
            expect(n.vat).toBe(vatIncluded(n.gross, Number(rate) * 100));
          }
          for (const rate of Object.keys(back)) expect(rate in sales).toBe(true);

          // The VAT report of the same day says the same.
          expect(vatData.vat).toEqual(dayData.vat);
          expect(vatData.takings).toEqual(dayData.takings);
          expect(toMinor(vatData.box1)).toBe(sum(Object.values(net).map((r) => r.vat)));
          expect(toMinor(vatData.box6Exact)).toBe(sum(Object.values(net).map((r) => r.net)));

          // The orders CSV: its rows add up to the order and to the reports.
          expect(rows.length).toBeGreaterThanOrEqual(o.lines.length);
          expect(sum(rows.map((r) => pence(r["Gross (£)"])))).toBe(o.grandTotalPence);
          expect(sum(rows.map((r) => pence(r["VAT (£)"])))).toBe(sum(Object.values(sales).map((r) => r.vat)));
          expect(sum(rows.map((r) => pence(r["Refunded (£)"])))).toBe(goodsBack);
          expect(sum(rows.map((r) => pence(r["Delivery share (£)"])))).toBe(
            rows.some((r) => r.Dish === "Delivery fee") ? 0 : deliveryPaid,
          );
          for (const r of rows) {
            expect(pence(r["Gross (£)"])).toBe(
              pence(r["Price (£)"]) - pence(r["Discount share (£)"]) + pence(r["Delivery share (£)"]),
            );
            expect(pence(r["Net (£)"]) + pence(r["VAT (£)"])).toBe(pence(r["Gross (£)"]));
            expect(pence(r["Refunded (£)"])).toBeLessThanOrEqual(pence(r["Gross (£)"]));
            expect(pence(r["Refunded (£)"])).toBeGreaterThanOrEqual(0);
          }

          // The order as the admin, the board and the customer see it: the same VAT by rate.
          const adminView = (await call(adminOrder, { bearer: admin.token, params: { id } })).json.data;
          expect(byRate(adminView.vatSold)).toEqual(sales);
          expect(byRate(adminView.vatBreakdown)).toEqual(net);
          const onBoard = (await get(board, "/api/adminauth/orders")).json.data.find(
            (x: { _id: string }) => x._id === id,
          );
          expect(onBoard, "the order on the board").toBeDefined();
          expect(byRate(onBoard.vatBreakdown)).toEqual(net);
          const mine = (await call(myOrders, { bearer: token })).json.data;
          expect(byRate(mine[0].vatBreakdown)).toEqual(net);
        }),
        { seed: Number(process.env.FC_SEED ?? 20261206), numRuns },
      );
    },
    30_000 + numRuns * 5_000,
  );
});
