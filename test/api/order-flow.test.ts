import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listAudit } from "@/app/api/adminauth/audit/route";
import { POST as delivered } from "@/app/api/adminauth/deliveries/[id]/delivered/route";
import { POST as accept } from "@/app/api/adminauth/orders/[id]/accept/route";
import { POST as reject } from "@/app/api/adminauth/orders/[id]/reject/route";
import { POST as refund } from "@/app/api/adminauth/orders/[id]/refund/route";
import { GET as orderDetail } from "@/app/api/adminauth/orders/[id]/route";
import { PATCH as orderStatus } from "@/app/api/adminauth/orderStatus/[id]/route";
import { GET as trackOrder } from "@/app/api/cart/userOreder/[id]/route";
import { GET as userOrders } from "@/app/api/cart/userOreder/route";
import { getDb } from "@/lib/platform/db";
import { moveOrder } from "@/lib/ordering";
import { createAdmin, createCustomer, seedDeliveringShop } from "../factories";
import { runQueuedJobs } from "../jobs";
import { placeOrder } from "../place-order";
import { call } from "../request";
import type { Fulfilment } from "@/lib/shop/shared";

let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  await seedDeliveringShop();
  admin = await createAdmin("kitchen-flow");
});

const acceptOf = (id: string, prepMinutes: unknown) =>
  call(accept, { bearer: admin.token, params: { id }, body: { prepMinutes } });
const rejectOf = (id: string, reason: unknown) =>
  call(reject, { bearer: admin.token, params: { id }, body: { reason } });
const setStatus = (id: string, status: string, reason?: string) =>
  call(orderStatus, {
    method: "PATCH",
    bearer: admin.token,
    params: { id },
    body: reason ? { status, reason } : { status },
  });

async function newOrder(fulfilment: Fulfilment = "delivery") {
  const c = await createCustomer();
  const placed = await placeOrder(c.token);
  if (fulfilment === "collection")
    await getDb().order.update({ where: { id: placed.orderId }, data: { fulfilment, deliveryAddress: null } });
  return { ...placed, token: c.token, customer: c.customer };
}

/** The order's e-mails by template (the confirmation included), each with how often it was queued. */
async function mailsOf(orderId: string) {
  const rows = await getDb().emailMessage.findMany({
    where: { idempotencyKey: { endsWith: `/${orderId}` } },
    select: { template: true },
  });
  const counts: Record<string, number> = {};
  for (const r of rows) counts[r.template] = (counts[r.template] ?? 0) + 1;
  return counts;
}

describe("accepting with a prep time", () => {
  it("sets the promised time from the prep time, records the move and queues the accepted mail once", async () => {
    const order = await newOrder();
    const before = Date.now();
    const res = await acceptOf(order.orderId, 25);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ _id: order.orderId, status: "accepted", refunded: 0 });
    const promised = new Date(res.json.data.promisedAt).getTime();
    expect(promised).toBeGreaterThanOrEqual(before + 25 * 60_000);
    expect(promised).toBeLessThanOrEqual(Date.now() + 25 * 60_000);
    expect((await acceptOf(order.orderId, 25)).status).toBe(409);
    const change = await getDb().orderStatusChange.findFirstOrThrow({
      where: { orderId: order.orderId, toStatus: "accepted" },
    });
    expect(change).toMatchObject({ fromStatus: "placed", adminId: admin.admin.id });
    expect(await mailsOf(order.orderId)).toEqual({ "order-confirmation": 1, "order-accepted": 1 });
    // Preparing after accepting says nothing new to the customer.
    expect((await setStatus(order.orderId, "preparing")).status).toBe(200);
    expect(await mailsOf(order.orderId)).toEqual({ "order-confirmation": 1, "order-accepted": 1 });
  });

  it("takes the time from the clock it is given", async () => {
    const order = await newOrder();
    const now = new Date("2026-11-23T18:05:00Z");
    const moved = await moveOrder({ orderId: order.orderId, adminId: null, to: "accepted", prepMinutes: 40, now });
    expect(moved.promisedAt?.toISOString()).toBe("2026-11-23T18:45:00.000Z");
    const change = await getDb().orderStatusChange.findFirstOrThrow({
      where: { orderId: order.orderId, toStatus: "accepted" },
    });
    expect(change.createdAt.toISOString()).toBe(now.toISOString());
  });

  it("refuses a missing or impossible prep time with a field message, and unknown orders", async () => {
    const order = await newOrder();
    for (const bad of [undefined, 0, 2, 181, 12.5, "twenty"]) {
      const res = await acceptOf(order.orderId, bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.json.data.prepMinutes).toEqual(expect.any(String));
    }
    expect((await acceptOf(randomUUID(), 20)).status).toBe(404);
    expect((await acceptOf("nope", 20)).status).toBe(400);
    expect((await getDb().order.findUniqueOrThrow({ where: { id: order.orderId } })).status).toBe("placed");
  });
});

