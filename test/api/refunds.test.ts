import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as accept } from "@/app/api/adminauth/orders/[id]/accept/route";
import { POST as refund } from "@/app/api/adminauth/orders/[id]/refund/route";
import { PATCH as changeStatus } from "@/app/api/adminauth/orderStatus/[id]/route";
import { POST as webhook } from "@/app/api/payments/razorpay/webhook/route";
import { renderEmail } from "@/lib/mail";
import { getDb } from "@/lib/platform/db";
import { runDueJobs } from "@/lib/platform/queue";
import { webhookSignature, reconcilePayments, refundJob } from "@/lib/ordering";
import { readShopIdentity } from "@/lib/shop";
import { takeConsoleErrors } from "../console";
import type { RazorpayDouble } from "../doubles/razorpay";
import { startRazorpayWithKeys } from "../doubles/configured";
import { createAdmin, createCustomer, seedDeliveringShop } from "../factories";
import { makeRetriesDue } from "../jobs";
import { placeOrder } from "../place-order";
import { call } from "../request";

let admin: string;

beforeAll(async () => {
  await seedDeliveringShop();
  admin = (await createAdmin()).token;
});

const refundOf = (orderId: string, body: Record<string, unknown>, key?: string) =>
  call(refund, { params: { id: orderId }, body, bearer: admin, headers: key ? { "idempotency-key": key } : {} });

/** A paid order the kitchen has accepted: a new one is refunded in full by rejecting it. */
async function paidOrder(options: { accepted?: boolean } = {}) {
  const { token } = await createCustomer();
  const placed = await placeOrder(token, 2);
  if (options.accepted ?? true) {
    const accepted = await call(accept, { params: { id: placed.orderId }, body: { prepMinutes: 20 }, bearer: admin });
    expect(accepted.status, accepted.text).toBe(200);
  }
  const lines = await getDb().orderLine.findMany({ where: { orderId: placed.orderId }, orderBy: { id: "asc" } });
  return { ...placed, lines };
}

