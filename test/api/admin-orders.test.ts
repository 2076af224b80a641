import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as archived } from "@/app/api/adminauth/ArchivedOrder/[id]/route";
import { GET as dashboard } from "@/app/api/adminauth/dashboard/route";
import { GET as board } from "@/app/api/adminauth/orders/route";
import { PATCH as orderStatus } from "@/app/api/adminauth/orderStatus/[id]/route";
import { GET as users } from "@/app/api/adminauth/Userdetail/route";
import { GET as userOrders } from "@/app/api/cart/userOreder/route";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { createAdmin, createCustomer, seedDeliveringShop } from "../factories";
import { placeOrder } from "../place-order";
import { call } from "../request";

// Every answer is also checked against its declared response by handle() (lib/api/handle.ts).

let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  await seedDeliveringShop();
  admin = await createAdmin("kitchen");
});

const setStatus = (id: string, status: string) =>
  call(orderStatus, { method: "PATCH", bearer: admin.token, params: { id }, body: { status } });

describe("customers and their orders", () => {
  it("lists users with the spec's fields and never a hash or token", async () => {
    const { customer } = await createCustomer({ username: "Zara" });
    const res = await call(users, { bearer: admin.token });
    const row = res.json.data.find((u: { _id: string }) => u._id === customer.id);
    expect(row).toEqual({
      _id: customer.id,
      filepath: null,
      username: "Zara",
      email: customer.email,
      isVerified: true,
      createdAt: expect.any(String),
      cashNotCollected: 0,
      cashBlocked: false,
    });
    expect(res.text).not.toMatch(/argon2|passwordHash|tokenHash/);
  });

  it("answers a customer's picture as an absolute URL", async () => {
    const { customer } = await createCustomer({ username: "Pictured" });
    await getDb().customer.update({ where: { id: customer.id }, data: { imagePath: "/media/avatars/p.webp" } });
    const res = await call(users, { bearer: admin.token });
    const row = res.json.data.find((u: { _id: string }) => u._id === customer.id);
    expect(row.filepath).toBe(`${getConfig().APP_URL}/media/avatars/p.webp`);
  });

  it("shows a customer's placed orders in the shop's currency, with address and lines", async () => {
    const c = await createCustomer();
    const { orderId, amountPence } = await placeOrder(c.token);
    const res = await call(archived, { bearer: admin.token, params: { id: c.customer.id } });
    expect(res.json.data).toHaveLength(1);
    expect(res.json.data[0]).toMatchObject({
      _id: orderId,
      grandtotal: amountPence / 100,
      currency: "GBP",
      paymentStatus: "success",
      status: "placed",
      address: { address: "221B Baker Street, London NW1 6XE" },
    });
    const line = res.json.data[0].Iteam[0];
    expect(line).toMatchObject({ _id: expect.any(String), qty: 2, size: "large", additionalInfo: { detailinfo: "" } });
    // A snapshot of the dish as ordered, its picture an absolute URL the spec's client can show.
    expect(line.categoryItem).toEqual({
      _id: expect.any(String),
      categoryItemName: expect.any(String),
      image: expect.stringMatching(/^http:\/\/localhost:3000\/menu\/.+\.svg$/),
    });
    // No variant: the spec's subcategoryId describes the dish itself (decision 022).
    expect(line.subcategoryId).toEqual({
      _id: null,
      subCategoryname: line.categoryItem.categoryItemName,
      image: line.categoryItem.image,
      isVariant: false,
    });
    expect(typeof line.total).toBe("number");
    expect((await call(archived, { bearer: admin.token, params: { id: randomUUID() } })).json.data).toEqual([]);
    expect((await call(archived, { bearer: admin.token, params: { id: "x" } })).status).toBe(400);
  });

  it("populates a line's subcategory as the spec's views read it, pictures as absolute URLs", async () => {
    const { customer } = await createCustomer();
    const pizzas = await getDb().category.findUniqueOrThrow({
      where: { name: "Pizzas" },
      include: { subcategories: true, items: true },
    });
    const variant = pizzas.subcategories[0]!;
    await getDb().order.create({
      data: {
        customerId: customer.id,
        status: "placed",
        currency: "GBP",
        subtotalPence: 1299,
        discountPence: 0,
        deliveryFeePence: 0,
        grandTotalPence: 1299,
        placedAt: new Date(),
        lines: {
          create: {
            categoryItemId: pizzas.items[0]!.id,
            itemName: pizzas.items[0]!.name,
            itemImagePath: "/media/menu/item-x.webp",
            subcategoryId: variant.id,
            subcategoryName: variant.name,
            subcategoryImage: variant.imagePath,
            size: "medium",
            qty: 1,
            unitPricePence: 1299,
            totalPence: 1299,
            instruction: "No olives",
          },
        },
      },
    });
    const [order] = (await call(archived, { bearer: admin.token, params: { id: customer.id } })).json.data;
    expect(order.paymentStatus).toBe("Pending");
    // The spec's object even without an address: a spec client reads order.address.address.
    expect(order.address).toEqual({ address: "" });
    expect(order.Iteam[0]).toMatchObject({
      subcategoryId: {
        _id: variant.id,
        subCategoryname: variant.name,
        image: `${getConfig().APP_URL}${variant.imagePath}`,
        isVariant: true,
      },
      categoryItem: { _id: pizzas.items[0]!.id, image: `${getConfig().APP_URL}/media/menu/item-x.webp` },
      additionalInfo: { detailinfo: "No olives" },
      total: 12.99,
      unitPrice: 12.99,
    });
  });
});

