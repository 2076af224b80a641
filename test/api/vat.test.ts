import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as accept } from "@/app/api/adminauth/orders/[id]/accept/route";
import { POST as refund } from "@/app/api/adminauth/orders/[id]/refund/route";
import { GET as adminOrder } from "@/app/api/adminauth/orders/[id]/route";
import { POST as addPrinter } from "@/app/api/adminauth/printers/route";
import { GET as myOrders } from "@/app/api/cart/userOreder/route";
import { GET as myOrder } from "@/app/api/cart/userOreder/[id]/route";
import { renderEmail } from "@/lib/mail";
import { reloadConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { toMinor } from "@/lib/platform/money";
import { MEDIA_TYPES } from "@/lib/printing/shared";
import { decodeTicket } from "../../scripts/printing/decode-ticket";
import { createAdmin, createCustomer, seedDeliveringShop } from "../factories";
import { placeBasket, seedFreeIceCream } from "../place-basket";
import { printerClient } from "../printing/cloudprnt-send";
import { seedOrder5 } from "../promotions";
import { call } from "../request";

// VAT by rate on a real order (decision 034): a hot pizza and a cold drink standard-rated, a
// cold salad zero-rated, a percentage code, a free ice cream and a delivery fee; the answers,
// the e-mail, the printed receipt, and a line refund taking the salad off the zero rate.

type Row = { ratePercent: number; net: number; vat: number; gross: number };
const sumOf = (rows: Row[], key: keyof Row) => rows.reduce((s, r) => s + toMinor(r[key]), 0);

let admin: Awaited<ReturnType<typeof createAdmin>>;
let customer: Awaited<ReturnType<typeof createCustomer>>;
let orderId: string;
let amountPence: number;

beforeAll(async () => {
  process.env.SHOP_VAT_NUMBER = "GB 123 4567 89";
  reloadConfig();
  await seedDeliveringShop();
  await seedOrder5();
  await seedFreeIceCream();
  admin = await createAdmin("vat-owner");
  customer = await createCustomer({ username: "Priya" });
  ({ orderId, amountPence } = await placeBasket(
    customer.token,
    [
      { dish: "Margherita", size: "large", qty: 2 },
      { dish: "Greek Salad", size: "medium" },
      { dish: "Coca-Cola", size: "small" },
    ],
    { code: "ORDER5" },
  ));
});

afterAll(() => {
  delete process.env.SHOP_VAT_NUMBER;
  reloadConfig();
});

describe("an order's VAT by rate", () => {
  it("freezes each line's class and rate, the free ice cream's too", async () => {
    const lines = await getDb().orderLine.findMany({ where: { orderId }, orderBy: { id: "asc" } });
    expect(lines.map((l) => [l.itemName, l.vatClass, l.vatRateBasisPoints, l.freeWith !== null]).sort()).toEqual(
      [
        ["Coca-Cola", "standard", 2000, false],
        ["Greek Salad", "zero", 0, false],
        ["Margherita", "standard", 2000, false],
        ["Vanilla Ice Cream", "standard", 2000, true],
      ].sort(),
    );
  });

  it("answers vatBreakdown on the customer's orders and the admin's order: rows add up to what was paid and to vat.amount", async () => {
    const order = await getDb().order.findUniqueOrThrow({ where: { id: orderId }, include: { lines: true } });
    expect(order.discountPence).toBeGreaterThan(0);
    expect(order.deliveryFeePence).toBe(249);
    expect(order.grandTotalPence).toBe(amountPence);

    const detail = (await call(adminOrder, { bearer: admin.token, params: { id: orderId } })).json.data;
    const tracked = (await call(myOrder, { bearer: customer.token, params: { id: orderId } })).json.data;
    const listed = (await call(myOrders, { bearer: customer.token })).json.data[0];
    for (const answer of [detail, tracked, listed]) {
      const rows = answer.vatBreakdown as Row[];
      expect(rows.map((r) => r.ratePercent)).toEqual([20, 0]);
      expect(sumOf(rows, "gross")).toBe(amountPence);
      for (const r of rows) expect(toMinor(r.net) + toMinor(r.vat)).toBe(toMinor(r.gross));
      expect(toMinor(rows[0]!.vat)).toBe(Math.round(toMinor(rows[0]!.gross) / 6));
      expect(rows[1]!.vat).toBe(0);
    }
    for (const answer of [detail, tracked]) expect(toMinor(answer.vat.amount)).toBe(sumOf(answer.vatBreakdown, "vat"));
    expect(detail.vat.ratePercent).toBe(20);
    expect(detail.shop.vatNumber).toBe("GB 123 4567 89");

    // The salad's zero-rated gross is what was paid for it and its share of the delivery fee.
    const salad = order.lines.find((l) => l.itemName === "Greek Salad")!;
    const saladPaid = salad.totalPence - salad.discountPence;
    const goodsPaid = order.lines.reduce((s, l) => s + l.totalPence - l.discountPence, 0);
    const zero = toMinor(detail.vatBreakdown[1].gross);
    expect(Math.abs(zero - saladPaid - (249 * saladPaid) / goodsPaid)).toBeLessThan(1);
  });

  it("e-mails the VAT per rate and the shop's VAT number", async () => {
    const mail = await getDb().emailMessage.findFirstOrThrow({
      where: { to: customer.customer.email, template: "order-confirmation" },
    });
    const { text } = await renderEmail(mail.template, mail.payload);
    const detail = (await call(adminOrder, { bearer: admin.token, params: { id: orderId } })).json.data;
    const gbp = (major: number) => `£${major.toFixed(2)}`;
    for (const r of detail.vatBreakdown as Row[]) {
      expect(text).toContain(`VAT at ${r.ratePercent}% on ${gbp(r.gross)}: ${gbp(r.vat)} (net ${gbp(r.net)})`);
    }
    expect(text).toContain("VAT number GB 123 4567 89");
  });

  it("prints the VAT per rate and the VAT number on the receipt (StarPRNT bytes read back)", async () => {
    const added = await call(addPrinter, {
      bearer: admin.token,
      body: { protocol: "cloudprnt", name: "Counter", purposes: ["receipt"] },
    });
    expect(added.status, added.text).toBe(201);
    expect(
      (await call(accept, { bearer: admin.token, params: { id: orderId }, body: { prepMinutes: 20 } })).status,
    ).toBe(200);
    const printed: string[] = [];
    await printerClient(added.json.data.setup).runOnce([MEDIA_TYPES.starprnt], async ({ bytes }) => {
      printed.push(decodeTicket(bytes, "star-prnt"));
      return "200 OK";
    });
    expect(printed).toHaveLength(1);
    const detail = (await call(adminOrder, { bearer: admin.token, params: { id: orderId } })).json.data;
    const gbp = (major: number) => `£${major.toFixed(2)}`;
    for (const r of detail.vatBreakdown as Row[])
      expect(printed[0]).toContain(`VAT ${r.ratePercent}% on ${gbp(r.gross)}: ${gbp(r.vat)}`);
    expect(printed[0]).toContain("VAT no. GB 123 4567 89");
  });

  it("a line refund of the salad comes off the zero rate only; the order's rows and vat.amount follow", async () => {
    const before = (await call(adminOrder, { bearer: admin.token, params: { id: orderId } })).json.data;
    const salad = (before.Iteam as { _id: string; paid: number; categoryItem: { categoryItemName: string } }[]).find(
      (l) => l.categoryItem.categoryItemName === "Greek Salad",
    )!;
    const res = await call(refund, {
      bearer: admin.token,
      params: { id: orderId },
      body: { lineIds: [salad._id], reason: "Salad was missing" },
    });
    expect(res.status, res.text).toBe(201);
    const after = (await call(adminOrder, { bearer: admin.token, params: { id: orderId } })).json.data;
    expect(after.vatBreakdown[0]).toEqual(before.vatBreakdown[0]);
    expect(toMinor(after.vatBreakdown[1].gross)).toBe(toMinor(before.vatBreakdown[1].gross) - toMinor(salad.paid));
    expect(sumOf(after.vatBreakdown, "gross")).toBe(amountPence - toMinor(salad.paid));
    expect(toMinor(after.vat.amount)).toBe(sumOf(after.vatBreakdown, "vat"));
    const mine = (await call(myOrder, { bearer: customer.token, params: { id: orderId } })).json.data;
    expect(mine.vatBreakdown).toEqual(after.vatBreakdown);
  });
});
