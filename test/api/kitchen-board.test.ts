import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as accept } from "@/app/api/adminauth/orders/[id]/accept/route";
import { POST as refund } from "@/app/api/adminauth/orders/[id]/refund/route";
import { POST as reject } from "@/app/api/adminauth/orders/[id]/reject/route";
import { GET as orderPage } from "@/app/api/adminauth/orders/[id]/route";
import { GET as board } from "@/app/api/adminauth/orders/route";
import { PATCH as orderStatus } from "@/app/api/adminauth/orderStatus/[id]/route";
import { POST as applyPromo } from "@/app/api/cart/applyPromo/route";
import { getDb } from "@/lib/platform/db";
import { addDish, deliverTo, payForBasket } from "../checkout-steps";
import { createAdmin, createCustomer, menuPick, seedDeliveringShop } from "../factories";
import { placeOrder } from "../place-order";
import { seedPromotion } from "../promotions";
import { call } from "../request";

// The kitchen board under load: what two tablets pressing at once leave behind, and a busy
// night's board still showing the order that has just come in.

let owner: Awaited<ReturnType<typeof createAdmin>>;
let cook: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  await seedDeliveringShop();
  await seedPromotion("ORDER5");
  owner = await createAdmin("board-owner");
  cook = await createAdmin("board-cook", { role: "kitchen", twoFactor: false });
});

const setStatus = (token: string, id: string, status: string) =>
  call(orderStatus, { method: "PATCH", bearer: token, params: { id }, body: { status } });
const acceptOf = (token: string, id: string) =>
  call(accept, { bearer: token, params: { id }, body: { prepMinutes: 20 } });

async function newOrder() {
  const c = await createCustomer();
  return placeOrder(c.token);
}

/** What a move may have queued for an order: refunds, e-mails (confirmation included) and history rows. */
async function effectsOf(orderId: string) {
  const db = getDb();
  return {
    refunds: await db.refund.count({ where: { orderId } }),
    mails: await db.emailMessage.count({ where: { idempotencyKey: { endsWith: `/${orderId}` } } }),
    moves: (
      await db.orderStatusChange.findMany({
        where: { orderId },
        orderBy: { createdAt: "asc" },
        select: { toStatus: true },
      })
    ).map((m) => m.toStatus),
  };
}