describe("order status", () => {
  it("moves placed → preparing → out for delivery → delivered, recorded with time and admin; the customer sees it", async () => {
    const c = await createCustomer();
    const { orderId } = await placeOrder(c.token);
    const onBoard = (await call(board, { bearer: admin.token })).json.data.find(
      (o: { _id: string }) => o._id === orderId,
    );
    expect(onBoard).toMatchObject({
      status: "placed",
      placedAt: expect.any(String),
      customer: { _id: c.customer.id, username: c.customer.username, email: c.customer.email },
      nextStatuses: ["accepted", "rejected", "preparing", "cancelled"],
      fulfilment: "delivery",
      // As soon as possible: now + the delivery minutes, set at create_order (issue 12).
      promisedAt: expect.any(String),
    });
    expect((await setStatus(orderId, "delivered")).status).toBe(409);
    for (const status of ["preparing", "out_for_delivery", "delivered"]) {
      const res = await setStatus(orderId, status);
      expect(res.status, status).toBe(200);
      expect(res.json.data.status).toBe(status);
    }
    const changes = await getDb().orderStatusChange.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } });
    expect(changes.map((ch) => [ch.fromStatus, ch.toStatus, ch.adminId])).toEqual([
      ["pending", "placed", null],
      ["placed", "preparing", admin.admin.id],
      ["preparing", "out_for_delivery", admin.admin.id],
      ["out_for_delivery", "delivered", admin.admin.id],
    ]);
    expect((await call(userOrders, { bearer: c.token })).json.data[0].status).toBe("delivered");
    expect((await setStatus(orderId, "cancelled")).status).toBe(409);
  });

  it("cancels an open order; refuses unknown statuses and unknown orders", async () => {
    const c = await createCustomer();
    const { orderId } = await placeOrder(c.token);
    expect((await setStatus(orderId, "cancelled")).status).toBe(200);
    expect((await setStatus(orderId, "placed")).status).toBe(400);
    expect((await setStatus(orderId, "teleported")).status).toBe(400);
    expect((await setStatus(randomUUID(), "preparing")).status).toBe(404);
  });

  it("two admins moving one order at once: one wins, one is told", async () => {
    const c = await createCustomer();
    const { orderId } = await placeOrder(c.token);
    const results = await Promise.all([setStatus(orderId, "preparing"), setStatus(orderId, "preparing")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe("dashboard", () => {
  it("counts orders, deliveries, cancellations and revenue of the period from the database", async () => {
    await seedDeliveringShop();
    const a = await createAdmin();
    const before = (await call(dashboard, { bearer: a.token })).json.data;
    expect(before.totals).toEqual({
      orders: { value: 0, trend: 0 },
      delivered: { value: 0, trend: 0 },
      cancelled: { value: 0, trend: 0 },
      revenue: { value: 0, trend: 0 },
    });
    const c = await createCustomer();
    const first = await placeOrder(c.token);
    const second = await placeOrder(c.token, 1);
    const third = await placeOrder(c.token, 3);
    for (const s of ["preparing", "out_for_delivery", "delivered"])
      await call(orderStatus, { method: "PATCH", bearer: a.token, params: { id: first.orderId }, body: { status: s } });
    await call(orderStatus, {
      method: "PATCH",
      bearer: a.token,
      params: { id: second.orderId },
      body: { status: "cancelled" },
    });

    const after = (await call(dashboard, { bearer: a.token })).json.data;
    expect(after.currency).toBe("GBP");
    expect(after.totals.orders.value).toBe(3);
    expect(after.totals.delivered.value).toBe(1);
    expect(after.totals.cancelled.value).toBe(1);
    expect(Math.round(after.totals.revenue.value * 100)).toBe(first.amountPence + third.amountPence);
    expect(after.totals.orders.trend).toBeNull(); // nothing in the previous period to compare with
    expect(after.week).toHaveLength(7);
    for (const day of after.week)
      expect(Object.keys(day).sort()).toEqual(["date", "growth", "orders", "revenue", "weekday"]);
    const today = after.week.at(-1);
    expect(today.orders).toBe(3);
    expect(Math.round(today.revenue * 100)).toBe(first.amountPence + third.amountPence);

    const past = (
      await call(dashboard, { bearer: a.token, path: "/api/adminauth/dashboard?from=2020-04-17&to=2020-05-21" })
    ).json.data;
    expect(past.totals.orders.value).toBe(0);
    const bad = await call(dashboard, { bearer: a.token, path: "/api/adminauth/dashboard?from=2026-02-30x" });
    expect(bad.status).toBe(400);
  });

  it("refuses a period at the ends of the calendar beside the date, where it answered 500", async () => {
    const a = await createAdmin();
    // The period before 1 January of year 1 starts in year 0, which PostgreSQL refused: a 500.
    const cases = [
      [
        "from=0001-01-01&to=0001-01-02",
        { from: "Choose a date from 2000 to 2099.", to: "Choose a date from 2000 to 2099." },
      ],
      ["from=1000-01-01", { from: "Choose a date from 2000 to 2099." }],
      ["to=9999-12-31", { to: "Choose a date from 2000 to 2099." }],
    ] as const;
    for (const [query, fields] of cases) {
      const res = await call(dashboard, { bearer: a.token, path: `/api/adminauth/dashboard?${query}` });
      expect(res.status, query).toBe(400);
      expect(res.json.data).toEqual(fields);
    }
  });
});
