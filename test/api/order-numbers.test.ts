import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as customerOrdersForAdmin } from "@/app/api/adminauth/ArchivedOrder/[id]/route";
import { POST as accept } from "@/app/api/adminauth/orders/[id]/accept/route";
import { POST as refund } from "@/app/api/adminauth/orders/[id]/refund/route";
import { POST as reject } from "@/app/api/adminauth/orders/[id]/reject/route";
import { GET as orderDetail } from "@/app/api/adminauth/orders/[id]/route";
import { GET as board } from "@/app/api/adminauth/orders/route";
import { GET as trackOrder } from "@/app/api/cart/userOreder/[id]/route";
import { GET as userOrders } from "@/app/api/cart/userOreder/route";
import { renderEmail } from "@/lib/mail";
import { paymentLabel } from "@/lib/ordering/shared";
import { getDb } from "@/lib/platform/db";
import { MEDIA_TYPES } from "@/lib/printing/shared";
import { renderJob } from "@/lib/printing";
import { createAdmin, createCustomer, seedDeliveringShop } from "../factories";
import { placeOrder } from "../place-order";
import { call } from "../request";

// The board and the ticket as an owner found them on a Friday night (issue 23): a number a
// person can say, the name given for the order, and a refunded order that says so, the same
// wherever it shows; the spec's fields keep their values.

let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  await seedDeliveringShop();
  admin = await createAdmin("numbers");
});

// Answers are read field by field, as test/request.ts types them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const find = (rows: any[], id: string) => rows.find((r) => r._id === id);

