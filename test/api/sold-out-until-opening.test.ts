import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getItem } from "@/app/api/admin/categoryItembyId/[id]/route";
import { GET as subById } from "@/app/api/admin/subCategorybyId/[id]/route";
import { PATCH as setAvailability } from "@/app/api/adminauth/menu/availability/route";
import { getDb } from "@/lib/platform/db";
import { seedCatalogue, seedStoreHours } from "@/lib/seed";
import { NO_HOURS_MESSAGE, NO_OPENING_MESSAGE } from "@/lib/shop";
import { UNCONFIGURED_RULES } from "@/lib/shop/shared";
import { resetDatabase } from "../db";
import { createAdmin, menuPick } from "../factories";
import { call } from "../request";

// "Sold out until the next opening" (issue 13): PATCH /api/adminauth/menu/availability with
// until: "next_opening", resolved by the server from the store's hours, on a controlled clock
// (only Date is faked). Monday 23 November 2026 is in GMT: London time = UTC. The seed's shop
// opens for collection at 16:50 and for delivery at 17:50, until 03:00.

let pizzas: Awaited<ReturnType<typeof menuPick>>;

const MONDAY_EVENING = new Date("2026-11-23T19:07:00Z");
const TUESDAY_OPENING = "2026-11-24T16:50:00.000Z";

beforeAll(async () => {
  await resetDatabase();
  await seedCatalogue(getDb());
  pizzas = await menuPick("Pizzas");
});

afterEach(async () => {
  vi.useRealTimers();
  const db = getDb();
  await db.storeSettings.deleteMany();
  await db.categoryItem.updateMany({ data: { soldOut: false, soldOutUntil: null } });
  await db.subcategory.updateMany({ data: { soldOut: false, soldOutUntil: null } });
});

afterAll(() => vi.useRealTimers());

function clock(at: Date | string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(at));
}

async function signedInAdmin() {
  return (await createAdmin()).token;
}

function availability(bearer: string, body: Record<string, unknown>) {
  return call(setAvailability, { method: "PATCH", bearer, body });
}

const sellOutUntilOpening = (bearer: string, type: "item" | "subcategory", id: string) =>
  availability(bearer, { type, id, available: false, until: "next_opening" });

const itemNow = async (id: string) => (await call(getItem, { params: { id } })).json.data;

describe('until: "next_opening"', () => {
  it("sells a dish out until the shop next opens, which the answer gives, and it is back on sale from then", async () => {
    await seedStoreHours(getDb());
    clock(MONDAY_EVENING);
    const admin = await signedInAdmin();
    const res = await sellOutUntilOpening(admin, "item", pizzas.item.id);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      type: "item",
      _id: pizzas.item.id,
      available: false,
      soldOut: true,
      soldOutUntil: TUESDAY_OPENING,
      hidden: false,
    });
    const row = await getDb().categoryItem.findUniqueOrThrow({ where: { id: pizzas.item.id } });
    expect(row.soldOutUntil?.toISOString()).toBe(TUESDAY_OPENING);

    // Still sold out a minute before Tuesday's opening; on sale as it opens.
    clock("2026-11-24T16:49:00Z");
    expect(await itemNow(pizzas.item.id)).toMatchObject({
      available: false,
      soldOut: true,
      soldOutUntil: TUESDAY_OPENING,
    });
    clock(TUESDAY_OPENING);
    expect(await itemNow(pizzas.item.id)).toMatchObject({ available: true, soldOut: false, soldOutUntil: null });
  });

  it("sells a variant out until the opening later today when the shop has not opened yet", async () => {
    await seedStoreHours(getDb());
    clock("2026-11-23T10:00:00Z");
    const admin = await signedInAdmin();
    const variant = pizzas.variants[0]!;
    const res = await sellOutUntilOpening(admin, "subcategory", variant.id);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ soldOut: true, soldOutUntil: "2026-11-23T16:50:00.000Z" });
    expect((await call(subById, { params: { id: variant.id } })).json.data).toMatchObject({ soldOut: true });
  });

  it("refuses with 409 and says what to do when the shop has no hours set (it trades at all hours)", async () => {
    clock(MONDAY_EVENING);
    const admin = await signedInAdmin();
    const res = await sellOutUntilOpening(admin, "item", pizzas.item.id);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ success: false, message: NO_HOURS_MESSAGE, data: { until: NO_HOURS_MESSAGE } });
    // Nothing changed.
    expect(await itemNow(pizzas.item.id)).toMatchObject({ available: true, soldOut: false });
  });

  it("refuses with 409 when the hours have no opening to wait for (open without a break)", async () => {
    await seedStoreHours(getDb());
    await getDb().storeSettings.update({ where: { id: 1 }, data: { timetable: UNCONFIGURED_RULES.timetable } });
    clock(MONDAY_EVENING);
    const admin = await signedInAdmin();
    const res = await sellOutUntilOpening(admin, "item", pizzas.item.id);
    expect(res.status).toBe(409);
    expect(res.json.data).toEqual({ until: NO_OPENING_MESSAGE });
  });

  it("leaves the other answers as they were: until set back, an ISO time, back on sale, a bad value", async () => {
    await seedStoreHours(getDb());
    clock(MONDAY_EVENING);
    const admin = await signedInAdmin();
    const id = pizzas.item.id;
    expect((await availability(admin, { type: "item", id, available: false })).json.data).toMatchObject({
      soldOut: true,
      soldOutUntil: null,
    });
    const at = "2026-11-23T21:00:00.000Z";
    expect((await availability(admin, { type: "item", id, available: false, until: at })).json.data).toMatchObject({
      soldOutUntil: at,
    });
    // Back on sale: "next_opening" means nothing then, and is not looked up.
    await getDb().storeSettings.deleteMany();
    const back = await availability(admin, { type: "item", id, available: true, until: "next_opening" });
    expect(back.status).toBe(200);
    expect(back.json.data).toMatchObject({ available: true, soldOut: false, soldOutUntil: null });

    const bad = await availability(admin, { type: "item", id, available: false, until: "tomorrow" });
    expect(bad.status).toBe(400);
    expect(bad.json.data.until).toBe('Give the time as an ISO 8601 date and time, or "next_opening".');
  });
});
