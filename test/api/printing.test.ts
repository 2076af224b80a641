import net from "node:net";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as accept } from "@/app/api/adminauth/orders/[id]/accept/route";
import { POST as reprint } from "@/app/api/adminauth/orders/[id]/print/route";
import { POST as refund } from "@/app/api/adminauth/orders/[id]/refund/route";
import { GET as adminOrder } from "@/app/api/adminauth/orders/[id]/route";
import { POST as reject } from "@/app/api/adminauth/orders/[id]/reject/route";
import { PATCH as orderStatus } from "@/app/api/adminauth/orderStatus/[id]/route";
import { DELETE as removePrinter, PATCH as editPrinter } from "@/app/api/adminauth/printers/[id]/route";
import { GET as listPrinters, POST as addPrinter } from "@/app/api/adminauth/printers/route";
import { PUT as putSettings } from "@/app/api/adminauth/store/settings/route";
import { getDb } from "@/lib/platform/db";
import { formatMoney, toMinor } from "@/lib/platform/money";
import { createPrinter, updatePrinter } from "@/lib/printing";
import { MEDIA_TYPES } from "@/lib/printing/shared";
import { loadStoreRules } from "@/lib/shop";
import { bridgeOnce } from "../../scripts/printing/bridge";
import type { CloudPrntClient } from "../../scripts/printing/cloudprnt-client";
import { decodeTicket } from "../../scripts/printing/decode-ticket";
import { createAdmin, createCustomer, menuPick, seedDeliveringShop } from "../factories";
import { placeOrder } from "../place-order";
import { printerClient, routeSend } from "../printing/cloudprnt-send";
import { ovenPrinter } from "../printing/oven-printer";
import { call } from "../request";
import { ROOMY_SETTINGS } from "../store-settings";

// Kitchen printing (issue 23, decision 029): a simulated CloudPRNT printer speaking to the
// routes, a bridge writing to a TCP listener, and the tickets read back as text.

let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  await seedDeliveringShop();
  admin = await createAdmin("printing");
});

afterEach(async () => {
  vi.useRealTimers();
  // Each case sets up the printers it speaks of.
  await getDb().printer.deleteMany();
});

type Setup = { url: string; username: string; password: string };

async function newPrinter(body: Record<string, unknown>): Promise<{ id: string; setup: Setup }> {
  const res = await call(addPrinter, {
    bearer: admin.token,
    body: { protocol: "cloudprnt", purposes: ["kitchen"], ...body },
  });
  expect(res.status, res.text).toBe(201);
  return { id: res.json.data.printer._id, setup: res.json.data.setup };
}

async function newOrder() {
  const c = await createCustomer();
  return placeOrder(c.token);
}

const acceptOf = (id: string, prepMinutes = 20) =>
  call(accept, { bearer: admin.token, params: { id }, body: { prepMinutes } });

/** Everything a printer prints until nothing waits: the decoded text of each job. */
async function printAll(client: CloudPrntClient, accepts: string[] = [MEDIA_TYPES.starprnt, MEDIA_TYPES.text]) {
  const printed: string[] = [];
  for (let round = 0; round < 20; round++) {
    const done = await client.runOnce(accepts, async ({ type, bytes }) => {
      printed.push(type === MEDIA_TYPES.starprnt ? decodeTicket(bytes, "star-prnt") : new TextDecoder().decode(bytes));
      return "200 OK";
    });
    if (!done) return printed;
  }
  throw new Error("the printer was offered jobs without end");
}

