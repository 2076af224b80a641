import { beforeAll, describe, expect, it } from "vitest";
import { GET as listAudit } from "@/app/api/adminauth/audit/route";
import { POST as clearCash } from "@/app/api/adminauth/customers/[id]/cash/route";
import { GET as deliveries } from "@/app/api/adminauth/deliveries/route";
import { PATCH as changeStatus } from "@/app/api/adminauth/orderStatus/[id]/route";
import { POST as markPaid } from "@/app/api/adminauth/orders/[id]/paid/route";
import { POST as reject } from "@/app/api/adminauth/orders/[id]/reject/route";
import { GET as getOrder } from "@/app/api/adminauth/orders/[id]/route";
import { GET as board } from "@/app/api/adminauth/orders/route";
import { GET as settings, PUT as saveSettings } from "@/app/api/adminauth/store/settings/route";
import { GET as customers } from "@/app/api/adminauth/Userdetail/route";
import { POST as applyPromo } from "@/app/api/cart/applyPromo/route";
import { GET as cartDetail } from "@/app/api/cart/cartdetail/route";
import { POST as createOrder } from "@/app/api/cart/create_order/route";
import { POST as setFulfilment } from "@/app/api/cart/fulfilment/route";
import { GET as myOrders } from "@/app/api/cart/userOreder/route";
import { GET as methods } from "@/app/api/checkout/methods/route";
import { getDb } from "@/lib/platform/db";
import { createAdmin, createCustomer, freshDeliveringShop, type menuPick } from "../factories";
import { clearOutbox, readOutbox } from "../outbox";
import { seedOrder5 } from "../promotions";
import { addDish, deliverTo } from "../checkout-steps";
import { call } from "../request";
import { ROOMY_SETTINGS } from "../store-settings";

// Cash on delivery and pay at collection (decision 030): the owner's settings, the order placed at
// once and due, marked paid by the kitchen or the rider, no refund when it never was, offers
// honoured only once paid, and the guard against orders nobody collects.

type Menu = Awaited<ReturnType<typeof menuPick>>;
let pizzas: Menu;
let owner: string;

beforeAll(async () => {
  pizzas = await freshDeliveringShop();
  await seedOrder5();
  owner = (await createAdmin()).token;
});

const saveCash = (
  token: string,
  cash: { cashOnDelivery?: boolean; payAtCollection?: boolean; cashMaxOrder?: number },
) =>
  call(saveSettings, {
    method: "PUT",
    bearer: token,
    body: { ...ROOMY_SETTINGS, ...cash },
  });

/** A customer with `qty` large pizzas in the basket, for delivery to an address or for collection. */
async function basketOf(
  qty: number,
  fulfilment: "delivery" | "collection" = "delivery",
  customer?: Awaited<ReturnType<typeof createCustomer>>,
) {
  const c = customer ?? (await createCustomer());
  await addDish(c.token, pizzas, { qty });
  if (fulfilment === "collection") {
    expect(
      (await call(setFulfilment, { bearer: c.token, body: { fulfilment: "collection", slot: null } })).status,
    ).toBe(200);
  } else {
    await deliverTo(c.token, { address: "221B Baker Street, London NW1 6XE" });
  }
  return c;
}

const payCash = (token: string, extra: Record<string, unknown> = {}) =>
  call(createOrder, { bearer: token, body: { method: "cash", ...extra } });
const cashOption = async (token: string) =>
  (
    (await call(methods, { bearer: token })).json.data as {
      method: string;
      available: boolean;
      reason: string | null;
      label: string;
    }[]
  ).find((m) => m.method === "cash")!;

describe("cash settings", () => {
  it("are the owner's: saved with two-factor and audited, refused to a manager and to an owner without two-factor", async () => {
    const manager = (await createAdmin(undefined, { role: "manager" })).token;
    const ownerWithout = (await createAdmin(undefined, { twoFactor: false })).token;
    expect((await call(settings, { bearer: owner })).json.data).toMatchObject({
      cashOnDelivery: false,
      payAtCollection: false,
      cashMaxOrder: 40,
    });

    const byManager = await saveCash(manager, { cashOnDelivery: true });
    expect(byManager.status).toBe(403);
    const without = await saveCash(ownerWithout, { cashOnDelivery: true });
    expect(without.status).toBe(403);
    expect(without.json.data).toMatchObject({ twoFactorNeeded: true });
    expect((await call(settings, { bearer: owner })).json.data.cashOnDelivery).toBe(false);
    // The rest of the form is the manager's: sent with the cash fields unchanged, it saves.
    expect((await saveCash(manager, { cashOnDelivery: false, cashMaxOrder: 40 })).status).toBe(200);

    const saved = await saveCash(owner, { cashOnDelivery: true, payAtCollection: false, cashMaxOrder: 40 });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({ cashOnDelivery: true, payAtCollection: false, cashMaxOrder: 40 });
    const audit = (await call(listAudit, { bearer: owner })).json.data as {
      entries: { action: string; before: unknown; after: unknown }[];
    };
    expect(audit.entries.find((e) => e.action === "payments.settings")).toMatchObject({
      before: { cashOnDelivery: false, payAtCollection: false, cashMaxOrder: 40 },
      after: { cashOnDelivery: true, payAtCollection: false, cashMaxOrder: 40 },
    });
    const bad = await saveCash(owner, { cashMaxOrder: 2 });
    expect(bad.status).toBe(400);
    expect(bad.json.data.cashMaxOrder).toMatch(/from 5\.00 to 1,000\.00/);
  });
});