describe("refunds in the test payment mode (the same path without the provider)", () => {
  // What these tests leave queued is sent in this mode, not in the next block's.
  afterAll(() => runDueJobs([refundJob]));

  it("refunds in full once: recorded, sent by the job, and a second full refund is refused", async () => {
    const order = await paidOrder();
    const first = await refundOf(order.orderId, { reason: "Wrong pizza delivered" });
    expect(first.status).toBe(201);
    expect(first.json.data.refund).toMatchObject({ amount: order.amountPence / 100, status: "pending", lineIds: [] });
    expect(first.json.data).toMatchObject({ refunded: order.amountPence / 100, refundable: 0, currency: "GBP" });
    expect(await runDueJobs([refundJob])).toBe(1);
    const row = await getDb().refund.findFirstOrThrow({ where: { orderId: order.orderId } });
    expect(row).toMatchObject({ status: "processed", providerRefundId: expect.stringMatching(/^rfnd_test_/) });
    const again = await refundOf(order.orderId, { reason: "Wrong pizza delivered" });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This order has already been refunded in full.");
    // The customer hears of it once, with the amount and the reason.
    const mails = await getDb().emailMessage.findMany({
      where: { template: "refund-made", idempotencyKey: { endsWith: row.id } },
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({
      refund: { amountPence: order.amountPence, reason: "Wrong pizza delivered" },
    });
  });

  it("tells the customer whether a refund is a part of what they paid or, with those before it, all of it", async () => {
    // Every refund mail read "we have refunded £x for order #n": a customer refunded £5 of £31
    // could not tell it from the whole, nor the last of three refunds from a fourth part.
    const order = await paidOrder();
    const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
    const paid = pounds(order.amountPence);
    const mailOf = async (res: Awaited<ReturnType<typeof refundOf>>) => {
      expect(res.status, res.text).toBe(201);
      const mail = await getDb().emailMessage.findUniqueOrThrow({
        where: { idempotencyKey: `refund-made/${res.json.data.refund._id}` },
      });
      return renderEmail(mail.template, mail.payload);
    };
    const first = await mailOf(await refundOf(order.orderId, { amount: 5, reason: "No dip" }));
    expect(first.text).toContain(
      `we have sent a refund of £5.00 of the ${paid} you paid for order ${order.orderNumber}.`,
    );
    // Sent when recorded, before the provider has made it (decision 113): on its way, not made.
    expect(first.text).toContain("YOUR REFUND IS ON ITS WAY");
    const second = await mailOf(await refundOf(order.orderId, { amount: 3, reason: "Late" }));
    expect(second.text).toContain(
      `we have sent a further refund of £3.00 for order ${order.orderNumber}: £8.00 of the ${paid} you paid, in all.`,
    );
    const last = await mailOf(await refundOf(order.orderId, { reason: "Cancelled by phone" }));
    expect(last.text).toContain(
      `we have sent a further refund of ${pounds(order.amountPence - 800)} for order ${order.orderNumber}: with the earlier refunds, everything you paid (${paid}).`,
    );
    expect(last.text).toContain("WE ARE REFUNDING YOUR ORDER IN FULL");

    const whole = await paidOrder();
    const once = await mailOf(await refundOf(whole.orderId, { reason: "Wrong pizza delivered" }));
    expect(once.text).toContain(
      `we have sent a refund of ${pounds(whole.amountPence)} for order ${whole.orderNumber}: everything you paid. The reason: Wrong pizza delivered`,
    );
  });

  it("says a cancellation after a part refund gives back the rest of what was paid, not the whole", async () => {
    // The cancellation mail said "We are refunding £27.47 to the card" after £5 had gone back: read
    // as the whole order's money, with no word that it was what was left.
    const order = await paidOrder();
    expect((await refundOf(order.orderId, { amount: 5, reason: "No dip" })).status).toBe(201);
    const cancelled = await call(changeStatus, {
      method: "PATCH",
      bearer: admin,
      params: { id: order.orderId },
      body: { status: "cancelled", reason: "Oven broke" },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const mail = await getDb().emailMessage.findUniqueOrThrow({
      where: { idempotencyKey: `order-cancelled/${order.orderId}` },
    });
    const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
    expect((await renderEmail(mail.template, mail.payload)).text).toContain(
      `We are refunding ${pounds(order.amountPence - 500)}, the rest of the ${pounds(order.amountPence)} you paid, to the card you paid with.`,
    );
  });

  it("refuses to refund all of a new order on its own (reject it instead), and takes a part of it", async () => {
    const order = await paidOrder({ accepted: false });
    const message =
      "This order has not been accepted yet: reject it instead, which refunds everything left and tells the customer.";
    const all = await refundOf(order.orderId, { reason: "Customer rang to cancel" });
    expect(all.status).toBe(409);
    expect(all.json.message).toBe(message);
    const asAmount = await refundOf(order.orderId, { amount: order.amountPence / 100, reason: "Customer rang" });
    expect(asAmount.status).toBe(409);
    expect(asAmount.json.data).toEqual({ amount: message });
    expect(await getDb().refund.count({ where: { orderId: order.orderId } })).toBe(0);
    const part = await refundOf(order.orderId, { amount: 1, reason: "No dip" });
    expect(part.status, part.text).toBe(201);
    const rest = await refundOf(order.orderId, { amount: (order.amountPence - 100) / 100, reason: "Customer rang" });
    expect(rest.status).toBe(409);
    expect(await getDb().refund.count({ where: { orderId: order.orderId } })).toBe(1);
  });

  it("refunds by lines at what was paid for them, and by an amount, never past what was paid", async () => {
    const order = await paidOrder();
    const line = order.lines[0]!;
    const byLine = await refundOf(order.orderId, { lineIds: [line.id], reason: "Burnt" });
    expect(byLine.status).toBe(201);
    expect(byLine.json.data.refund.amount).toBe((line.totalPence - line.discountPence) / 100);
    const sameLine = await refundOf(order.orderId, { lineIds: [line.id], reason: "Burnt again" });
    expect(sameLine.status).toBe(409);
    expect(sameLine.json.data.lineIds).toBe("A chosen line has already been refunded.");

    const left = order.amountPence - (line.totalPence - line.discountPence);
    const over = await refundOf(order.orderId, { amount: (left + 1) / 100, reason: "Goodwill" });
    expect(over.status).toBe(400);
    expect(over.json.data.amount).toMatch(/^At most £\d+\.\d\d is left to refund\.$/);
    const some = await refundOf(order.orderId, { amount: 1, reason: "Goodwill" });
    expect(some.status).toBe(201);
    expect(some.json.data.refunds).toHaveLength(2);
    expect(some.json.data.refundable).toBe((left - 100) / 100);
  });

  it("makes one refund however often one request is repeated, and one however many race", async () => {
    const order = await paidOrder();
    const key = randomUUID();
    const [a, b] = await Promise.all([
      refundOf(order.orderId, { amount: 3, reason: "Late" }, key),
      refundOf(order.orderId, { amount: 3, reason: "Late" }, key),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.json.data.refund._id).toBe(b.json.data.refund._id);
    expect(
      await getDb().emailMessage.count({
        where: { template: "refund-made", idempotencyKey: `refund-made/${a.json.data.refund._id}` },
      }),
    ).toBe(1);

    const racing = await Promise.all(
      Array.from({ length: 5 }, () => refundOf(order.orderId, { reason: "Cancelled by phone" })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const refunds = await getDb().refund.findMany({ where: { orderId: order.orderId } });
    expect(refunds.reduce((s, r) => s + r.amountPence, 0)).toBe(order.amountPence);
  });

  it("refuses bad input with field messages and writes nothing", async () => {
    const order = await paidOrder();
    for (const [body, field] of [
      [{ reason: "" }, "reason"],
      [{ reason: "Because", amount: -2 }, "amount"],
      [{ reason: "Because", amount: 1.234 }, "amount"],
      [{ reason: "Because", lineIds: ["nope"] }, "lineIds.0"],
      [{ reason: "Because", lineIds: [randomUUID()] }, "lineIds"],
      [{ reason: "Because", lineIds: [order.lines[0]!.id], amount: 2 }, "amount"],
    ] as const) {
      const res = await refundOf(order.orderId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.data[field], JSON.stringify(body)).toBeTruthy();
    }
    expect(await getDb().refund.count({ where: { orderId: order.orderId } })).toBe(0);
    expect((await refundOf(randomUUID(), { reason: "Because" })).status).toBe(404);
  });
});

describe("refunds through Razorpay (the double on 127.0.0.1)", () => {
  let razorpay: RazorpayDouble;
  beforeAll(async () => {
    razorpay = await startRazorpayWithKeys({ RAZORPAY_WEBHOOK_SECRET: "whsec" });
  });
  afterAll(() => razorpay.stop());

  it("sends the refund to POST /v1/payments/{id}/refund, tries again while Razorpay is down, and refunds once", async () => {
    const order = await paidOrder();
    const payment = await getDb().payment.findFirstOrThrow({ where: { orderId: order.orderId, status: "paid" } });
    razorpay.failRefunds = 2;
    expect((await refundOf(order.orderId, { amount: 4.5, reason: "Missing dip" })).status).toBe(201);
    const quiet = { warn: () => undefined, error: () => undefined };
    expect(await runDueJobs([refundJob], quiet)).toBe(1);
    // The queue waited before each retry (exponential backoff); its clock is moved on here.
    expect((await makeRetriesDue("refund-payment"))[0]).toBeGreaterThan(25);
    expect(await runDueJobs([refundJob], quiet)).toBe(1);
    expect((await makeRetriesDue("refund-payment"))[0]).toBeGreaterThan(55);
    expect(await runDueJobs([refundJob])).toBe(1);
    expect(razorpay.refundRequests.filter((r) => r.paymentId === payment.providerPaymentId)).toHaveLength(3);
    expect(razorpay.refunds.filter((r) => r.payment_id === payment.providerPaymentId)).toHaveLength(1);
    const row = await getDb().refund.findFirstOrThrow({ where: { orderId: order.orderId } });
    expect(row).toMatchObject({ status: "processed", amountPence: 450, providerRefundId: razorpay.refunds.at(-1)!.id });
    expect(razorpay.refunds.at(-1)).toMatchObject({ amount: 450, receipt: row.id });
    // Razorpay takes UPI and bank accounts too: the mail said "the card you paid with" to everyone.
    const mail = await getDb().emailMessage.findUniqueOrThrow({ where: { idempotencyKey: `refund-made/${row.id}` } });
    expect((await renderEmail(mail.template, mail.payload)).text).toContain(
      "It goes back to the card or account you paid with; banks usually show it within 5 to 7 working days.",
    );
  });

  it("finds a refund Razorpay took before a crash instead of making a second", async () => {
    const order = await paidOrder();
    const payment = await getDb().payment.findFirstOrThrow({ where: { orderId: order.orderId, status: "paid" } });
    expect((await refundOf(order.orderId, { amount: 2, reason: "Cold chips" })).status).toBe(201);
    const row = await getDb().refund.findFirstOrThrow({ where: { orderId: order.orderId } });
    // As if a try had reached Razorpay and died before recording the answer.
    razorpay.refunds.push({
      id: "rfnd_before_crash",
      entity: "refund",
      payment_id: payment.providerPaymentId!,
      amount: 200,
      currency: "GBP",
      receipt: row.id,
      status: "processed",
      created_at: 0,
    });
    const requestsBefore = razorpay.refundRequests.length;
    await runDueJobs([refundJob]);
    expect(razorpay.refundRequests.length).toBe(requestsBefore);
    expect(await getDb().refund.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: "processed",
      providerRefundId: "rfnd_before_crash",
    });
  });

  it("settles from refund.processed a refund Razorpay took after the job gave up on it, so it cannot be refunded twice", async () => {
    const order = await paidOrder();
    const payment = await getDb().payment.findFirstOrThrow({ where: { orderId: order.orderId, status: "paid" } });
    expect((await refundOf(order.orderId, { amount: 3, reason: "Cold chips" })).status).toBe(201);
    const row = await getDb().refund.findFirstOrThrow({ where: { orderId: order.orderId } });
    // The job's last try reached Razorpay, lost its answer and marked the refund failed.
    razorpay.refunds.push({
      id: "rfnd_answer_lost",
      entity: "refund",
      payment_id: payment.providerPaymentId!,
      amount: 300,
      currency: "GBP",
      receipt: row.id,
      status: "processed",
      created_at: 0,
    });
    await getDb().refund.update({ where: { id: row.id }, data: { status: "failed", lastError: "Request timed out." } });

    const send = (entity: Record<string, unknown>) => {
      const event = JSON.stringify({ event: "refund.processed", payload: { refund: { entity } } });
      return call(webhook, {
        raw: { body: event, contentType: "application/json" },
        headers: { "x-razorpay-signature": webhookSignature(event, "whsec") },
      });
    };
    const entity = {
      id: "rfnd_answer_lost",
      entity: "refund",
      payment_id: payment.providerPaymentId,
      amount: 300,
      receipt: row.id,
      status: "processed",
    };
    const res = await send(entity);
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toEqual({ handled: true });
    expect(await getDb().refund.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: "processed",
      providerRefundId: "rfnd_answer_lost",
      lastError: null,
    });
    expect((await send(entity)).json.data).toEqual({ handled: false });
    // A refund made in Razorpay's dashboard with a receipt of its own is not ours: recorded as the
    // dashboard's, not a 500 and not taken for ours.
    const foreign = await send({ ...entity, id: "rfnd_dashboard", receipt: "Goodwill #12" });
    expect(foreign.status).toBe(200);
    expect(foreign.json.data).toEqual({ handled: true });
    expect(await getDb().refund.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      providerRefundId: "rfnd_answer_lost",
    });
    // "Everything left" is the rest, not the £3 again.
    const rest = await refundOf(order.orderId, { reason: "Wrong order" });
    expect(rest.status, rest.text).toBe(201);
    expect(rest.json.data.refund.amount).toBe((payment.amountPence - 600) / 100);
  });

  it("records a refund made in Razorpay's dashboard once, so what is left to refund is right", async () => {
    const order = await paidOrder();
    const payment = await getDb().payment.findFirstOrThrow({ where: { orderId: order.orderId, status: "paid" } });
    const send = (event: string, refund: Record<string, unknown>, paid: Record<string, unknown> = {}) => {
      const body = JSON.stringify({
        entity: "event",
        event,
        contains: ["refund", "payment"],
        payload: {
          refund: { entity: { entity: "refund", currency: "GBP", receipt: null, ...refund } },
          payment: {
            entity: {
              id: payment.providerPaymentId,
              entity: "payment",
              order_id: payment.providerOrderId,
              amount: payment.amountPence,
              status: "refunded",
              captured: true,
              ...paid,
            },
          },
        },
      });
      return call(webhook, {
        raw: { body, contentType: "application/json" },
        headers: { "x-razorpay-signature": webhookSignature(body, "whsec") },
      });
    };
    const dashboard = { id: "rfnd_goodwill", payment_id: payment.providerPaymentId, amount: 250 };
    // A normal-speed refund: created while on its way, then processed; each event may come again.
    const created = await send("refund.created", { ...dashboard, status: "pending" });
    expect(created.status, created.text).toBe(200);
    expect(created.json.data).toEqual({ handled: true });
    expect((await send("refund.created", { ...dashboard, status: "pending" })).json.data).toEqual({ handled: false });
    expect((await send("refund.processed", { ...dashboard, status: "processed" })).json.data).toEqual({
      handled: true,
    });
    expect((await send("refund.processed", { ...dashboard, status: "processed" })).json.data).toEqual({
      handled: false,
    });
    const recorded = await getDb().refund.findMany({ where: { orderId: order.orderId } });
    expect(recorded).toEqual([
      expect.objectContaining({
        amountPence: 250,
        status: "processed",
        providerRefundId: "rfnd_goodwill",
        reason: "Refunded in Razorpay's dashboard.",
        adminId: null,
      }),
    ]);
    // A second payment on the same Razorpay order that Razorpay gave back by itself (never captured,
    // never ours) is not this order's refund.
    const duplicate = await send(
      "refund.processed",
      { id: "rfnd_auto", payment_id: "pay_duplicate", amount: payment.amountPence, status: "processed" },
      { id: "pay_duplicate", captured: false, status: "refunded" },
    );
    expect(duplicate.status).toBe(200);
    expect(duplicate.json.data).toEqual({ handled: false });
    expect(await getDb().refund.count({ where: { orderId: order.orderId } })).toBe(1);
    // Everything left is the rest after the dashboard's £2.50.
    const rest = await refundOf(order.orderId, { reason: "Wrong order" });
    expect(rest.status, rest.text).toBe(201);
    expect(rest.json.data.refund.amount).toBe((payment.amountPence - 250) / 100);
    expect(rest.json.data.refundable).toBe(0);
  });

  /** The failure mails of one refund: the shop's and the customer's, rendered. */
  async function failureMails(refundId: string) {
    const rows = await getDb().emailMessage.findMany({
      where: { idempotencyKey: { in: [`shop-refund-failed/${refundId}`, `refund-failed/${refundId}`] } },
      orderBy: { template: "asc" },
    });
    return Promise.all(
      rows.map(async (m) => ({ template: m.template, to: m.to, ...(await renderEmail(m.template, m.payload)) })),
    );
  }

  it("tells the shop and the customer, once, when Razorpay fails a refund, which is refundable again", async () => {
    // A failed refund showed only in the order's refund list: nobody was told, and the customer
    // waited for money their "refund" mail had said was on its way.
    razorpay.refundStatus = "pending";
    const order = await paidOrder();
    const payment = await getDb().payment.findFirstOrThrow({ where: { orderId: order.orderId, status: "paid" } });
    expect((await refundOf(order.orderId, { amount: 4, reason: "Missing dip" })).status).toBe(201);
    await runDueJobs([refundJob]);
    razorpay.refundStatus = "processed";
    const row = await getDb().refund.findFirstOrThrow({ where: { orderId: order.orderId } });
    expect(row.status).toBe("pending");
    // The mail sent when it was recorded says it was sent, not that the money is back.
    const made = await getDb().emailMessage.findUniqueOrThrow({ where: { idempotencyKey: `refund-made/${row.id}` } });
    const madeText = (await renderEmail(made.template, made.payload)).text;
    expect(madeText).toContain(`we have sent a refund of £4.00 of the £`);
    expect(madeText).toContain("banks usually show it within 5 to 7 working days");
    expect(madeText).not.toMatch(/we have refunded|we have made your refund/i);

    const body = JSON.stringify({
      event: "refund.failed",
      payload: {
        refund: {
          entity: {
            id: row.providerRefundId,
            entity: "refund",
            payment_id: payment.providerPaymentId,
            amount: 400,
            receipt: row.id,
            status: "failed",
          },
        },
      },
    });
    const send = () =>
      call(webhook, {
        raw: { body, contentType: "application/json" },
        headers: { "x-razorpay-signature": webhookSignature(body, "whsec") },
      });
    const quiet = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const first = await send();
    expect(first.status, first.text).toBe(200);
    expect(first.json.data).toEqual({ handled: true });
    expect((await send()).json.data).toEqual({ handled: false });
    quiet.mockRestore();
    expect((await getDb().refund.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("failed");

    const [customer, shop] = await failureMails(row.id);
    expect([customer?.template, shop?.template]).toEqual(["refund-failed", "shop-refund-failed"]);
    expect(shop!.to).toBe((await readShopIdentity()).email);
    expect(shop!.subject).toBe(`Refund of £4.00 for order ${order.orderNumber} failed`);
    expect(shop!.text).toContain(`The refund of £4.00 for order ${order.orderNumber}`);
    expect(shop!.text).toContain("Razorpay's reason: The payment provider could not make the refund.");
    expect(shop!.text).toContain("The £4.00 is refundable again from the order's page");
    expect(shop!.text).toContain("We have e-mailed the customer that the refund did not go through");
    expect(shop!.text).toContain(`/admin/orders/${order.orderId}`);
    expect(customer!.to).toBe(made.to);
    expect(customer!.subject).toBe(`Your refund of £4.00 for order ${order.orderNumber} did not go through`);
    expect(customer!.text).toContain(
      `the refund of £4.00 we sent for order ${order.orderNumber} could not be completed, so the money has not reached the card or account you paid with.`,
    );
    expect(customer!.text).toContain("has been told and will be in touch to give it back");
    // Refundable again: everything left is the whole payment.
    const again = await refundOf(order.orderId, { reason: "Missing dip, again" });
    expect(again.status, again.text).toBe(201);
    expect(again.json.data.refund.amount).toBe(payment.amountPence / 100);
  });

  it("tells the shop and the customer when the refund job gives up after its retries", async () => {
    const order = await paidOrder();
    razorpay.failRefunds = 100;
    expect((await refundOf(order.orderId, { amount: 2, reason: "Cold chips" })).status).toBe(201);
    const row = await getDb().refund.findFirstOrThrow({ where: { orderId: order.orderId } });
    const quiet = { warn: () => undefined, error: () => undefined };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (let i = 0; i < 20; i++) {
      await runDueJobs([refundJob], quiet);
      if ((await getDb().refund.findUniqueOrThrow({ where: { id: row.id } })).status === "failed") break;
      // Before the last try nobody is told: the provider may be back in a minute.
      expect(await failureMails(row.id)).toEqual([]);
      await makeRetriesDue("refund-payment");
    }
    warn.mockRestore();
    razorpay.failRefunds = 0;
    const failed = await getDb().refund.findUniqueOrThrow({ where: { id: row.id } });
    expect(failed.status).toBe("failed");
    const mails = await failureMails(row.id);
    expect(mails.map((m) => m.template)).toEqual(["refund-failed", "shop-refund-failed"]);
    expect(mails[1]!.text).toContain(`Razorpay's reason: ${failed.lastError}`);
    expect(mails[1]!.text).toContain("The £2.00 is refundable again from the order's page");
    takeConsoleErrors();
  });

  /** A refund of `amountPence` the job gave up on after its retries: failed, both failure mails queued. */
  async function refundGivenUp(orderId: string, amountPence: number) {
    razorpay.failRefunds = 100;
    expect((await refundOf(orderId, { amount: amountPence / 100, reason: "Cold chips" })).status).toBe(201);
    const row = await getDb().refund.findFirstOrThrow({ where: { orderId }, orderBy: { createdAt: "desc" } });
    const quiet = { warn: () => undefined, error: () => undefined };
    for (let i = 0; i < 20; i++) {
      await runDueJobs([refundJob], quiet);
      if ((await getDb().refund.findUniqueOrThrow({ where: { id: row.id } })).status === "failed") break;
      await makeRetriesDue("refund-payment");
    }
    razorpay.failRefunds = 0;
    expect((await failureMails(row.id)).map((m) => m.template)).toEqual(["refund-failed", "shop-refund-failed"]);
    takeConsoleErrors();
    return row;
  }

  /** The "made after all" mails of one refund (decision 118), rendered: the customer's, then the shop's. */
  async function afterAllMails(refundId: string) {
    const rows = await getDb().emailMessage.findMany({
      where: { template: { in: ["refund-made-after-all", "shop-refund-made-after-all"] } },
      orderBy: { template: "asc" },
    });
    const mine = rows.filter((m) => m.idempotencyKey?.endsWith(`/${refundId}`));
    return Promise.all(
      mine.map(async (m) => ({
        template: m.template,
        key: m.idempotencyKey,
        to: m.to,
        ...(await renderEmail(m.template, m.payload)),
      })),
    );
  }

  /** A signed Razorpay refund event about one refund of ours (its receipt is our refund's id). */
  function sendRefundEvent(event: string, entity: Record<string, unknown>) {
    const body = JSON.stringify({ event, payload: { refund: { entity: { entity: "refund", ...entity } } } });
    return call(webhook, {
      raw: { body, contentType: "application/json" },
      headers: { "x-razorpay-signature": webhookSignature(body, "whsec") },
    });
  }

  it("tells the customer and the shop, once, when a refund told as failed is made after all, which is not refundable again", async () => {
    // The job's last try reached Razorpay and lost its answer: both were told the refund had failed,
    // and when Razorpay's event then made it, nobody was told the money had gone back after all.
    const order = await paidOrder();
    const payment = await getDb().payment.findFirstOrThrow({ where: { orderId: order.orderId, status: "paid" } });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const row = await refundGivenUp(order.orderId, 300);
    expect(await afterAllMails(row.id)).toEqual([]);
    const entity = {
      id: "rfnd_made_late",
      payment_id: payment.providerPaymentId,
      amount: 300,
      currency: "GBP",
      receipt: row.id,
      status: "processed",
    };
    razorpay.refunds.push({ ...entity, entity: "refund", payment_id: payment.providerPaymentId!, created_at: 0 });
    const made = await sendRefundEvent("refund.processed", entity);
    expect(made.status, made.text).toBe(200);
    expect(made.json.data).toEqual({ handled: true });
    expect((await getDb().refund.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("processed");
    // Made again (Razorpay redelivers): nothing more.
    expect((await sendRefundEvent("refund.processed", entity)).json.data).toEqual({ handled: false });
    warn.mockRestore();

    const mails = await afterAllMails(row.id);
    expect(mails.map((m) => [m.template, m.key])).toEqual([
      ["refund-made-after-all", `refund-made-after-all/${row.id}`],
      ["shop-refund-made-after-all", `shop-refund-made-after-all/${row.id}`],
    ]);
    const [customer, shop] = mails;
    const [failedToCustomer] = await failureMails(row.id);
    expect(customer!.to).toBe(failedToCustomer!.to);
    expect(customer!.subject).toBe(`Your refund of £3.00 for order ${order.orderNumber} went through after all`);
    expect(customer!.text).toContain(
      `the refund of £3.00 for order ${order.orderNumber} that we told you had not gone through was completed after all.`,
    );
    expect(customer!.text).toContain("You can ignore our earlier e-mail saying it did not go through");
    expect(shop!.to).toBe((await readShopIdentity()).email);
    expect(shop!.subject).toBe(
      `A refund marked failed went through: do not refund £3.00 for order ${order.orderNumber} again`,
    );
    expect(shop!.text).toContain(`which we told you had failed, was made by Razorpay after all`);
    expect(shop!.text).toContain("Do not refund it again.");
    expect(shop!.text).toContain("We have e-mailed the customer that it went through");
    expect(shop!.text).toContain(`/admin/orders/${order.orderId}`);
    // Counted as made again: everything left is the rest, not the £3 a second time.
    const rest = await refundOf(order.orderId, { reason: "Wrong order" });
    expect(rest.status, rest.text).toBe(201);
    expect(rest.json.data.refund.amount).toBe((payment.amountPence - 300) / 100);
    expect(rest.json.data.refundable).toBe(0);
    await runDueJobs([refundJob]);
    expect(await afterAllMails(row.id)).toHaveLength(2);
  });

  it("tells them when reconciliation settles made a refund told as failed, and nothing of a refund never failed", async () => {
    razorpay.refundStatus = "pending";
    const order = await paidOrder();
    const payment = await getDb().payment.findFirstOrThrow({ where: { orderId: order.orderId, status: "paid" } });
    // One refund that goes as it should: pending at Razorpay, then made.
    expect((await refundOf(order.orderId, { amount: 1, reason: "Sauce missing" })).status).toBe(201);
    await runDueJobs([refundJob]);
    const steady = await getDb().refund.findFirstOrThrow({ where: { orderId: order.orderId } });
    expect(steady).toMatchObject({ status: "pending", providerRefundId: expect.any(String) });
    // And one the job gave up on that Razorpay had in fact taken: its refund.created comes, pending.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const row = await refundGivenUp(order.orderId, 200);
    const entity = {
      id: "rfnd_pending_late",
      payment_id: payment.providerPaymentId!,
      amount: 200,
      currency: "GBP",
      receipt: row.id,
      status: "pending",
    };
    razorpay.refunds.push({ ...entity, entity: "refund", created_at: 0 });
    const created = await sendRefundEvent("refund.created", entity);
    expect(created.json.data).toEqual({ handled: true });
    expect((await getDb().refund.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("pending");
    // On its way is not made: not yet.
    expect(await afterAllMails(row.id)).toEqual([]);

    for (const r of razorpay.refunds.filter((r) => [steady.providerRefundId, entity.id].includes(r.id))) {
      r.status = "processed";
    }
    expect((await reconcilePayments(new Date(), { afterSeconds: 600, expireSeconds: 7200 })).refundsSettled).toBe(2);
    // A second pass, and Razorpay's refund.processed after it: made again, nothing more.
    expect((await reconcilePayments(new Date(), { afterSeconds: 600, expireSeconds: 7200 })).refundsSettled).toBe(0);
    expect((await sendRefundEvent("refund.processed", { ...entity, status: "processed" })).json.data).toEqual({
      handled: false,
    });
    warn.mockRestore();
    expect((await afterAllMails(row.id)).map((m) => m.template)).toEqual([
      "refund-made-after-all",
      "shop-refund-made-after-all",
    ]);
    expect((await getDb().refund.findUniqueOrThrow({ where: { id: steady.id } })).status).toBe("processed");
    expect(await afterAllMails(steady.id)).toEqual([]);
    razorpay.refundStatus = "processed";
    takeConsoleErrors();
  });

  it("settles a pending refund from Razorpay's webhook, and from reconciliation", async () => {
    razorpay.refundStatus = "pending";
    const order = await paidOrder();
    await refundOf(order.orderId, { amount: 1, reason: "Sauce missing" });
    await refundOf(order.orderId, { amount: 1.5, reason: "Drink missing" });
    await runDueJobs([refundJob]);
    const [first, second] = await getDb().refund.findMany({
      where: { orderId: order.orderId },
      orderBy: { createdAt: "asc" },
    });
    expect([first!.status, second!.status]).toEqual(["pending", "pending"]);

    const event = JSON.stringify({
      event: "refund.processed",
      payload: { refund: { entity: { id: first!.providerRefundId, status: "processed" } } },
    });
    const res = await call(webhook, {
      raw: { body: event, contentType: "application/json" },
      headers: { "x-razorpay-signature": webhookSignature(event, "whsec") },
    });
    expect(res.status).toBe(200);
    expect((await getDb().refund.findUniqueOrThrow({ where: { id: first!.id } })).status).toBe("processed");

    razorpay.refunds.find((r) => r.id === second!.providerRefundId)!.status = "processed";
    const counts = await reconcilePayments(new Date(), { afterSeconds: 600, expireSeconds: 7200 });
    expect(counts.refundsSettled).toBe(1);
    expect((await getDb().refund.findUniqueOrThrow({ where: { id: second!.id } })).status).toBe("processed");
    razorpay.refundStatus = "processed";
    takeConsoleErrors();
  });
});