describe("jobs made when an order is accepted", () => {
  it("prints an accepted order once on each printer that takes it, each purpose once", async () => {
    const oven = await newPrinter({ name: "Oven" });
    const counter = await newPrinter({ name: "Counter", purposes: ["kitchen", "receipt"], copies: 2 });
    const order = await newOrder();

    // Placed, not yet accepted: nothing prints.
    expect(await printAll(printerClient(oven.setup))).toEqual([]);
    expect((await acceptOf(order.orderId)).status).toBe(200);

    const ovenTickets = await printAll(printerClient(oven.setup));
    expect(ovenTickets).toHaveLength(1);
    expect(ovenTickets[0]).toContain(`Order ${order.orderNumber}`);
    const counterTickets = await printAll(printerClient(counter.setup));
    expect(counterTickets).toHaveLength(2);
    // Two copies in each job, each cut.
    expect(counterTickets.every((t) => t.split("cut -----").length - 1 === 2)).toBe(true);
    expect(counterTickets.some((t) => t.includes("Includes VAT"))).toBe(true);

    // Asked again (a second poll, a retried acceptance), nothing prints twice.
    expect(await printAll(printerClient(oven.setup))).toEqual([]);
    const jobs = await getDb().printJob.findMany({ where: { orderId: order.orderId } });
    expect(jobs.map((j) => j.status)).toEqual(["printed", "printed", "printed"]);
    expect((await acceptOf(order.orderId)).status).toBe(409);
    const { makePrintJobs } = await import("@/lib/printing");
    expect(await getDb().$transaction((tx) => makePrintJobs(tx, order.orderId, new Date()))).toBe(0);
  });

  it("prints an order the spec's clients move straight to preparing, and not one rejected", async () => {
    const oven = await newPrinter({ name: "Oven" });
    const straight = await newOrder();
    const res = await call(orderStatus, {
      method: "PATCH",
      bearer: admin.token,
      params: { id: straight.orderId },
      body: { status: "preparing" },
    });
    expect(res.status).toBe(200);
    expect(await printAll(printerClient(oven.setup))).toHaveLength(1);
    const refused = await newOrder();
    expect(
      (await call(reject, { bearer: admin.token, params: { id: refused.orderId }, body: { reason: "Oven broken" } }))
        .status,
    ).toBe(200);
    expect(await printAll(printerClient(oven.setup))).toEqual([]);
    expect(await getDb().printJob.count({ where: { orderId: refused.orderId } })).toBe(0);
  });

  /** An order for a slot three hours ahead of a clock of our own, near today's (sessions are live), on a round hour. */
  async function orderForLater(fulfilment: "delivery" | "collection") {
    const order = await newOrder();
    const now = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
    const slot = new Date(now.getTime() + 3 * 3_600_000);
    await getDb().order.update({ where: { id: order.orderId }, data: { slotStart: slot, fulfilment } });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
    return { ...order, slot };
  }

  it("prints a delivery for a later slot at slot − the checkout's lead (cooking and the ride, busy and zone minutes), not when it is accepted", async () => {
    const oven = await newPrinter({ name: "Oven" });
    const order = await orderForLater("delivery");
    const { deliveryZone } = await getDb().order.findUniqueOrThrow({ where: { id: order.orderId } });
    const zone = await getDb().deliveryZone.findUniqueOrThrow({ where: { name: deliveryZone! } });
    // The kitchen is running 10 minutes behind and the zone is 15 minutes further out, as the
    // checkout counted them when it offered the slot: 45 + 10 + 15 minutes before it.
    const busy = await call(putSettings, { bearer: admin.token, body: { ...ROOMY_SETTINGS, busyExtraMinutes: 10 } });
    expect(busy.status, busy.text).toBe(200);
    await getDb().deliveryZone.update({ where: { id: zone.id }, data: { extraMinutes: 15 } });
    try {
      expect((await acceptOf(order.orderId)).status).toBe(200);
    } finally {
      await call(putSettings, { bearer: admin.token, body: ROOMY_SETTINGS });
      await getDb().deliveryZone.update({ where: { id: zone.id }, data: { extraMinutes: zone.extraMinutes } });
    }
    const printAt = new Date(order.slot.getTime() - (ROOMY_SETTINGS.deliveryMinutes + 10 + 15) * 60_000);
    const job = await getDb().printJob.findFirstOrThrow({ where: { orderId: order.orderId } });
    expect(job.printAt.toISOString()).toBe(printAt.toISOString());

    const client = printerClient(oven.setup);
    expect(await client.poll()).toEqual({ jobReady: false });
    vi.setSystemTime(new Date(printAt.getTime() - 1000));
    expect(await client.poll()).toEqual({ jobReady: false });
    vi.setSystemTime(printAt);
    expect(await printAll(client)).toHaveLength(1);
  });

  it("prints a collection for a later slot at slot − the checkout's lead for it (prep and busy minutes)", async () => {
    await newPrinter({ name: "Oven" });
    const order = await orderForLater("collection");
    // The kitchen is 15 minutes behind: the checkout offered the slot only prep + 15 minutes
    // ahead, and a ticket at slot − prep would join a queue 15 minutes deep.
    const busy = await call(putSettings, { bearer: admin.token, body: { ...ROOMY_SETTINGS, busyExtraMinutes: 15 } });
    expect(busy.status, busy.text).toBe(200);
    try {
      expect((await acceptOf(order.orderId)).status).toBe(200);
    } finally {
      await call(putSettings, { bearer: admin.token, body: ROOMY_SETTINGS });
    }
    const { prepMinutes } = await loadStoreRules();
    const job = await getDb().printJob.findFirstOrThrow({ where: { orderId: order.orderId } });
    expect(job.printAt.toISOString()).toBe(new Date(order.slot.getTime() - (prepMinutes + 15) * 60_000).toISOString());
  });

  it("sends only a printer's categories to it, and nothing when the order has none of them", async () => {
    const pizzas = await menuPick("Pizzas");
    const drinks = await menuPick("Cold drinks");
    const oven = await newPrinter({ name: "Oven", categoryIds: [pizzas.category.id] });
    const bar = await newPrinter({ name: "Bar", categoryIds: [drinks.category.id] });
    const pizzaOnly = await newOrder();
    const mixed = await newOrder();
    const drinkPrice = drinks.item.prices[0]!;
    await getDb().orderLine.create({
      data: {
        orderId: mixed.orderId,
        categoryItemId: drinks.item.id,
        itemName: drinks.item.name,
        size: drinkPrice.size,
        qty: 3,
        unitPricePence: drinkPrice.pricePence,
        totalPence: drinkPrice.pricePence * 3,
      },
    });
    await acceptOf(pizzaOnly.orderId);
    await acceptOf(mixed.orderId);

    const ovenTickets = await printAll(printerClient(oven.setup));
    expect(ovenTickets).toHaveLength(2);
    expect(ovenTickets.join("\n")).not.toContain(drinks.item.name);
    const barTickets = await printAll(printerClient(bar.setup));
    expect(barTickets).toHaveLength(1);
    expect(barTickets[0]).toContain(`3 × ${drinks.item.name}`);
    expect(barTickets[0]).toContain(`Order ${mixed.orderNumber}`);
    expect(barTickets[0]).not.toContain(pizzas.item.name);
  });
});

