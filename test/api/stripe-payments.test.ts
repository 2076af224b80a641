import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as accept } from "@/app/api/adminauth/orders/[id]/accept/route";
import { POST as refund } from "@/app/api/adminauth/orders/[id]/refund/route";
import { GET as adminOrder } from "@/app/api/adminauth/orders/[id]/route";
import { GET as cartDetail } from "@/app/api/cart/cartdetail/route";
import { POST as createOrder } from "@/app/api/cart/create_order/route";
import { POST as verifyOrder } from "@/app/api/cart/verify_order/route";
import { GET as methods } from "@/app/api/checkout/methods/route";
import { POST as webhook } from "@/app/api/payments/stripe/webhook/route";
import { POST as testPay } from "@/app/api/payments/test/pay/route";
import { reconcilePayments, refundJob } from "@/lib/ordering";
import { reloadConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { readShopIdentity } from "@/lib/shop";
import { runDueJobs } from "@/lib/platform/queue";
import { startStripeDouble, stripeEnv, type SignedEvent, type StripeDouble } from "../doubles/stripe";
import { createAdmin, createCustomer, menuPick, seedDeliveringShop } from "../factories";
import { takeConsoleErrors } from "../console";
import { clearOutbox, readOutbox } from "../outbox";
import { addDish, deliverTo } from "../checkout-steps";
import { call } from "../request";

// Cards through Stripe (decision 030), against the Stripe double on 127.0.0.1: a PaymentIntent
// per order, placed exactly once by the browser's return, the webhook or reconciliation, and
// refunded through Stripe's refunds API. Runs on the embedded database and on PostgreSQL.

let stripe: StripeDouble;

beforeAll(async () => {
  await seedDeliveringShop();
  stripe = await startStripeDouble();
  Object.assign(process.env, stripeEnv(stripe));
  reloadConfig();
});

afterAll(async () => {
  for (const k of Object.keys(stripeEnv(stripe))) delete process.env[k];
  reloadConfig();
  await stripe.stop();
});

beforeEach(() => {
  stripe.dropWebhooks = false;
  stripe.refundStatus = "succeeded";
});

/** A customer whose basket holds two large pizzas, with an address chosen. */
async function readyToPay() {
  const c = await createCustomer();
  const pizzas = await menuPick("Pizzas");
  await addDish(c.token, pizzas, { qty: 2 });
  await deliverTo(c.token, { address: "221B Baker Street, London NW1 6XE" });
  const basket = (await call(cartDetail, { bearer: c.token })).json.data as { grandtotal: number };
  return { ...c, grandTotalPence: Math.round(basket.grandtotal * 100) };
}

async function payByCard(token: string, tip?: number) {
  const res = await call(createOrder, {
    bearer: token,
    body: { method: "card", ...(tip === undefined ? {} : { tip }) },
  });
  expect(res.status, res.text).toBe(200);
  return res.json.data as {
    provider: "stripe";
    orderId: string;
    paymentIntentId: string;
    clientSecret: string;
    publishableKey: string;
    amount: number;
    currency: string;
  };
}

const deliver = (event: SignedEvent) =>
  call(webhook, {
    raw: { body: event.body, contentType: "application/json" },
    headers: { "stripe-signature": event.signature },
  });
const lastEvent = (type: string, intentId: string) =>
  stripe.events.filter((e) => e.type === type && e.body.includes(intentId)).at(-1)!;
const orderOf = (id: string) =>
  getDb().order.findUniqueOrThrow({ where: { id }, include: { payments: true, statusChanges: true } });
const confirmations = async (orderId: string) =>
  (await readOutbox()).filter((m) => m.subject.startsWith("We have your ") && m.text.includes(orderId)).length;

describe("card payments through Stripe", () => {
  it("opens a PaymentIntent for exactly the amount in pence, with our order id and a key derived from the order, once per order", async () => {
    const c = await readyToPay();
    const opened = await payByCard(c.token, 2.5);
    expect(opened).toMatchObject({
      provider: "stripe",
      publishableKey: stripe.publishableKey,
      amount: c.grandTotalPence + 250,
      currency: "GBP",
    });
    expect(opened.clientSecret).toMatch(new RegExp(`^${opened.paymentIntentId}_secret_`));
    const created = stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents");
    expect(created.at(-1)).toMatchObject({
      idempotencyKey: `payment-intent/${opened.orderId}`,
      form: {
        amount: String(c.grandTotalPence + 250),
        currency: "gbp",
        metadata: { orderId: opened.orderId },
        automatic_payment_methods: { enabled: "true" },
      },
    });
    const order = await orderOf(opened.orderId);
    expect(order).toMatchObject({
      status: "pending",
      paymentMethod: "card",
      tipPence: 250,
      grandTotalPence: c.grandTotalPence,
    });
    expect(order.payments).toEqual([
      expect.objectContaining({
        provider: "stripe",
        providerOrderId: opened.paymentIntentId,
        amountPence: c.grandTotalPence + 250,
        status: "created",
      }),
    ]);

    // The same checkout again (a double click, a second tab): the same PaymentIntent, asked of Stripe once.
    const again = await payByCard(c.token, 2.5);
    expect(again).toEqual(opened);
    expect(stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents")).toHaveLength(
      created.length,
    );
  });

  it("places the order once from the browser's return, asking Stripe rather than believing the browser", async () => {
    await clearOutbox();
    const c = await readyToPay();
    const opened = await payByCard(c.token);
    stripe.dropWebhooks = true;

    // Not paid yet: the browser's word is not enough.
    const early = await call(verifyOrder, { bearer: c.token, body: { payment_intent: opened.paymentIntentId } });
    expect(early.status).toBe(400);
    expect(early.json.message).toBe("Payment verification failed, please try again.");
    expect((await orderOf(opened.orderId)).status).toBe("pending");

    await stripe.pay(opened.paymentIntentId);
    const verified = await call(verifyOrder, { bearer: c.token, body: { payment_intent: opened.paymentIntentId } });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.json.data).toEqual({ orderId: opened.orderId });
    const again = await call(verifyOrder, { bearer: c.token, body: { payment_intent: opened.paymentIntentId } });
    expect(again.json.data).toEqual({ orderId: opened.orderId });

    const order = await orderOf(opened.orderId);
    expect(order).toMatchObject({ status: "placed", paymentMethod: "card" });
    expect(order.paidAt).not.toBeNull();
    expect(order.payments[0]).toMatchObject({ status: "paid", providerPaymentId: opened.paymentIntentId });
    expect(order.statusChanges.filter((s) => s.toStatus === "placed")).toHaveLength(1);
    expect((await call(cartDetail, { bearer: c.token })).json.data.Iteam).toEqual([]);
    expect(await confirmations(opened.orderId)).toBe(1);

    // Someone else's PaymentIntent, or a made-up one, finds nothing.
    const stranger = await readyToPay();
    expect(
      (await call(verifyOrder, { bearer: stranger.token, body: { payment_intent: opened.paymentIntentId } })).status,
    ).toBe(404);
    expect((await call(verifyOrder, { bearer: c.token, body: { payment_intent: "not-an-intent" } })).status).toBe(400);
  });

  it("places the order once from the webhook when the browser never came back, and a replay changes nothing", async () => {
    await clearOutbox();
    const c = await readyToPay();
    const opened = await payByCard(c.token);
    await stripe.pay(opened.paymentIntentId);
    const event = lastEvent("payment_intent.succeeded", opened.paymentIntentId);

    const first = await deliver(event);
    expect(first.status, first.text).toBe(200);
    expect(first.json.data).toEqual({ handled: true, orderId: opened.orderId });
    expect((await orderOf(opened.orderId)).status).toBe("placed");

    const replayed = await deliver(event);
    expect(replayed.status).toBe(200);
    const order = await orderOf(opened.orderId);
    expect(order.statusChanges.filter((s) => s.toStatus === "placed")).toHaveLength(1);
    expect(await getDb().order.count({ where: { customerId: c.customer.id, status: { not: "pending" } } })).toBe(1);
    expect(await confirmations(opened.orderId)).toBe(1);
  });

  it("places the order once when the browser's return and the webhook arrive at the same moment", async () => {
    await clearOutbox();
    const c = await readyToPay();
    const opened = await payByCard(c.token, 3);
    await stripe.pay(opened.paymentIntentId);
    const event = lastEvent("payment_intent.succeeded", opened.paymentIntentId);
    const [browser, hook, hookAgain] = await Promise.all([
      call(verifyOrder, { bearer: c.token, body: { payment_intent: opened.paymentIntentId } }),
      deliver(event),
      deliver(event),
    ]);
    expect([browser.status, hook.status, hookAgain.status]).toEqual([200, 200, 200]);
    expect(browser.json.data.orderId).toBe(opened.orderId);
    const order = await orderOf(opened.orderId);
    expect(order.status).toBe("placed");
    expect(order.statusChanges.filter((s) => s.toStatus === "placed")).toHaveLength(1);
    expect(await confirmations(opened.orderId)).toBe(1);
  });

  it("refuses forged, tampered and stale events and ignores ones that are not for our order and amount", async () => {
    const c = await readyToPay();
    const opened = await payByCard(c.token);
    const intent = await stripe.pay(opened.paymentIntentId);
    const before = await getDb().orderStatusChange.count();

    const forged = stripe.signEvent("payment_intent.succeeded", intent, { secret: "whsec_someoneelse000000000" });
    expect((await deliver(forged)).status).toBe(400);
    const genuine = stripe.signEvent("payment_intent.succeeded", intent);
    const tampered = {
      ...genuine,
      body: genuine.body.replace(`"amount_received": ${intent.amount}`, `"amount_received": 1`),
    };
    expect(tampered.body).not.toBe(genuine.body);
    expect((await deliver(tampered)).status).toBe(400);
    // Signed ten minutes ago: outside the SDK's five-minute tolerance, as a captured event replayed later.
    const stale = stripe.signEvent("payment_intent.succeeded", intent, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect((await deliver(stale)).status).toBe(400);
    const unsigned = await call(webhook, { raw: { body: genuine.body, contentType: "application/json" } });
    expect(unsigned.status).toBe(400);
    // Signed, but not what we asked for: another amount, another order, a PaymentIntent we never opened.
    const wrongAmount = await deliver(
      stripe.signEvent("payment_intent.succeeded", { ...intent, amount_received: intent.amount - 1 }),
    );
    expect(wrongAmount.json.data).toEqual({ handled: false });
    // Our own PaymentIntent took another amount: the shop is told once to refund it (decision 113).
    const again = await deliver(
      stripe.signEvent("payment_intent.succeeded", { ...intent, amount_received: intent.amount - 1 }),
    );
    expect(again.json.data).toEqual({ handled: false });
    const alerts = await getDb().emailMessage.findMany({
      where: { idempotencyKey: `shop-payment-mismatch/${intent.id}` },
      select: { template: true, subject: true },
    });
    expect(alerts).toEqual([{ template: "shop-payment-mismatch", subject: expect.stringMatching(/^Stripe took /) }]);
    // Said in the log once, with the mail: it was said again on every delivery and return.
    expect(takeConsoleErrors().map((e) => String(e[0]))).toEqual([
      expect.stringMatching(/^\[payments\] Stripe reports payment pi_\S+ captured \d+p on order /),
    ]);
    const wrongOrder = await deliver(
      stripe.signEvent("payment_intent.succeeded", {
        ...intent,
        metadata: { orderId: "0192f1a0-0000-7000-8000-000000000000" },
      }),
    );
    expect(wrongOrder.json.data).toEqual({ handled: false });
    const foreign = await deliver(stripe.signEvent("payment_intent.succeeded", { ...intent, id: "pi_notours" }));
    expect(foreign.json.data).toEqual({ handled: false });
    const other = await deliver(stripe.signEvent("customer.created", { id: "cus_1", object: "customer" }));
    expect(other.json.data).toEqual({ handled: false });

    expect((await orderOf(opened.orderId)).status).toBe("pending");
    expect(await getDb().orderStatusChange.count()).toBe(before);
  });

  it("marks a declined payment failed, which frees its offers, and still places the order if it is paid after all", async () => {
    const c = await readyToPay();
    const opened = await payByCard(c.token);
    await stripe.pay(opened.paymentIntentId, "declined");
    const failed = await deliver(lastEvent("payment_intent.payment_failed", opened.paymentIntentId));
    expect(failed.json.data).toEqual({ handled: true });
    expect((await orderOf(opened.orderId)).payments[0]!.status).toBe("failed");
    expect((await deliver(lastEvent("payment_intent.payment_failed", opened.paymentIntentId))).json.data).toEqual({
      handled: false,
    });

    await stripe.pay(opened.paymentIntentId);
    expect((await deliver(lastEvent("payment_intent.succeeded", opened.paymentIntentId))).json.data).toEqual({
      handled: true,
      orderId: opened.orderId,
    });
    expect((await orderOf(opened.orderId)).status).toBe("placed");
  });

  it("refunds through Stripe's refunds API with a key per refund, the tip last, and records a refund made in Stripe's dashboard", async () => {
    const c = await readyToPay();
    const opened = await payByCard(c.token, 2);
    await stripe.pay(opened.paymentIntentId);
    await deliver(lastEvent("payment_intent.succeeded", opened.paymentIntentId));
    const { token: admin } = await createAdmin();
    // Accepted: a new order's whole is given back by rejecting it, not by a refund on its own.
    await call(accept, { bearer: admin, params: { id: opened.orderId }, body: { prepMinutes: 20 } });

    const part = await call(refund, {
      bearer: admin,
      params: { id: opened.orderId },
      body: { amount: 5, reason: "Cold chips" },
      headers: { "idempotency-key": "k1" },
    });
    expect(part.status, part.text).toBe(201);
    expect(part.json.data.refund).toMatchObject({ amount: 5, tip: 0 });
    expect(await runDueJobs([refundJob])).toBe(1);
    const first = await getDb().refund.findUniqueOrThrow({ where: { id: part.json.data.refund._id } });
    const sent = stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/refunds");
    expect(sent.at(-1)).toMatchObject({
      idempotencyKey: `refund/${first.id}`,
      form: { payment_intent: opened.paymentIntentId, amount: "500", metadata: { refundId: first.id } },
    });
    expect(first).toMatchObject({ status: "processed", tipPence: 0, providerRefundId: stripe.refunds.at(-1)!.id });

    // Stripe's charge.refunded for our own refund changes nothing.
    expect((await deliver(lastEvent("charge.refunded", opened.paymentIntentId))).json.data).toEqual({ handled: false });
    expect(await getDb().refund.count({ where: { orderId: opened.orderId } })).toBe(1);

    // Refunded in Stripe's dashboard (no refundId of ours): recorded once, and what is left follows.
    const dashboardSdk = new Stripe(stripe.secretKey, {
      host: "127.0.0.1",
      port: new URL(stripe.url).port,
      protocol: "http",
    });
    await dashboardSdk.refunds.create({ payment_intent: opened.paymentIntentId, amount: 300 });
    const dashboard = lastEvent("charge.refunded", opened.paymentIntentId);
    expect((await deliver(dashboard)).json.data).toEqual({ handled: true });
    expect((await deliver(dashboard)).json.data).toEqual({ handled: false });
    const recorded = await getDb().refund.findFirstOrThrow({ where: { orderId: opened.orderId, adminId: null } });
    expect(recorded).toMatchObject({
      amountPence: 300,
      status: "processed",
      reason: "Refunded in Stripe's dashboard.",
    });

    // The rest in full: everything left, the tip included.
    const rest = await call(refund, {
      bearer: admin,
      params: { id: opened.orderId },
      body: { reason: "Order went wrong" },
    });
    expect(rest.status).toBe(201);
    expect(rest.json.data.refund).toMatchObject({ amount: (opened.amount - 800) / 100, tip: 2 });
    expect(rest.json.data.refundable).toBe(0);
    await runDueJobs([refundJob]);
    expect(
      stripe.refunds.filter((r) => r.payment_intent === opened.paymentIntentId).reduce((s, r) => s + r.amount, 0),
    ).toBe(opened.amount);
  });

  it("reconciliation places an order whose browser and webhook were both lost, and cancels a PaymentIntent given up", async () => {
    const c = await readyToPay();
    const opened = await payByCard(c.token);
    stripe.dropWebhooks = true;
    await stripe.pay(opened.paymentIntentId);
    const options = { afterSeconds: 600, expireSeconds: 7200 };
    const later = (s: number) => new Date(Date.now() + s * 1000);
    expect((await reconcilePayments(later(60), options)).completed).toBe(0);
    // Others of this file's checkouts paid at the double unseen are placed with it.
    expect((await reconcilePayments(later(601), options)).completed).toBeGreaterThanOrEqual(1);
    expect((await orderOf(opened.orderId)).status).toBe("placed");
    expect((await reconcilePayments(later(700), options)).completed).toBe(0);

    const abandoned = await readyToPay();
    const never = await payByCard(abandoned.token);
    expect((await reconcilePayments(later(7201), options)).expired).toBeGreaterThanOrEqual(1);
    expect((await orderOf(never.orderId)).payments[0]!.status).toBe("expired");
    // Cancelled at Stripe too: nobody can pay it later.
    expect(stripe.intents.get(never.paymentIntentId)!.status).toBe("canceled");
  });

  it("reconciliation places an order paid after a decline when the browser and the webhook were both lost", async () => {
    // A first card declined (payment_failed marks the payment failed), a second card taken on the
    // same PaymentIntent, then the tab closed and the webhook lost: the money is Stripe's, the
    // order must not stay pending for ever.
    const c = await readyToPay();
    const opened = await payByCard(c.token);
    await stripe.pay(opened.paymentIntentId, "declined");
    await deliver(lastEvent("payment_intent.payment_failed", opened.paymentIntentId));
    expect((await orderOf(opened.orderId)).payments[0]!.status).toBe("failed");
    stripe.dropWebhooks = true;
    await stripe.pay(opened.paymentIntentId);
    const options = { afterSeconds: 600, expireSeconds: 7200 };
    await reconcilePayments(new Date(Date.now() + 601_000), options);
    const order = await orderOf(opened.orderId);
    expect(order.status).toBe("placed");
    expect(order.payments[0]).toMatchObject({ status: "paid", providerPaymentId: opened.paymentIntentId });

    // One declined and never paid is cancelled at Stripe when given up, so it cannot be paid later.
    const abandoned = await readyToPay();
    const never = await payByCard(abandoned.token);
    stripe.dropWebhooks = false;
    await stripe.pay(never.paymentIntentId, "declined");
    await deliver(lastEvent("payment_intent.payment_failed", never.paymentIntentId));
    await reconcilePayments(new Date(Date.now() + 7201_000), options);
    expect(stripe.intents.get(never.paymentIntentId)!.status).toBe("canceled");
    expect((await orderOf(never.orderId)).payments[0]!.status).toBe("expired");
  });

  it("reconciliation carries on past a PaymentIntent Stripe cannot find, placing the paid orders behind it", async () => {
    // A PaymentIntent Stripe no longer knows (the shop moved to another Stripe account's keys):
    // looking it up fails every time, and it is the oldest payment never checked.
    const gone = await readyToPay();
    const lost = await payByCard(gone.token);
    stripe.intents.delete(lost.paymentIntentId);
    const c = await readyToPay();
    const opened = await payByCard(c.token);
    stripe.dropWebhooks = true;
    await stripe.pay(opened.paymentIntentId);
    const options = { afterSeconds: 600, expireSeconds: 7200 };
    const counts = await reconcilePayments(new Date(Date.now() + 601_000), options);
    expect(counts.completed).toBeGreaterThanOrEqual(1);
    expect((await orderOf(opened.orderId)).status).toBe("placed");
    // The one that failed goes to the back of the queue, and is said in the log.
    expect((await orderOf(lost.orderId)).payments[0]).toMatchObject({ status: "created", checkedAt: expect.any(Date) });
    expect(takeConsoleErrors().map((e) => String(e[0]))).toEqual([
      expect.stringMatching(/^\[jobs\] reconciliation could not check payment/),
    ]);
  });

  it("a refund Stripe took after the job gave up on it is settled by charge.refunded, so it cannot be refunded twice", async () => {
    const c = await readyToPay();
    const opened = await payByCard(c.token);
    await stripe.pay(opened.paymentIntentId);
    await deliver(lastEvent("payment_intent.succeeded", opened.paymentIntentId));
    const { token: admin } = await createAdmin();
    await call(accept, { bearer: admin, params: { id: opened.orderId }, body: { prepMinutes: 20 } });
    const part = await call(refund, {
      bearer: admin,
      params: { id: opened.orderId },
      body: { amount: 5, reason: "Cold chips" },
    });
    expect(part.status, part.text).toBe(201);
    const refundId = part.json.data.refund._id as string;
    // The job's last try: Stripe took the refund but its answer was lost, so the job marked it failed.
    const sdk = new Stripe(stripe.secretKey, { host: "127.0.0.1", port: new URL(stripe.url).port, protocol: "http" });
    const taken = await sdk.refunds.create(
      { payment_intent: opened.paymentIntentId, amount: 500, metadata: { refundId } },
      { idempotencyKey: `refund/${refundId}` },
    );
    await getDb().refund.update({
      where: { id: refundId },
      data: { status: "failed", lastError: "Request timed out." },
    });

    const hook = await deliver(lastEvent("charge.refunded", opened.paymentIntentId));
    expect(hook.json.data).toEqual({ handled: true });
    expect(await getDb().refund.findUniqueOrThrow({ where: { id: refundId } })).toMatchObject({
      status: "processed",
      providerRefundId: taken.id,
      lastError: null,
    });
    // What is left to refund counts it: everything left is the rest, not the £5 again.
    const rest = await call(refund, { bearer: admin, params: { id: opened.orderId }, body: { reason: "Wrong order" } });
    expect(rest.status, rest.text).toBe(201);
    expect(rest.json.data.refund.amount).toBe((opened.amount - 500) / 100);
  });

  it("records a dashboard refund whose metadata has a refundId that is not ours, rather than failing the webhook", async () => {
    const c = await readyToPay();
    const opened = await payByCard(c.token);
    await stripe.pay(opened.paymentIntentId);
    await deliver(lastEvent("payment_intent.succeeded", opened.paymentIntentId));
    const sdk = new Stripe(stripe.secretKey, { host: "127.0.0.1", port: new URL(stripe.url).port, protocol: "http" });
    await sdk.refunds.create({
      payment_intent: opened.paymentIntentId,
      amount: 250,
      metadata: { refundId: "goodwill-12" },
    });
    const res = await deliver(lastEvent("charge.refunded", opened.paymentIntentId));
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toEqual({ handled: true });
    expect(await getDb().refund.findFirstOrThrow({ where: { orderId: opened.orderId } })).toMatchObject({
      amountPence: 250,
      status: "processed",
      reason: "Refunded in Stripe's dashboard.",
    });
  });

  it("a refund Stripe fails after it had succeeded (a closed card) is failed here and refundable again, for ours and the dashboard's", async () => {
    const c = await readyToPay();
    const opened = await payByCard(c.token);
    await stripe.pay(opened.paymentIntentId);
    await deliver(lastEvent("payment_intent.succeeded", opened.paymentIntentId));
    const { token: admin } = await createAdmin();
    await call(accept, { bearer: admin, params: { id: opened.orderId }, body: { prepMinutes: 20 } });
    const part = await call(refund, {
      bearer: admin,
      params: { id: opened.orderId },
      body: { amount: 5, reason: "Cold chips" },
    });
    expect(part.status, part.text).toBe(201);
    await runDueJobs([refundJob]);
    const ours = await getDb().refund.findUniqueOrThrow({ where: { id: part.json.data.refund._id as string } });
    expect(ours.status).toBe("processed");
    const sdk = new Stripe(stripe.secretKey, { host: "127.0.0.1", port: new URL(stripe.url).port, protocol: "http" });
    const goodwill = await sdk.refunds.create({ payment_intent: opened.paymentIntentId, amount: 300 });
    await deliver(lastEvent("charge.refunded", opened.paymentIntentId));
    const refundable = async () =>
      (await call(adminOrder, { bearer: admin, params: { id: opened.orderId } })).json.data as {
        refundable: number;
        refunded: number;
        refunds: { amount: number; status: string }[];
      };
    expect((await refundable()).refundable).toBe((opened.amount - 800) / 100);

    // Days later the card's bank sends our £5 back: Stripe fails the refund it had called succeeded.
    await stripe.failRefund(ours.providerRefundId!, "expired_or_canceled_card");
    const failed = await deliver(lastEvent("refund.failed", ours.providerRefundId!));
    expect(failed.status, failed.text).toBe(200);
    expect(failed.json.data).toEqual({ handled: true });
    // The same change told again (refund.updated, charge.refund.updated, a redelivery) changes nothing.
    expect((await deliver(lastEvent("refund.updated", ours.providerRefundId!))).json.data).toEqual({ handled: false });
    expect((await deliver(lastEvent("refund.failed", ours.providerRefundId!))).json.data).toEqual({ handled: false });
    expect(await getDb().refund.findUniqueOrThrow({ where: { id: ours.id } })).toMatchObject({
      status: "failed",
      processedAt: null,
      lastError: expect.stringContaining("the card has expired or been closed"),
    });
    // The dashboard's £3 fails too, told by refund.updated alone.
    await stripe.failRefund(goodwill.id, "lost_or_stolen_card");
    expect((await deliver(lastEvent("refund.updated", goodwill.id))).json.data).toEqual({ handled: true });
    const order = await refundable();
    expect(order.refunds.map((r) => [r.amount, r.status])).toEqual([
      [5, "failed"],
      [3, "failed"],
    ]);
    expect(order.refunded).toBe(0);
    expect(order.refundable).toBe(opened.amount / 100);
    // Charge.refunded delivered late does not bring either back.
    expect((await deliver(lastEvent("charge.refunded", opened.paymentIntentId))).json.data).toEqual({
      handled: false,
    });
    expect((await refundable()).refundable).toBe(opened.amount / 100);
  });

  it("tells the shop and the customer once when Stripe fails a refund, and the shop alone of a dashboard refund failed at once", async () => {
    // A failed refund was seen only in the order's refund list: the shop was not told, and the
    // customer kept waiting for money their refund mail had said was on its way.
    const c = await readyToPay();
    const opened = await payByCard(c.token);
    await stripe.pay(opened.paymentIntentId);
    await deliver(lastEvent("payment_intent.succeeded", opened.paymentIntentId));
    const { token: admin } = await createAdmin();
    await call(accept, { bearer: admin, params: { id: opened.orderId }, body: { prepMinutes: 20 } });
    const part = await call(refund, {
      bearer: admin,
      params: { id: opened.orderId },
      body: { amount: 5, reason: "Cold" },
    });
    expect(part.status, part.text).toBe(201);
    await runDueJobs([refundJob]);
    const ours = await getDb().refund.findUniqueOrThrow({ where: { id: part.json.data.refund._id as string } });
    const { number } = await orderOf(opened.orderId);
    const shopEmail = (await readShopIdentity()).email;
    // What earlier steps queued is sent first, then forgotten.
    await readOutbox();
    await clearOutbox();

    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await stripe.failRefund(ours.providerRefundId!, "expired_or_canceled_card");
    // Stripe tells it three ways, and may tell each again: one change, told once.
    for (const type of ["charge.refund.updated", "refund.updated", "refund.failed", "refund.failed"]) {
      expect((await deliver(lastEvent(type, ours.providerRefundId!))).status).toBe(200);
    }
    // Sent by two jobs, in either order: by subject, the shop's first.
    const mails = (await readOutbox()).sort((a, b) => a.subject.localeCompare(b.subject));
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [shopEmail, `Refund of £5.00 for order #${number} failed`],
      [c.customer.email, `Your refund of £5.00 for order #${number} did not go through`],
    ]);
    expect(mails[0]!.text).toContain(
      "Stripe's reason: Stripe could not give the money back: the card has expired or been closed.",
    );
    expect(mails[0]!.text).toContain("The £5.00 is refundable again from the order's page");
    expect(mails[1]!.text).toContain("could not be completed, so the money has not reached the card you paid with.");

    // A refund made in Stripe's dashboard and failed before we heard of it: the customer never
    // had a refund mail for it, so only the shop hears.
    await readOutbox();
    await clearOutbox();
    const sdk = new Stripe(stripe.secretKey, { host: "127.0.0.1", port: new URL(stripe.url).port, protocol: "http" });
    const goodwill = await sdk.refunds.create({ payment_intent: opened.paymentIntentId, amount: 300 });
    await stripe.failRefund(goodwill.id, "lost_or_stolen_card");
    expect((await deliver(lastEvent("refund.failed", goodwill.id))).json.data).toEqual({ handled: true });
    expect((await deliver(lastEvent("charge.refunded", opened.paymentIntentId))).status).toBe(200);
    warn.mockRestore();
    const dashboard = await readOutbox();
    expect(dashboard.map((m) => [m.to, m.subject])).toEqual([
      [shopEmail, `Refund of £3.00 for order #${number} failed`],
    ]);
    expect(dashboard[0]!.text).toContain("the card was reported lost or stolen");
    expect(dashboard[0]!.text).not.toContain("We have e-mailed the customer");
  });

  it("tells the customer of a refund made in Stripe's dashboard once, as of any other refund", async () => {
    // A refund from the dashboard was recorded on the order but the customer heard nothing, where
    // every refund made on the admin's screens mails them.
    const c = await readyToPay();
    const opened = await payByCard(c.token);
    await stripe.pay(opened.paymentIntentId);
    await deliver(lastEvent("payment_intent.succeeded", opened.paymentIntentId));
    const sdk = new Stripe(stripe.secretKey, { host: "127.0.0.1", port: new URL(stripe.url).port, protocol: "http" });
    await sdk.refunds.create({ payment_intent: opened.paymentIntentId, amount: 450 });
    const event = lastEvent("charge.refunded", opened.paymentIntentId);
    expect((await deliver(event)).json.data).toEqual({ handled: true });
    expect((await deliver(event)).json.data).toEqual({ handled: false });
    const { number } = await orderOf(opened.orderId);
    const mails = (await readOutbox()).filter((m) => m.to === c.customer.email && m.subject.startsWith("Refund"));
    expect(mails.map((m) => m.subject)).toEqual([`Refund of £4.50 for order #${number}`]);
    expect(mails[0]!.text).toContain(
      `we have sent a refund of £4.50 of the £${(opened.amount / 100).toFixed(2)} you paid for order #${number}.`,
    );
    // The reason kept on the refund is the staff's, not words for the customer.
    expect(mails[0]!.text).not.toMatch(/dashboard|The reason/);
  });

  it("answers 503 and keeps no order when Stripe is down", async () => {
    const c = await readyToPay();
    stripe.failNext = true;
    const before = await getDb().order.count({ where: { customerId: c.customer.id } });
    const res = await call(createOrder, { bearer: c.token, body: { method: "card" } });
    // The SDK tries again (maxNetworkRetries) with the same key: a single failure is absorbed.
    expect(res.status).toBe(200);
    const down = await startStripeDouble();
    await down.stop();
    process.env.STRIPE_API_URL = down.url;
    reloadConfig();
    try {
      const c2 = await readyToPay();
      const refused = await call(createOrder, { bearer: c2.token, body: { method: "card" } });
      expect(refused.status).toBe(503);
      expect(refused.json.message).toBe("The payment service is not answering. Please try again.");
      expect(await getDb().order.count({ where: { customerId: c2.customer.id } })).toBe(0);
      // The 503 is logged with its cause, as any 5xx is.
      expect(takeConsoleErrors().map((e) => String(e[0]))).toEqual([expect.stringMatching(/^\[api\] POST .* failed/)]);
    } finally {
      process.env.STRIPE_API_URL = stripe.url;
      reloadConfig();
    }
    expect(await getDb().order.count({ where: { customerId: c.customer.id } })).toBe(before + 1);
  });

  it("lists the card first and as the default, with the publishable key; the test mode stays with test keys", async () => {
    const c = await readyToPay();
    const res = await call(methods, { bearer: c.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([
      {
        method: "card",
        label: "Card, Apple Pay or Google Pay",
        available: true,
        reason: null,
        isDefault: true,
        isSetUp: true,
        publishableKey: stripe.publishableKey,
      },
      {
        method: "razorpay",
        label: "Pay online (Razorpay)",
        available: false,
        reason: "Razorpay is not set up for this shop.",
        isDefault: false,
        isSetUp: false,
      },
      {
        method: "cash",
        label: "Cash on delivery",
        available: false,
        reason: "The shop does not take cash on delivery.",
        isDefault: false,
        isSetUp: false,
      },
      {
        method: "test",
        label: "Test payment (no money is taken)",
        available: true,
        reason: null,
        isDefault: false,
        isSetUp: true,
      },
    ]);
  });

  it("with live keys a payment made in the stand-in window before is not taken as paid, by verify_order or reconciliation", async () => {
    const c = await readyToPay();
    const testOrder = (await call(createOrder, { bearer: c.token })).json.data as { orderId: string };
    const paid = await call(testPay, {
      bearer: c.token,
      body: { razorpay_order_id: testOrder.orderId, outcome: "success" },
    });
    expect(paid.status, paid.text).toBe(200);
    const ids = paid.json.data as {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    };
    const payment = await getDb().payment.findUniqueOrThrow({ where: { providerOrderId: testOrder.orderId } });
    // The shop goes live before the customer's browser verifies: no money was ever taken.
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: "sk_live_double000000",
      STRIPE_PUBLISHABLE_KEY: "pk_live_double000000",
    });
    reloadConfig();
    try {
      const verified = await call(verifyOrder, { bearer: c.token, body: ids });
      expect(verified.status).toBe(400);
      expect(verified.json.message).toBe("Payment verification failed, please try again.");
      await reconcilePayments(new Date(Date.now() + 601_000), { afterSeconds: 600, expireSeconds: 7200 });
      expect((await orderOf(payment.orderId)).status).toBe("pending");
      // The double does not know the live key: this file's open card payments could not be looked up.
      takeConsoleErrors();
    } finally {
      Object.assign(process.env, stripeEnv(stripe));
      reloadConfig();
    }
  });

  it("turns the test mode off with live keys: the spec's create_order is refused, and its stand-in window is gone", async () => {
    const c = await readyToPay();
    const testOrder = (await call(createOrder, { bearer: c.token })).json.data;
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: "sk_live_double000000",
      STRIPE_PUBLISHABLE_KEY: "pk_live_double000000",
    });
    reloadConfig();
    try {
      const refused = await call(createOrder, { bearer: c.token });
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe("Pay at the shop's own checkout: this shop takes card or cash payments there.");
      expect(
        (await call(testPay, { bearer: c.token, body: { razorpay_order_id: testOrder.orderId, outcome: "success" } }))
          .status,
      ).toBe(404);
      const listed = (await call(methods, { bearer: c.token })).json.data as { method: string; available: boolean }[];
      expect(listed.find((m) => m.method === "test")).toMatchObject({ available: false });
    } finally {
      Object.assign(process.env, stripeEnv(stripe));
      reloadConfig();
    }
  });
});