describe("cash orders", () => {
  it("cash on delivery: placed at once and due, on the board and the rider's list, marked paid once by the kitchen", async () => {
    await saveCash(owner, { cashOnDelivery: true, payAtCollection: false, cashMaxOrder: 40 });
    await clearOutbox();
    const c = await basketOf(1);
    expect(await cashOption(c.token)).toMatchObject({ label: "Cash on delivery", available: true, reason: null });
    const res = await payCash(c.token);
    expect(res.status, res.text).toBe(200);
    const total = (await getDb().order.findUniqueOrThrow({ where: { id: res.json.data.orderId } })).grandTotalPence;
    expect(res.json.data).toEqual({ provider: "cash", orderId: expect.any(String), amount: total, placed: true });
    expect(res.json.message).toBe("Order placed");
    const orderId = res.json.data.orderId as string;

    const order = await getDb().order.findUniqueOrThrow({ where: { id: orderId }, include: { payments: true } });
    expect(order).toMatchObject({ status: "placed", paymentMethod: "cash", paidAt: null, tipPence: 0 });
    expect(order.payments).toEqual([
      expect.objectContaining({ provider: "cash", status: "created", amountPence: total }),
    ]);
    expect((await call(cartDetail, { bearer: c.token })).json.data.Iteam).toEqual([]);
    const mine = (await call(myOrders, { bearer: c.token })).json.data[0];
    expect(mine).toMatchObject({
      _id: orderId,
      paymentStatus: "due",
      paymentMethod: "cash",
      amountDue: total / 100,
      tip: 0,
    });
    const mail = (await readOutbox()).find((m) => m.subject.startsWith("We have your ") && m.text.includes(orderId))!;
    expect(mail.text).toContain("To pay in cash on delivery");

    const onBoard = ((await call(board, { bearer: owner })).json.data as { _id: string }[]).find(
      (o) => o._id === orderId,
    );
    expect(onBoard).toMatchObject({
      paymentMethod: "cash",
      paymentStatus: "due",
      amountDue: total / 100,
      paidAt: null,
    });

    // Out with the rider, who sees what to collect and may mark it taken.
    await call(changeStatus, {
      method: "PATCH",
      bearer: owner,
      params: { id: orderId },
      body: { status: "preparing" },
    });
    await call(changeStatus, {
      method: "PATCH",
      bearer: owner,
      params: { id: orderId },
      body: { status: "out_for_delivery" },
    });
    const rider = (await createAdmin(undefined, { role: "rider", twoFactor: false })).token;
    const listed = (
      (await call(deliveries, { bearer: rider })).json.data.deliveries as { _id: string; due: number }[]
    ).find((d) => d._id === orderId);
    expect(listed?.due).toBe(total / 100);
    // Only the confirmation said how much cash to have ready; the mail that says the rider is on
    // the way, read at the door, did not.
    const onItsWay = (await readOutbox()).find((m) => m.subject.endsWith("is on its way") && m.text.includes(orderId))!;
    expect(onItsWay.text).toContain(`Please have £${(total / 100).toFixed(2)} ready in cash for the rider.`);

    const kitchen = (await createAdmin(undefined, { role: "kitchen", twoFactor: false })).token;
    expect((await call(markPaid, { bearer: c.token, params: { id: orderId } })).status).toBe(403);
    const paid = await call(markPaid, { bearer: kitchen, params: { id: orderId } });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json.data).toMatchObject({ _id: orderId, paymentStatus: "success", amount: total / 100 });
    const again = await call(markPaid, { bearer: rider, params: { id: orderId } });
    expect(again.status).toBe(200);
    expect(again.json.data.paidAt).toBe(paid.json.data.paidAt);
    expect(again.json.message).toBe("Already marked paid");
    const detail = (await call(getOrder, { bearer: owner, params: { id: orderId } })).json.data;
    expect(detail).toMatchObject({ paymentStatus: "success", amountDue: 0, paid: total / 100 });
    const audit = (await call(listAudit, { bearer: owner })).json.data as {
      entries: { action: string; targetId: string | null; targetName: string | null }[];
    };
    const { number } = await getDb().order.findUniqueOrThrow({ where: { id: orderId }, select: { number: true } });
    // Named as staff say it, so the owner reading the trail need not look the id up.
    expect(
      audit.entries.filter((e) => e.action === "order.cash-paid" && e.targetId === orderId).map((e) => e.targetName),
    ).toEqual([`#${number}`, `#${number}`]);
  });

  it("refuses cash where the owner has not turned it on, over the cap, and with a tip, with the reason and nothing written", async () => {
    await saveCash(owner, { cashOnDelivery: true, payAtCollection: false, cashMaxOrder: 20 });
    const collecting = await basketOf(1, "collection");
    const off = await payCash(collecting.token);
    expect(off.status).toBe(409);
    expect(off.json.message).toBe("The shop does not take cash at collection for online orders.");
    expect(off.json.errors).toEqual([{ field: "method", message: off.json.message }]);
    expect(off.json.data).toEqual({ method: off.json.message });
    expect(await cashOption(collecting.token)).toMatchObject({
      label: "Pay at collection (cash)",
      available: false,
      reason: off.json.message,
    });

    const big = await basketOf(2);
    const over = await payCash(big.token);
    expect(over.status).toBe(409);
    expect(over.json.message).toMatch(
      /^Cash is taken for orders up to £20\.00; this order is £\d+\.\d\d\. Please pay by card\.$/,
    );

    const small = await basketOf(1);
    await saveCash(owner, { cashMaxOrder: 40 });
    const tipped = await payCash(small.token, { tip: 2 });
    expect(tipped.status).toBe(400);
    expect(tipped.json.data.tip).toBe("Tips are added to card payments. Choose no tip to pay cash.");
    for (const c of [collecting, big, small])
      expect(await getDb().order.count({ where: { customerId: c.customer.id } })).toBe(0);

    // Pay at collection, once turned on.
    await saveCash(owner, { payAtCollection: true });
    const collected = await payCash(collecting.token);
    expect(collected.status, collected.text).toBe(200);
    const mail = (await readOutbox()).find(
      (m) => m.text.includes(collected.json.data.orderId) && m.subject.startsWith("We have your "),
    )!;
    expect(mail.text).toContain("To pay in cash when you collect");
    const collectedId = collected.json.data.orderId as string;
    for (const status of ["preparing", "ready_for_collection"]) {
      await call(changeStatus, { method: "PATCH", bearer: owner, params: { id: collectedId }, body: { status } });
    }
    const { grandTotalPence, number } = await getDb().order.findUniqueOrThrow({ where: { id: collectedId } });
    const ready = (await readOutbox()).find((m) => m.subject === `Order #${number} is ready to collect`)!;
    expect(ready.text).toContain(
      `Please bring £${(grandTotalPence / 100).toFixed(2)} in cash: you pay when you collect.`,
    );
  });

  it("needs no refund when a cash order not paid is rejected or cancelled", async () => {
    await saveCash(owner, { cashOnDelivery: true, payAtCollection: true, cashMaxOrder: 40 });
    await clearOutbox();
    const first = await basketOf(1);
    const rejectedId = (await payCash(first.token)).json.data.orderId as string;
    const rejected = await call(reject, {
      bearer: owner,
      params: { id: rejectedId },
      body: { reason: "We have run out of dough" },
    });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.json.data.refunded).toBe(0);
    const second = await basketOf(1);
    const cancelledId = (await payCash(second.token)).json.data.orderId as string;
    expect(
      (
        await call(changeStatus, {
          method: "PATCH",
          bearer: owner,
          params: { id: cancelledId },
          body: { status: "cancelled", reason: "Oven broke" },
        })
      ).status,
    ).toBe(200);
    expect(await getDb().refund.count({ where: { orderId: { in: [rejectedId, cancelledId] } } })).toBe(0);
    // Refused or cancelled before it was cooked: the shop's doing, not a cash order left uncollected.
    expect(
      (await getDb().order.findMany({ where: { id: { in: [rejectedId, cancelledId] } } })).map(
        (o) => o.cashNotCollectedAt,
      ),
    ).toEqual([null, null]);
    const mails = await readOutbox();
    const rejectedNumber = (await getDb().order.findUniqueOrThrow({ where: { id: rejectedId } })).number;
    const rejectedMail = mails.find((m) => m.subject === `Sorry, we could not take order #${rejectedNumber}`)!;
    expect(rejectedMail.text).toContain("The reason: We have run out of dough");
    expect(rejectedMail.text).toContain("You have not paid for it, so there is nothing to refund.");
    expect((await call(markPaid, { bearer: owner, params: { id: cancelledId } })).status).toBe(409);
    expect(
      ((await call(myOrders, { bearer: second.token })).json.data[0] as { paymentStatus: string }).paymentStatus,
    ).toBe("unpaid");
  });

  it("honours a first-order offer on a cash order only once it is paid: held while due, back if the order is cancelled unpaid", async () => {
    await saveCash(owner, { cashOnDelivery: true, payAtCollection: true, cashMaxOrder: 40 });
    const c = await basketOf(1);
    const applied = await call(applyPromo, { bearer: c.token, body: { code: "ORDER5" } });
    expect(applied.json.data.promo).toMatchObject({ code: "ORDER5", applied: true });
    const first = (await payCash(c.token)).json.data.orderId as string;
    expect((await getDb().order.findUniqueOrThrow({ where: { id: first } })).promoCode).toBe("ORDER5");

    // While it is due, the next basket may not have it again.
    await basketOf(1, "delivery", c);
    const held = await call(applyPromo, { bearer: c.token, body: { code: "ORDER5" } });
    expect(held.json.data.promo).toMatchObject({
      applied: false,
      message: expect.stringMatching(
        /^ORDER5 is held for your cash order from \d\d:\d\d until that order is paid or cancelled\.$/,
      ),
    });

    // Cancelled unpaid: the offer was never honoured, so it is the customer's again.
    await call(changeStatus, { method: "PATCH", bearer: owner, params: { id: first }, body: { status: "cancelled" } });
    expect((await call(applyPromo, { bearer: c.token, body: { code: "ORDER5" } })).json.data.promo).toMatchObject({
      applied: true,
    });
    const second = (await payCash(c.token)).json.data.orderId as string;
    expect((await call(markPaid, { bearer: owner, params: { id: second } })).status).toBe(200);

    // Paid: used, and the customer has had a first order.
    await basketOf(1, "delivery", c);
    expect((await call(applyPromo, { bearer: c.token, body: { code: "ORDER5" } })).json.data.promo).toEqual({
      code: "ORDER5",
      applied: false,
      message: "ORDER5 is for your first order only.",
    });
  });

  it("stops cash for a customer with two cash orders never collected, until the owner clears it", async () => {
    await saveCash(owner, { cashOnDelivery: true, payAtCollection: true, cashMaxOrder: 40 });
    const c = await createCustomer();
    for (const fulfilment of ["delivery", "collection"] as const) {
      await basketOf(1, fulfilment, c);
      const id = (await payCash(c.token)).json.data.orderId as string;
      const handedOver = fulfilment === "delivery" ? "out_for_delivery" : "ready_for_collection";
      await call(changeStatus, { method: "PATCH", bearer: owner, params: { id }, body: { status: "preparing" } });
      await call(changeStatus, { method: "PATCH", bearer: owner, params: { id }, body: { status: handedOver } });
      await call(changeStatus, {
        method: "PATCH",
        bearer: owner,
        params: { id },
        body: { status: "cancelled", reason: "Nobody answered the door" },
      });
      expect((await getDb().order.findUniqueOrThrow({ where: { id } })).cashNotCollectedAt).not.toBeNull();
    }
    await basketOf(1, "delivery", c);
    const blocked = await payCash(c.token);
    expect(blocked.status).toBe(409);
    expect(blocked.json.message).toBe(
      "Cash is not available on your account because earlier cash orders were not collected. Pay by card, or call the shop.",
    );
    expect((await cashOption(c.token)).available).toBe(false);
    const listed = (
      (await call(customers, { bearer: owner })).json.data as {
        _id: string;
        cashNotCollected: number;
        cashBlocked: boolean;
      }[]
    ).find((x) => x._id === c.customer.id);
    expect(listed).toMatchObject({ cashNotCollected: 2, cashBlocked: true });

    const manager = (await createAdmin(undefined, { role: "manager" })).token;
    expect((await call(clearCash, { bearer: manager, params: { id: c.customer.id } })).status).toBe(403);
    const cleared = await call(clearCash, { bearer: owner, params: { id: c.customer.id } });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.json.data).toEqual({ _id: c.customer.id, cashNotCollected: 0, cashBlocked: false });
    expect((await cashOption(c.token)).available).toBe(true);
    expect((await payCash(c.token)).status).toBe(200);
    const audit = (await call(listAudit, { bearer: owner })).json.data as {
      entries: { action: string; targetId: string | null; before: unknown }[];
    };
    expect(
      audit.entries.find((e) => e.action === "customer.cash-cleared" && e.targetId === c.customer.id),
    ).toMatchObject({ before: { cashNotCollected: 2 } });
  });
});