describe("an order cancelled or rejected", () => {
  /** A pre-order for two hours ahead, accepted now on a round hour of the test's own clock. */
  async function acceptedPreOrder() {
    const order = await newOrder();
    const now = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
    const slot = new Date(now.getTime() + 2 * 3_600_000);
    await getDb().order.update({ where: { id: order.orderId }, data: { slotStart: slot } });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
    expect((await acceptOf(order.orderId)).status).toBe(200);
    return { ...order, now, slot };
  }

  it("does not print a pre-order accepted and then cancelled before its print time: its jobs are withdrawn", async () => {
    const oven = await newPrinter({ name: "Oven" });
    const order = await acceptedPreOrder();
    // The customer rings to cancel half an hour later; the order is refunded.
    vi.setSystemTime(new Date(order.now.getTime() + 30 * 60_000));
    const cancelled = await call(orderStatus, {
      method: "PATCH",
      bearer: admin.token,
      params: { id: order.orderId },
      body: { status: "cancelled", reason: "Customer rang to cancel" },
    });
    expect(cancelled.status, cancelled.text).toBe(200);

    // The ticket's print time comes, and the kitchen gets nothing to cook.
    const { printAt } = await getDb().printJob.findFirstOrThrow({ where: { orderId: order.orderId } });
    vi.setSystemTime(printAt);
    expect(await printAll(printerClient(oven.setup))).toEqual([]);
    const jobs = await getDb().printJob.findMany({ where: { orderId: order.orderId } });
    expect(jobs.map((j) => j.status)).toEqual(["cancelled"]);
    // Withdrawn is not the printer's failure: the printer list counts neither.
    const list = await call(listPrinters, { bearer: admin.token });
    expect(list.json.data.printers[0]).toMatchObject({ queuedJobs: 0, failedJobs: 0 });
  });

  it("leaves a ticket already printed as printed, and withdraws one offered and not yet confirmed", async () => {
    const oven = await newPrinter({ name: "Oven" });
    const till = await newPrinter({ name: "Till", purposes: ["receipt"] });
    const order = await newOrder();
    expect((await acceptOf(order.orderId)).status).toBe(200);
    expect(await printAll(printerClient(oven.setup))).toHaveLength(1);
    const tillClient = printerClient(till.setup);
    const offer = await tillClient.poll();
    if (!offer.jobReady) throw new Error("no receipt offered");

    const cancelled = await call(orderStatus, {
      method: "PATCH",
      bearer: admin.token,
      params: { id: order.orderId },
      body: { status: "cancelled" },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    // The till comes back for the receipt it was offered: there is none, and its late
    // confirmation changes nothing.
    await expect(tillClient.fetchJob(offer.jobToken, MEDIA_TYPES.text)).rejects.toThrow(/404/);
    expect(await tillClient.confirm(offer.jobToken)).toEqual({ outcome: "already-done" });
    const jobs = await getDb().printJob.findMany({
      where: { orderId: order.orderId },
      select: { purpose: true, status: true, isVoid: true },
      orderBy: [{ purpose: "asc" }, { isVoid: "asc" }],
    });
    expect(jobs).toEqual([
      { purpose: "kitchen", status: "printed", isVoid: false },
      { purpose: "kitchen", status: "queued", isVoid: true },
      { purpose: "receipt", status: "cancelled", isVoid: false },
    ]);

    // The ticket on the kitchen's rail is called off by a slip from the printer that printed it;
    // the till, whose receipt never printed, gets none; and the slip prints once.
    const [slip, ...more] = await printAll(printerClient(oven.setup));
    expect(more).toEqual([]);
    expect(slip).toMatch(/^\s*\*\*\* CANCELLED \*\*\*\s*\n\s*DO NOT MAKE\s*\n/);
    expect(slip).toContain(`Order ${order.orderNumber}`);
    expect(slip).toMatch(/\n\d+ × /);
    expect(slip).not.toMatch(/PAID|£|Tel /);
    expect(await printAll(tillClient)).toEqual([]);
    expect(await printAll(printerClient(oven.setup))).toEqual([]);
  });

  it("calls off a kitchen ticket offered and maybe printed but not confirmed, and none for a job never offered", async () => {
    const oven = await newPrinter({ name: "Oven" });
    const bar = await newPrinter({ name: "Bar" });
    const order = await newOrder();
    expect((await acceptOf(order.orderId)).status).toBe(200);
    // The oven took its ticket and went quiet before confirming; the bar never polled.
    const offer = await printerClient(oven.setup).poll();
    if (!offer.jobReady) throw new Error("no ticket offered");
    const cancelled = await call(orderStatus, {
      method: "PATCH",
      bearer: admin.token,
      params: { id: order.orderId },
      body: { status: "cancelled" },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await printAll(printerClient(bar.setup))).toEqual([]);
    const [slip] = await printAll(printerClient(oven.setup));
    expect(slip).toContain("DO NOT MAKE");
    const voids = await getDb().printJob.findMany({ where: { orderId: order.orderId, isVoid: true } });
    expect(voids.map((j) => [j.printerId, j.status])).toEqual([[oven.id, "printed"]]);
  });

  it("withdraws a reprint still queued when the new order is rejected, and reprints no order cancelled or rejected", async () => {
    const oven = await newPrinter({ name: "Oven" });
    const order = await newOrder();
    expect((await call(reprint, { bearer: admin.token, params: { id: order.orderId }, body: {} })).status).toBe(200);
    const rejected = await call(reject, {
      bearer: admin.token,
      params: { id: order.orderId },
      body: { reason: "Oven broken" },
    });
    expect(rejected.status, rejected.text).toBe(200);
    expect(await printAll(printerClient(oven.setup))).toEqual([]);
    expect((await getDb().printJob.findFirstOrThrow({ where: { orderId: order.orderId } })).status).toBe("cancelled");

    const again = await call(reprint, { bearer: admin.token, params: { id: order.orderId }, body: {} });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This order was rejected, so it is not printed again.");
    expect(await getDb().printJob.count({ where: { orderId: order.orderId } })).toBe(1);
  });

  it("never offers a job of an order cancelled without its jobs withdrawn, and withdraws it when polled", async () => {
    const oven = await newPrinter({ name: "Oven" });
    const order = await acceptedPreOrder();
    // As an order cancelled before cancelling withdrew jobs was left: its ticket still queued.
    await getDb().order.update({ where: { id: order.orderId }, data: { status: "cancelled" } });
    const { printAt } = await getDb().printJob.findFirstOrThrow({ where: { orderId: order.orderId } });
    vi.setSystemTime(printAt);
    expect(await printAll(printerClient(oven.setup))).toEqual([]);
    expect((await getDb().printJob.findFirstOrThrow({ where: { orderId: order.orderId } })).status).toBe("cancelled");
  });

  it("passes over an escaped job of a cancelled order to the live ticket behind it, in the same poll", async () => {
    const oven = await newPrinter({ name: "Oven" });
    const cancelled = await acceptedPreOrder();
    await getDb().order.update({ where: { id: cancelled.orderId }, data: { status: "cancelled" } });
    const { printAt } = await getDb().printJob.findFirstOrThrow({ where: { orderId: cancelled.orderId } });
    vi.setSystemTime(printAt);
    const live = await newOrder();
    expect((await acceptOf(live.orderId)).status).toBe(200);

    const client = printerClient(oven.setup);
    const first = await client.poll();
    expect(first.jobReady).toBe(true);
    const jobs = await getDb().printJob.findMany({ where: { orderId: { in: [cancelled.orderId, live.orderId] } } });
    expect(jobs.find((j) => j.orderId === cancelled.orderId)?.status).toBe("cancelled");
    expect(jobs.find((j) => j.orderId === live.orderId)?.status).toBe("offered");
  });
});

describe("the CloudPRNT exchange", () => {
  it("offers a job whose confirmation was lost again after 60 s with the same token, and a late or repeated confirmation prints nothing twice", async () => {
    const oven = await newPrinter({ name: "Oven" });
    const order = await newOrder();
    await acceptOf(order.orderId);
    const client = printerClient(oven.setup);
    const t0 = new Date();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(t0);

    const first = await client.poll();
    if (!first.jobReady) throw new Error("no job offered");
    expect(first.mediaTypes).toEqual([MEDIA_TYPES.starprnt, MEDIA_TYPES.text]);
    await client.fetchJob(first.jobToken, MEDIA_TYPES.starprnt);
    // The DELETE never arrives. Within 60 s the job is not offered again...
    vi.setSystemTime(new Date(t0.getTime() + 30_000));
    expect(await client.poll()).toEqual({ jobReady: false });
    // ...after that it is, with the same token.
    vi.setSystemTime(new Date(t0.getTime() + 61_000));
    const again = await client.poll();
    expect(again).toMatchObject({ jobReady: true, jobToken: first.jobToken });
    expect(await client.confirm(first.jobToken)).toEqual({ outcome: "printed" });
    // The lost confirmation turns up late, or the printer repeats itself: still one print.
    expect(await client.confirm(first.jobToken)).toEqual({ outcome: "already-done" });
    expect(await client.poll()).toEqual({ jobReady: false });
    const job = await getDb().printJob.findFirstOrThrow({ where: { orderId: order.orderId } });
    expect(job).toMatchObject({ status: "printed", attempts: 2, token: first.jobToken, lastCode: "200 OK" });
    expect(job.printedAt?.toISOString()).toBe(new Date(t0.getTime() + 61_000).toISOString());
  });

  it("offers a job the printer could not print again, and gives it up as failed after three tries", async () => {
    const oven = await newPrinter({ name: "Oven" });
    const order = await newOrder();
    await acceptOf(order.orderId);
    const client = printerClient(oven.setup);
    const fail = async () => "520 Paper jam";
    expect(await client.runOnce([MEDIA_TYPES.starprnt], fail)).toMatchObject({ code: "520 Paper jam" });
    expect((await getDb().printJob.findFirstOrThrow({ where: { orderId: order.orderId } })).status).toBe("queued");
    await client.runOnce([MEDIA_TYPES.starprnt], fail);
    await client.runOnce([MEDIA_TYPES.starprnt], fail);
    expect(await client.poll()).toEqual({ jobReady: false });
    const job = await getDb().printJob.findFirstOrThrow({ where: { orderId: order.orderId } });
    expect(job).toMatchObject({ status: "failed", attempts: 3, lastCode: "520 Paper jam" });
    const list = await call(listPrinters, { bearer: admin.token });
    expect(list.json.data.printers[0]).toMatchObject({ queuedJobs: 0, failedJobs: 1 });
  });

  it("offers nothing to a printer reporting trouble, and records what it said", async () => {
    const oven = await newPrinter({ name: "Oven" });
    await acceptOf((await newOrder()).orderId);
    const client = printerClient(oven.setup);
    expect(await client.poll("410 Paper empty")).toEqual({ jobReady: false });
    expect((await getDb().printer.findUniqueOrThrow({ where: { id: oven.id } })).lastStatus).toBe("410 Paper empty");
    expect(await printAll(client)).toHaveLength(1);
  });

  it("refuses wrong or missing credentials with 401 and the Basic scheme, on every method", async () => {
    const oven = await newPrinter({ name: "Oven" });
    const attempts = [
      routeSend(oven.setup.username, "wrong-password"),
      routeSend("printer-nobody", oven.setup.password),
      routeSend("", ""),
    ];
    for (const send of attempts) {
      for (const method of ["POST", "GET", "DELETE"] as const) {
        const res = await send(
          method,
          { mac: "x", type: MEDIA_TYPES.text, code: "200 OK", token: "t" },
          method === "POST" ? {} : undefined,
        );
        expect(res.status, method).toBe(401);
        expect(res.headers.get("www-authenticate")).toMatch(/^Basic realm=/);
      }
    }
    expect((await getDb().printer.findUniqueOrThrow({ where: { id: oven.id } })).lastSeenAt).toBeNull();
    // A customer's or an admin's session is no printer's key either.
    const res = await call((await import("@/app/api/print/cloudprnt/route")).POST, { bearer: admin.token, body: {} });
    expect(res.status).toBe(401);
  });

  it("answers a fetch with no such offered job 404, and an unknown media type 415", async () => {
    const oven = await newPrinter({ name: "Oven" });
    await acceptOf((await newOrder()).orderId);
    const client = printerClient(oven.setup);
    await expect(client.fetchJob("no-such-token", MEDIA_TYPES.text)).rejects.toThrow(/404/);
    const offer = await client.poll();
    if (!offer.jobReady) throw new Error("no job offered");
    await expect(client.fetchJob(offer.jobToken, "application/pdf")).rejects.toThrow(/415/);
    expect((await client.fetchJob(offer.jobToken, MEDIA_TYPES.text)).type).toBe(MEDIA_TYPES.text);
  });
});

describe("printer health", () => {
  it("is online while it polls, and offline once it has missed three poll intervals", async () => {
    const oven = await newPrinter({ name: "Oven", pollSeconds: 10 });
    const t0 = new Date();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(t0);
    const before = await call(listPrinters, { bearer: admin.token });
    expect(before.json.data.printers[0]).toMatchObject({ name: "Oven", online: false, lastSeenAt: null });
    await printerClient(oven.setup).poll();
    vi.setSystemTime(new Date(t0.getTime() + 30_000));
    expect((await call(listPrinters, { bearer: admin.token })).json.data.printers[0]).toMatchObject({
      online: true,
      lastSeenAt: t0.toISOString(),
    });
    vi.setSystemTime(new Date(t0.getTime() + 31_000));
    expect((await call(listPrinters, { bearer: admin.token })).json.data.printers[0]).toMatchObject({ online: false });
  });
});

describe("the admin's printers", () => {
  it("answers the URL, user and password once, keeps only a hash, and edits and removes printers", async () => {
    const res = await call(addPrinter, {
      bearer: admin.token,
      body: { name: "Oven", protocol: "cloudprnt", purposes: ["kitchen", "receipt"] },
    });
    expect(res.status).toBe(201);
    const { printer, setup } = res.json.data;
    expect(setup.url).toMatch(/\/api\/print\/cloudprnt$/);
    expect(setup.username).toBe(printer.username);
    expect(setup.password.length).toBeGreaterThanOrEqual(16);
    const row = await getDb().printer.findUniqueOrThrow({ where: { id: printer._id } });
    expect(row.passwordHash).not.toContain(setup.password);
    const list = await call(listPrinters, { bearer: admin.token });
    expect(list.text).not.toContain(setup.password);
    expect(list.json.data.printers[0]).toMatchObject({
      name: "Oven",
      copies: 1,
      pollSeconds: 5,
      purposes: ["kitchen", "receipt"],
      queuedJobs: 0,
    });

    const edited = await call(editPrinter, {
      method: "PATCH",
      bearer: admin.token,
      params: { id: printer._id },
      body: { name: "Pass", copies: 2 },
    });
    expect(edited.json.data.printer).toMatchObject({ name: "Pass", copies: 2 });
    const removed = await call(removePrinter, { method: "DELETE", bearer: admin.token, params: { id: printer._id } });
    expect(removed.status).toBe(200);
    expect(
      (await call(removePrinter, { method: "DELETE", bearer: admin.token, params: { id: printer._id } })).status,
    ).toBe(404);
    expect(
      (await printerClient(setup)
        .poll()
        .catch((e: Error) => e.message)) as string,
    ).toMatch(/401/);
  });

  it("answers a printer's settings as they were before an edit, for the audit trail, and the printer as edited", async () => {
    const settings = ovenPrinter();
    const { printer: made } = await createPrinter(settings);
    const { before, printer } = await updatePrinter(made.id, { name: "Pass", copies: 2 });
    expect(before).toEqual({ id: made.id, ...settings });
    expect(printer).toMatchObject({ id: made.id, name: "Pass", copies: 2, queuedJobs: 0 });
  });

  it("refuses a printer without a name, purpose or known categories, field by field", async () => {
    const res = await call(addPrinter, {
      bearer: admin.token,
      body: { name: " ", protocol: "fax", purposes: [], copies: 9 },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.data).sort()).toEqual(["copies", "name", "protocol", "purposes"]);
    const unknown = await call(addPrinter, {
      bearer: admin.token,
      body: { name: "Oven", protocol: "cloudprnt", purposes: ["kitchen"], categoryIds: [crypto.randomUUID()] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.data.categoryIds).toBe("Choose categories of the menu.");
  });

  it("reprints an order on request, recorded as a reprint by whoever asked", async () => {
    const oven = await newPrinter({ name: "Oven" });
    const order = await newOrder();
    await acceptOf(order.orderId);
    expect(await printAll(printerClient(oven.setup))).toHaveLength(1);
    const res = await call(reprint, { bearer: admin.token, params: { id: order.orderId }, body: {} });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ _id: order.orderId, jobs: 1 });
    const tickets = await printAll(printerClient(oven.setup));
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toContain("*** REPRINT ***");
    const jobs = await getDb().printJob.findMany({ where: { orderId: order.orderId }, orderBy: { createdAt: "asc" } });
    expect(jobs.map((j) => [j.isReprint, j.createdById, j.status])).toEqual([
      [false, null, "printed"],
      [true, admin.admin.id, "printed"],
    ]);
    const entry = await getDb().auditEntry.findFirstOrThrow({
      where: { action: "order.reprint", targetId: order.orderId },
    });
    expect(entry).toMatchObject({ actorId: admin.admin.id, targetName: order.orderNumber });
  });
});

describe("the ticket", () => {
  it("reads, decoded from the printer's bytes, as a cook needs it", async () => {
    const oven = await newPrinter({ name: "Oven" });
    const order = await newOrder();
    await acceptOf(order.orderId, 30);
    const detail = await getDb().order.findUniqueOrThrow({ where: { id: order.orderId }, include: { lines: true } });
    const line = detail.lines[0]!;
    await getDb().orderLine.update({
      where: { id: line.id },
      data: {
        instruction: "Well done",
        allergens: ["milk", "gluten"],
        extras: [{ optionId: crypto.randomUUID(), group: "Toppings", name: "Pepperoni", pricePence: 150 }],
      },
    });
    const [ticket] = await printAll(printerClient(oven.setup), [MEDIA_TYPES.starprnt]);
    const promised = new Intl.DateTimeFormat("en-GB", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "Europe/London",
    }).format(detail.promisedAt!);
    console.info(ticket); // a person can read it in the test's output
    expect(ticket).toContain(`Order ${order.orderNumber}`);
    expect(ticket).toContain(`DELIVERY by ${promised}`);
    expect(ticket).toContain(`${line.qty} × ${line.itemName} · Large`);
    expect(ticket).toContain("+ Pepperoni");
    expect(ticket).toContain('"Well done"');
    expect(ticket).toMatch(/ALLERGENS: [A-Z ,]*GLUTEN[A-Z ,]*MILK/);
    expect(ticket).toContain("PAID");
    expect(ticket).toContain("Sam Taylor");
    expect(ticket).toContain("Tel 07911 123456");
    expect(ticket).toContain("Rider notes: Ring the bell twice");
  });
});

describe("the receipt", () => {
  it("prints the VAT of the sale after a part refund, as the receipt on screen does, adding up to its Total", async () => {
    const till = await newPrinter({ name: "Till", purposes: ["receipt"] });
    const order = await newOrder();
    expect((await acceptOf(order.orderId)).status).toBe(200);
    const [atSale] = await printAll(printerClient(till.setup));
    const refunded = await call(refund, {
      bearer: admin.token,
      params: { id: order.orderId },
      body: { amount: 5, reason: "Cold pizza" },
    });
    expect(refunded.status, refunded.text).toBe(201);
    expect((await call(reprint, { bearer: admin.token, params: { id: order.orderId }, body: {} })).status).toBe(200);
    const [reprinted] = await printAll(printerClient(till.setup));

    const { grandtotal: total, vatSold } = (
      await call(adminOrder, { bearer: admin.token, params: { id: order.orderId } })
    ).json.data as { grandtotal: number; vatSold: { ratePercent: number; gross: number; vat: number }[] };
    const money = (major: number) => formatMoney(toMinor(major), "GBP");
    const vatRows = (receipt: string) => receipt.split("\n").filter((l) => /^(Includes VAT|  VAT )/.test(l));
    expect(vatRows(reprinted!)).toEqual([
      `Includes VAT ${money(vatSold.reduce((sum, r) => sum + r.vat, 0))}`,
      ...vatSold.map((r) => `  VAT ${r.ratePercent}% on ${money(r.gross)}: ${money(r.vat)}`),
    ]);
    expect(reprinted).toContain(`Total ${money(total)}`);
    // A VAT invoice of the sale: the rates' gross add up to the Total above them, to the penny,
    // and a refund does not change what the sale's receipt says.
    expect(vatSold.reduce((pence, r) => pence + toMinor(r.gross), 0)).toBe(toMinor(total));
    expect(vatRows(reprinted!)).toEqual(vatRows(atSale!));
    // How it was paid, and the refund as a credit below the sale with what was kept (decision 079):
    // "PAID" alone read the same for a card, cash and a test payment, and left the refund out.
    const { paid, refunds, paymentMethod } = (
      await call(adminOrder, { bearer: admin.token, params: { id: order.orderId } })
    ).json.data as { paid: number; paymentMethod: string; refunds: { amount: number }[] };
    expect(paymentMethod).toBe("test");
    expect(atSale).toContain(`Paid with a test payment (no money taken) ${money(paid)}\n`);
    expect(atSale).not.toContain("Refund");
    expect(refunds.map((r) => r.amount)).toEqual([5]);
    expect(reprinted).toMatch(/\nRefund \S.* -£5\.00\n/);
    expect(reprinted).toContain(`Paid less refunds ${money(paid - 5)}\n`);
  });
});

describe("the print bridge", () => {
  it("writes each job as ESC/POS to the printer's TCP port, and reports a printer it cannot reach", async () => {
    const received: Buffer[] = [];
    const listener = net.createServer((socket) => {
      const chunks: Buffer[] = [];
      socket.on("data", (c) => chunks.push(c));
      socket.on("end", () => received.push(Buffer.concat(chunks)));
    });
    await new Promise<void>((r) => listener.listen(0, "127.0.0.1", r));
    const port = (listener.address() as net.AddressInfo).port;
    try {
      const bridgePrinter = await newPrinter({ name: "Back kitchen", protocol: "bridge" });
      const order = await newOrder();
      await acceptOf(order.orderId);
      const client = printerClient(bridgePrinter.setup, "02:00:00:00:91:00");
      const round = await bridgeOnce(client, { host: "127.0.0.1", port });
      expect(round).toMatchObject({ code: "200 OK", type: MEDIA_TYPES.escpos });
      await vi.waitFor(() => expect(received).toHaveLength(1));
      expect(received[0]!.subarray(0, 2)).toEqual(Buffer.from([0x1b, 0x40]));
      const text = decodeTicket(received[0]!, "esc-pos");
      expect(text).toContain(`Order ${order.orderNumber}`);
      expect(text).toContain("PAID");
      expect(await bridgeOnce(client, { host: "127.0.0.1", port })).toBeNull();

      // The printer is off: the job waits to be offered again.
      await call(reprint, { bearer: admin.token, params: { id: order.orderId }, body: {} });
      const closed = await new Promise<number>((r) => {
        const s = net.createServer().listen(0, "127.0.0.1", () => {
          const p = (s.address() as net.AddressInfo).port;
          s.close(() => r(p));
        });
      });
      expect(await bridgeOnce(client, { host: "127.0.0.1", port: closed })).toMatchObject({
        code: "520 Printer unreachable",
      });
      const job = await getDb().printJob.findFirstOrThrow({ where: { orderId: order.orderId, isReprint: true } });
      expect(job).toMatchObject({ status: "queued", lastCode: "520 Printer unreachable" });
    } finally {
      listener.close();
    }
  });
});