describe("rejecting with a reason", () => {
  it("refunds in full, tells the customer once, and the order can move no more", async () => {
    const order = await newOrder();
    expect((await rejectOf(order.orderId, "")).status).toBe(400);
    const res = await rejectOf(order.orderId, "We have run out of dough");
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "rejected", refunded: order.amountPence / 100 });
    const refunds = await getDb().refund.findMany({ where: { orderId: order.orderId } });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amountPence: order.amountPence,
      reason: "We have run out of dough",
      adminId: admin.admin.id,
    });
    await runQueuedJobs();
    expect((await getDb().refund.findFirstOrThrow({ where: { orderId: order.orderId } })).status).toBe("processed");
    expect(await mailsOf(order.orderId)).toEqual({ "order-confirmation": 1, "order-rejected": 1 });
    const mail = await getDb().emailMessage.findFirstOrThrow({
      where: { idempotencyKey: `order-rejected/${order.orderId}` },
    });
    expect(mail.payload).toMatchObject({
      refund: { amountPence: order.amountPence, reason: "We have run out of dough" },
    });
    for (const again of [
      rejectOf(order.orderId, "Again"),
      acceptOf(order.orderId, 20),
      setStatus(order.orderId, "cancelled"),
    ]) {
      expect((await again).status).toBe(409);
    }
    expect(await getDb().refund.count({ where: { orderId: order.orderId } })).toBe(1);
    const change = await getDb().orderStatusChange.findFirstOrThrow({
      where: { orderId: order.orderId, toStatus: "rejected" },
    });
    expect(change.reason).toBe("We have run out of dough");
  });

  it("only a new order can be rejected", async () => {
    const order = await newOrder();
    await acceptOf(order.orderId, 20);
    expect((await rejectOf(order.orderId, "Too busy")).status).toBe(409);
    expect(await getDb().refund.count({ where: { orderId: order.orderId } })).toBe(0);
  });
});

describe("cancelling", () => {
  it("refunds what is left after a part refund, with the reason, and queues the cancelled mail once", async () => {
    const order = await newOrder();
    await acceptOf(order.orderId, 30);
    const part = await call(refund, {
      bearer: admin.token,
      params: { id: order.orderId },
      body: { amount: 1, reason: "Late" },
      headers: { "idempotency-key": randomUUID() },
    });
    expect(part.status).toBe(201);
    const res = await setStatus(order.orderId, "cancelled", "The rider crashed");
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ _id: order.orderId, status: "cancelled" });
    const refunds = await getDb().refund.findMany({ where: { orderId: order.orderId }, orderBy: { createdAt: "asc" } });
    expect(refunds.map((r) => r.amountPence)).toEqual([100, order.amountPence - 100]);
    expect(refunds[1]!.reason).toBe("The rider crashed");
    expect((await setStatus(order.orderId, "cancelled")).status).toBe(409);
    expect(await mailsOf(order.orderId)).toEqual({
      "order-confirmation": 1,
      "order-accepted": 1,
      "order-cancelled": 1,
    });
  });

  it("cancels with a default reason, and an order refunded in full already gets no second refund", async () => {
    const order = await newOrder();
    await acceptOf(order.orderId, 20);
    // Accepted, a full refund is the shop's to make on its own (a new order is rejected instead).
    const refunded = await call(refund, {
      bearer: admin.token,
      params: { id: order.orderId },
      body: { reason: "Duplicate order" },
    });
    expect(refunded.status, refunded.text).toBe(201);
    expect((await setStatus(order.orderId, "cancelled")).status).toBe(200);
    expect(await getDb().refund.count({ where: { orderId: order.orderId } })).toBe(1);
    const mail = await getDb().emailMessage.findFirstOrThrow({
      where: { idempotencyKey: `order-cancelled/${order.orderId}` },
    });
    expect(mail.payload).toMatchObject({ refund: null });
    const change = await getDb().orderStatusChange.findFirstOrThrow({
      where: { orderId: order.orderId, toStatus: "cancelled" },
    });
    expect(change.reason).toBe("The shop cancelled the order.");
  });
});