describe("order numbers people say", () => {
  it("count up with each paid order, and read the same on the board, the order page, the history, tracking, the mails and the ticket", async () => {
    const { token, customer } = await createCustomer({ username: "OliverB2" });
    const first = await placeOrder(token, 1);
    const second = await placeOrder(token, 1);
    expect(first.orderNumber).toMatch(/^#\d{4,}$/);
    expect(Number(second.orderNumber.slice(1))).toBe(Number(first.orderNumber.slice(1)) + 1);

    const onBoard = find((await call(board, { bearer: admin.token })).json.data, second.orderId);
    expect(onBoard).toMatchObject({
      orderNumber: second.orderNumber,
      contact: { name: "Sam Taylor" },
      customer: { username: "OliverB2" },
    });
    expect(
      (await call(orderDetail, { bearer: admin.token, params: { id: second.orderId } })).json.data.orderNumber,
    ).toBe(second.orderNumber);
    expect(
      find(
        (await call(customerOrdersForAdmin, { bearer: admin.token, params: { id: customer.id } })).json.data,
        second.orderId,
      ).orderNumber,
    ).toBe(second.orderNumber);
    expect(find((await call(userOrders, { bearer: token })).json.data, second.orderId).orderNumber).toBe(
      second.orderNumber,
    );
    expect((await call(trackOrder, { bearer: token, params: { id: second.orderId } })).json.data.orderNumber).toBe(
      second.orderNumber,
    );

    const mail = await getDb().emailMessage.findFirstOrThrow({
      where: { idempotencyKey: `order-confirmation/${second.orderId}` },
    });
    expect(mail.subject).toBe(`We have your Tasty Slice order ${second.orderNumber}`);
    const { text } = await renderEmail(mail.template, mail.payload);
    // The name the customer gave for the order, not the account's username.
    expect(text).toContain("Hello Sam Taylor");
    expect(text).not.toContain("OliverB2");

    await call(accept, { bearer: admin.token, params: { id: second.orderId }, body: { prepMinutes: 20 } });
    const ticket = await renderJob(
      { orderId: second.orderId, purpose: "kitchen", isReprint: false, printer: { categoryIds: [], copies: 1 } },
      MEDIA_TYPES.text,
    );
    const ticketText = new TextDecoder().decode(ticket.body);
    expect(ticketText).toContain(`Order ${second.orderNumber}`);
    expect(ticketText).toContain("Sam Taylor");
    expect(ticketText).toContain("Tel 07911 123456");
    expect(ticketText).toContain("PAID");
    expect(ticketText).not.toContain("OliverB2");
  });

  it("are given at payment only: a checkout never paid has none", async () => {
    const { token } = await createCustomer();
    const paid = await placeOrder(token, 1);
    const pending = await getDb().order.create({
      data: {
        customerId: (await getDb().order.findUniqueOrThrow({ where: { id: paid.orderId } })).customerId,
        currency: "GBP",
        subtotalPence: 100,
        discountPence: 0,
        deliveryFeePence: 0,
        grandTotalPence: 100,
      },
    });
    expect(pending.number).toBeNull();
  });

  it("are given to orders paid before them by the migration, in the order they were placed", async () => {
    const sql = readFileSync(
      path.join(
        "prisma/migrations",
        readdirSync("prisma/migrations").find((d) => d.endsWith("_order_numbers_push_escalation"))!,
        "migration.sql",
      ),
      "utf8",
    );
    const backfill = sql.slice(sql.indexOf('UPDATE "Order" AS o'));
    const { token } = await createCustomer();
    const a = await placeOrder(token, 1);
    const b = await placeOrder(token, 1);
    const db = getDb();
    // As before the migration: b was placed first, and neither had a number.
    await db.order.update({ where: { id: b.orderId }, data: { placedAt: new Date("2026-01-01T12:00:00Z") } });
    await db.order.update({ where: { id: a.orderId }, data: { placedAt: new Date("2026-01-01T12:05:00Z") } });
    await db.$executeRawUnsafe(`UPDATE "Order" SET "number" = NULL`);
    await db.$executeRawUnsafe(backfill);
    const numbers = await db.order.findMany({
      where: { id: { in: [a.orderId, b.orderId] } },
      select: { id: true, number: true },
    });
    const of = (id: string) => numbers.find((n) => n.id === id)!.number!;
    expect(of(a.orderId)).toBe(of(b.orderId) + 1);
    expect(await db.order.count({ where: { status: "pending", number: { not: null } } })).toBe(0);
  });
});

describe("a refunded order says so wherever the payment shows", () => {
  it("reads Refunded once rejected, on the board, the order page and the customer's history and tracking; paymentStatus stays the spec's", async () => {
    const { token } = await createCustomer();
    const order = await placeOrder(token, 1);
    const res = await call(reject, {
      bearer: admin.token,
      params: { id: order.orderId },
      body: { reason: "Out of dough" },
    });
    expect(res.status, res.text).toBe(200);
    const total = order.amountPence / 100;
    const onBoard = find((await call(board, { bearer: admin.token })).json.data, order.orderId);
    const detail = (await call(orderDetail, { bearer: admin.token, params: { id: order.orderId } })).json.data;
    const history = find((await call(userOrders, { bearer: token })).json.data, order.orderId);
    const tracked = (await call(trackOrder, { bearer: token, params: { id: order.orderId } })).json.data;
    for (const [where, o] of [
      ["board", onBoard],
      ["order page", detail],
      ["history", history],
      ["tracking", tracked],
    ] as const) {
      expect(o.paymentStatus, where).toBe("success");
      expect(o.refunded, where).toBe(total);
      expect(
        paymentLabel({
          paymentStatus: o.paymentStatus,
          refunded: o.refunded,
          total: o.grandtotal ?? o.grandTotal,
          currency: o.currency,
        }).text,
        where,
      ).toBe("Refunded");
    }
  });

  it("reads Part refunded £x after a part refund", async () => {
    const { token } = await createCustomer();
    const order = await placeOrder(token, 1);
    await call(accept, { bearer: admin.token, params: { id: order.orderId }, body: { prepMinutes: 20 } });
    const made = await call(refund, {
      bearer: admin.token,
      params: { id: order.orderId },
      body: { amount: 2, reason: "Missing dip" },
    });
    expect(made.status, made.text).toBe(201);
    const onBoard = find((await call(board, { bearer: admin.token })).json.data, order.orderId);
    expect(onBoard.refunded).toBe(2);
    expect(
      paymentLabel({
        paymentStatus: onBoard.paymentStatus,
        refunded: onBoard.refunded,
        total: onBoard.grandtotal,
        currency: "GBP",
      }).text,
    ).toBe("Part refunded £2.00");
  });
});