describe("two tablets pressing at once", () => {
  it("accept and reject: one wins, the other is told 409; one mail, a refund only if rejected", async () => {
    const o = await newOrder();
    const [a, r] = await Promise.all([
      acceptOf(cook.token, o.orderId),
      call(reject, { bearer: owner.token, params: { id: o.orderId }, body: { reason: "Too busy tonight" } }),
    ]);
    expect([a.status, r.status].sort(), a.text + r.text).toEqual([200, 409]);
    const { status } = await getDb().order.findUniqueOrThrow({ where: { id: o.orderId } });
    const rejected = r.status === 200;
    expect(status).toBe(rejected ? "rejected" : "accepted");
    expect(await effectsOf(o.orderId)).toEqual({
      refunds: rejected ? 1 : 0,
      mails: 2,
      moves: ["placed", rejected ? "rejected" : "accepted"],
    });
  });

  it("two cancels: one refund, one mail; out for delivery against cancel: never out for delivery after cancelling", async () => {
    const o = await newOrder();
    await acceptOf(cook.token, o.orderId);
    const both = await Promise.all([
      setStatus(cook.token, o.orderId, "cancelled"),
      setStatus(owner.token, o.orderId, "cancelled"),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await effectsOf(o.orderId)).toEqual({
      refunds: 1,
      mails: 3,
      moves: ["placed", "accepted", "cancelled"],
    });

    const p = await newOrder();
    await acceptOf(cook.token, p.orderId);
    const [x, y] = await Promise.all([
      setStatus(cook.token, p.orderId, "cancelled"),
      setStatus(owner.token, p.orderId, "out_for_delivery"),
    ]);
    // Cancelling may follow the ride (an order out for delivery can still be cancelled), never precede it.
    expect(x.status, x.text).toBe(200);
    expect([200, 409], y.text).toContain(y.status);
    expect((await effectsOf(p.orderId)).moves).toEqual(
      y.status === 200 ? ["placed", "accepted", "out_for_delivery", "cancelled"] : ["placed", "accepted", "cancelled"],
    );
  });

  it("dates a move that waited for another's lock after it, so the history keeps the order they happened in", async () => {
    const o = await newOrder();
    await acceptOf(cook.token, o.orderId);
    // Another tablet's move holds the order's row; this one waits for it.
    let released = 0;
    let moved: ReturnType<typeof setStatus> | null = null;
    await getDb().$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${o.orderId}::uuid FOR UPDATE`;
      moved = setStatus(cook.token, o.orderId, "preparing");
      await new Promise((resolve) => setTimeout(resolve, 300));
      released = Date.now();
    });
    const res = await moved!;
    expect(res.status, res.text).toBe(200);
    const change = await getDb().orderStatusChange.findFirstOrThrow({
      where: { orderId: o.orderId, toStatus: "preparing" },
    });
    // Dated when it asked, it would be about 300 ms before the row was free.
    expect(change.createdAt.getTime()).toBeGreaterThanOrEqual(released - 50);
  });
});

describe("a busy night's board", () => {
  it("still shows the order that has just come in after 200 finished today", async () => {
    const first = await newOrder();
    const row = await getDb().order.findUniqueOrThrow({ where: { id: first.orderId } });
    await setStatus(owner.token, first.orderId, "preparing");
    await setStatus(owner.token, first.orderId, "out_for_delivery");
    await setStatus(owner.token, first.orderId, "delivered");
    const earlier = Date.now() - 3 * 60_000;
    const { id: _id, number: _number, ...rest } = row;
    await getDb().order.createMany({
      data: Array.from({ length: 200 }, (_, i) => ({
        ...rest,
        status: "delivered" as const,
        placedAt: new Date(earlier + i),
        createdAt: new Date(earlier + i),
      })),
    });
    const fresh = await newOrder();
    const res = await call(board, { bearer: cook.token });
    expect(res.status).toBe(200);
    const ids = res.json.data.map((o: { _id: string }) => o._id);
    expect(ids).toContain(fresh.orderId);
    // Oldest first, as before.
    const placed = res.json.data.map((o: { placedAt: string }) => Date.parse(o.placedAt));
    expect(placed).toEqual([...placed].sort((a, b) => a - b));
  });
});

describe("the kitchen cancels after a part refund", () => {
  it("gives back what is left to the penny (goods, fee, then the tip) and the audit trail names that refund", async () => {
    const c = await createCustomer();
    await addDish(c.token, await menuPick("Pizzas"), { qty: 3 });
    await addDish(c.token, await menuPick("Burgers"), { qty: 1 });
    expect((await call(applyPromo, { bearer: c.token, body: { code: "order5" } })).json.data.promo.applied).toBe(true);
    await deliverTo(c.token, { address: "221B Baker Street, London NW1 6XE" });
    const { orderId, amountPence } = await payForBasket(c.token, { tipPence: 250 });
    const order = await getDb().order.findUniqueOrThrow({
      where: { id: orderId },
      include: { lines: { orderBy: { totalPence: "desc" } } },
    });
    expect(order.discountPence).toBeGreaterThan(0);
    await acceptOf(cook.token, orderId);
    const pizzas = order.lines[0]!;
    const refunded = (body: Record<string, unknown>) =>
      call(refund, {
        bearer: owner.token,
        params: { id: orderId },
        body,
        headers: { "idempotency-key": randomUUID() },
      });
    expect((await refunded({ lineIds: [pizzas.id], reason: "Burnt" })).status).toBe(201);
    expect((await refunded({ amount: 0.37, reason: "Cold chips" })).status).toBe(201);

    const cancelled = await call(orderStatus, {
      method: "PATCH",
      bearer: cook.token,
      params: { id: orderId },
      body: { status: "cancelled", reason: "The rider crashed" },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const refunds = await getDb().refund.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } });
    const left = amountPence - (pizzas.totalPence - pizzas.discountPence) - 37;
    expect(refunds.map((r) => [r.amountPence, r.tipPence])).toEqual([
      [pizzas.totalPence - pizzas.discountPence, 0],
      [37, 0],
      [left, 250],
    ]);
    expect(refunds.reduce((s, r) => s + r.amountPence, 0)).toBe(amountPence);
    const last = refunds[2]!;
    expect(last).toMatchObject({ adminId: cook.admin.id, reason: "The rider crashed" });
    const entry = await getDb().auditEntry.findFirstOrThrow({
      where: { targetId: orderId, action: "order.cancelled" },
    });
    expect(entry).toMatchObject({ actorUsername: "board-cook", reason: "The rider crashed" });
    expect(entry.after).toEqual({ status: "cancelled", refundedPence: left, refundId: last.id, tipPence: 250 });
  });
});

describe("the customer's e-mail (decision 115): only for the roles that handle customers", () => {
  type BoardRow = { _id: string; customer: { email?: string }; matchesSearch?: boolean };
  let manager: Awaited<ReturnType<typeof createAdmin>>;
  let order: { orderId: string };
  let other: { orderId: string };
  const email = `mail-only-${randomUUID().slice(0, 8)}@example.co.uk`;

  beforeAll(async () => {
    manager = await createAdmin("board-manager", { role: "manager", twoFactor: false });
    order = await placeOrder((await createCustomer({ email })).token);
    other = await newOrder();
  });

  const boardOf = async (token: string, q?: string) => {
    const res = await call(board, {
      bearer: token,
      path: q === undefined ? undefined : `/api/test?q=${encodeURIComponent(q)}`,
    });
    expect(res.status, res.text).toBe(200);
    return { text: res.text, rows: res.json.data as BoardRow[] };
  };

  it("the kitchen's board has the name and phone but no e-mail; the owner's and the manager's have it", async () => {
    const kitchen = await boardOf(cook.token);
    const row = kitchen.rows.find((o) => o._id === order.orderId)!;
    expect(row.customer).not.toHaveProperty("email");
    expect(row).toMatchObject({ contact: { name: "Sam Taylor", phone: "+447911123456" } });
    expect(kitchen.text).not.toContain(email);
    for (const member of [owner, manager]) {
      const { rows } = await boardOf(member.token);
      expect(rows.find((o) => o._id === order.orderId)!.customer.email).toBe(email);
    }
  });

  it("the kitchen still finds the order by the e-mail it is not sent: the server searches it", async () => {
    const { text, rows } = await boardOf(cook.token, `  ${email.toUpperCase()} `);
    expect(text).not.toContain(email);
    // Every order still comes back, for the board's rings; each says whether it matches.
    expect(rows.find((o) => o._id === order.orderId)!.matchesSearch).toBe(true);
    expect(rows.find((o) => o._id === other.orderId)!.matchesSearch).toBe(false);
    // Without a search nothing is said of matching.
    expect((await boardOf(cook.token)).rows.every((o) => !("matchesSearch" in o))).toBe(true);
  });

  it("the order's page answers the kitchen without the e-mail, the manager with it", async () => {
    const forCook = await call(orderPage, { bearer: cook.token, params: { id: order.orderId } });
    expect(forCook.status, forCook.text).toBe(200);
    expect(forCook.json.data.customer).not.toHaveProperty("email");
    expect(forCook.text).not.toContain(email);
    const forManager = await call(orderPage, { bearer: manager.token, params: { id: order.orderId } });
    expect(forManager.json.data.customer.email).toBe(email);
  });
});