describe("the rest of the flow", () => {
  it("delivery: accepted → preparing → out for delivery → delivered; collection moves refused; one mail per move", async () => {
    const order = await newOrder();
    await acceptOf(order.orderId, 30);
    expect((await setStatus(order.orderId, "ready_for_collection")).status).toBe(409);
    for (const s of ["preparing", "out_for_delivery"]) expect((await setStatus(order.orderId, s)).status, s).toBe(200);
    expect((await setStatus(order.orderId, "collected")).status).toBe(409);
    expect((await setStatus(order.orderId, "delivered")).status).toBe(200);
    expect(await mailsOf(order.orderId)).toEqual({
      "order-confirmation": 1,
      "order-accepted": 1,
      "order-out-for-delivery": 1,
    });
  });

  it("collection: ready for collection → collected; delivery moves refused", async () => {
    const order = await newOrder("collection");
    await acceptOf(order.orderId, 15);
    expect((await setStatus(order.orderId, "out_for_delivery")).status).toBe(409);
    expect((await setStatus(order.orderId, "ready_for_collection")).status).toBe(200);
    expect((await setStatus(order.orderId, "delivered")).status).toBe(409);
    expect((await setStatus(order.orderId, "collected")).status).toBe(200);
    expect(await mailsOf(order.orderId)).toEqual({ "order-confirmation": 1, "order-accepted": 1, "order-ready": 1 });
    const mails = await getDb().emailMessage.findMany({ where: { idempotencyKey: `order-ready/${order.orderId}` } });
    expect(mails[0]!.subject).toMatch(/is ready to collect$/);
  });

  it("the spec's clients may still go straight from placed to preparing; the customer hears it was accepted", async () => {
    const order = await newOrder();
    expect((await setStatus(order.orderId, "preparing")).status).toBe(200);
    expect(await mailsOf(order.orderId)).toEqual({ "order-confirmation": 1, "order-accepted": 1 });
    expect((await setStatus(order.orderId, "accepted")).status).toBe(400);
  });
});

describe("on the audit trail", () => {
  it("names each move, refund and delivery by the order's number, as staff say it", async () => {
    const kept = await newOrder();
    const turnedAway = await newOrder();
    expect((await acceptOf(kept.orderId, 20)).status).toBe(200);
    const refunded = await call(refund, {
      bearer: admin.token,
      params: { id: kept.orderId },
      body: { amount: 1, reason: "Cold chips" },
    });
    expect(refunded.status, refunded.text).toBe(201);
    for (const s of ["preparing", "out_for_delivery"]) expect((await setStatus(kept.orderId, s)).status, s).toBe(200);
    const handedOver = await call(delivered, { bearer: admin.token, params: { id: kept.orderId } });
    expect(handedOver.status, handedOver.text).toBe(200);
    expect((await rejectOf(turnedAway.orderId, "We have run out of dough")).status).toBe(200);

    const named = async (orderId: string) =>
      (
        await getDb().auditEntry.findMany({
          where: { targetType: "order", targetId: orderId },
          orderBy: { at: "asc" },
          select: { action: true, targetName: true },
        })
      ).map((e) => [e.action, e.targetName]);
    expect(kept.orderNumber).toMatch(/^#\d+$/);
    expect(await named(kept.orderId)).toEqual([
      ["order.accepted", kept.orderNumber],
      ["order.refund", kept.orderNumber],
      ["order.preparing", kept.orderNumber],
      ["order.out_for_delivery", kept.orderNumber],
      ["order.delivered", kept.orderNumber],
    ]);
    expect(await named(turnedAway.orderId)).toEqual([["order.rejected", turnedAway.orderNumber]]);

    // The owner finds them by the number they were told, with or without its #, or by the id.
    const about = async (target: string) => {
      const res = await call(listAudit, {
        bearer: admin.token,
        path: `/api/adminauth/audit?target=${encodeURIComponent(target)}`,
      });
      expect(res.status, res.text).toBe(200);
      return (res.json.data.entries as { action: string; targetId: string }[]).map((e) => [e.action, e.targetId]);
    };
    const keptEntries = [
      ["order.delivered", kept.orderId],
      ["order.out_for_delivery", kept.orderId],
      ["order.preparing", kept.orderId],
      ["order.refund", kept.orderId],
      ["order.accepted", kept.orderId],
    ];
    expect(await about(kept.orderNumber)).toEqual(keptEntries);
    expect(await about(kept.orderNumber.slice(1))).toEqual(keptEntries);
    expect(await about(kept.orderId.toUpperCase())).toEqual(keptEntries);
    expect(await about(turnedAway.orderNumber)).toEqual([["order.rejected", turnedAway.orderId]]);
    // Typed as text, not as a pattern.
    expect(await about("#%")).toEqual([]);
    const tooLong = await call(listAudit, {
      bearer: admin.token,
      path: `/api/adminauth/audit?target=${"x".repeat(201)}`,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.data.target).toEqual(expect.any(String));
  });

  it("names the entries written before orders carried their number, as it reads them", async () => {
    const paid = await newOrder();
    const neverPaid = await newOrder();
    await getDb().order.update({ where: { id: neverPaid.orderId }, data: { number: null } });
    // As every order move was recorded before decision 087: the id, no name. The trail is
    // append-only, so these rows stay as they are; the name is given when they are read.
    const old = (targetId: string, action: string) =>
      getDb().auditEntry.create({
        data: { actorUsername: "owner", actorRole: "owner", action, targetType: "order", targetId },
      });
    await old(paid.orderId, "order.accepted");
    await old(paid.orderId, "order.refund");
    await old(neverPaid.orderId, "order.rejected");
    await old("not-an-order-id", "order.accepted");
    await old(randomUUID(), "order.accepted");

    const trail = async (query: string) => {
      const res = await call(listAudit, { bearer: admin.token, path: `/api/adminauth/audit?${query}` });
      expect(res.status, res.text).toBe(200);
      return (res.json.data.entries as { action: string; targetId: string; targetName: string | null }[]).map((e) => [
        e.action,
        e.targetId,
        e.targetName,
      ]);
    };
    expect((await trail("limit=5&action=order.")).reverse()).toEqual([
      ["order.accepted", paid.orderId, paid.orderNumber],
      ["order.refund", paid.orderId, paid.orderNumber],
      ["order.rejected", neverPaid.orderId, `#${neverPaid.orderId.slice(-8)}`],
      // Not an order's id, or an order no longer kept: still shown by the id alone.
      ["order.accepted", "not-an-order-id", null],
      ["order.accepted", expect.any(String), null],
    ]);
    // Found by the number the owner was told, with or without its #.
    const paidEntries = [
      ["order.refund", paid.orderId, paid.orderNumber],
      ["order.accepted", paid.orderId, paid.orderNumber],
    ];
    expect(await trail(`target=${encodeURIComponent(paid.orderNumber)}`)).toEqual(paidEntries);
    expect(await trail(`target=${paid.orderNumber.slice(1)}`)).toEqual(paidEntries);
    // A number no order has finds nothing, and asks nothing odd of the database.
    expect(await trail("target=999999999")).toEqual([]);
  });
});

describe("the admin's order and the customer's tracking", () => {
  it("shows the admin everything about one order", async () => {
    const order = await newOrder();
    await acceptOf(order.orderId, 20);
    const res = await call(orderDetail, { bearer: admin.token, params: { id: order.orderId } });
    expect(res.status).toBe(200);
    const d = res.json.data;
    expect(d).toMatchObject({
      _id: order.orderId,
      orderNumber: order.orderNumber,
      status: "accepted",
      fulfilment: "delivery",
      promisedAt: expect.any(String),
      paid: order.amountPence / 100,
      refunded: 0,
      refundable: order.amountPence / 100,
      nextStatuses: ["preparing", "out_for_delivery", "cancelled"],
      vat: { ratePercent: 20, amount: Math.round((order.amountPence * 20) / 120) / 100 },
      customer: { _id: order.customer.id },
    });
    expect(d.history.map((h: { to: string }) => h.to)).toEqual(["placed", "accepted"]);
    expect(d.payments).toHaveLength(1);
    expect(d.Iteam[0]).toMatchObject({ refunded: false, paid: expect.any(Number) });
    expect((await call(orderDetail, { bearer: admin.token, params: { id: randomUUID() } })).status).toBe(404);
  });

  it("a customer tracks their own order only: statuses with times, promised time, refunds", async () => {
    const order = await newOrder();
    const other = await createCustomer();
    await acceptOf(order.orderId, 20);
    await call(refund, {
      bearer: admin.token,
      params: { id: order.orderId },
      body: { amount: 2, reason: "Missing dip" },
    });
    const mine = await call(trackOrder, { bearer: order.token, params: { id: order.orderId } });
    expect(mine.status).toBe(200);
    expect(mine.json.data).toMatchObject({
      _id: order.orderId,
      status: "accepted",
      promisedAt: expect.any(String),
      fulfilment: "delivery",
      refunds: [{ amount: 2, reason: "Missing dip", status: "pending" }],
      // Additive (issue 23): the history and tracking read "Part refunded £2.00", the spec's paymentStatus stays.
      refunded: 2,
      paymentStatus: "success",
      orderNumber: order.orderNumber,
    });
    expect(mine.json.data.timeline.map((t: { status: string }) => t.status)).toEqual(["placed", "accepted"]);
    expect(mine.text).not.toMatch(/adminId|providerRefundId|requestKey/);

    const theirs = await call(trackOrder, { bearer: other.token, params: { id: order.orderId } });
    expect(theirs.status).toBe(404);
    expect((await call(trackOrder, { bearer: order.token, params: { id: randomUUID() } })).status).toBe(404);
    expect((await call(trackOrder, { bearer: order.token, params: { id: "x" } })).status).toBe(400);
    expect((await call(trackOrder, { params: { id: order.orderId } })).status).toBe(401);

    const history = (await call(userOrders, { bearer: order.token })).json.data[0];
    expect(history).toMatchObject({
      _id: order.orderId,
      status: "accepted",
      fulfilment: "delivery",
      promisedAt: expect.any(String),
      refunds: [{ amount: 2 }],
    });
  });
});
