import { isDeepStrictEqual } from "node:util";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { PUT as saveGroup } from "@/app/api/adminauth/menu/optionGroups/[id]/route";
import { POST as createGroup } from "@/app/api/adminauth/menu/optionGroups/route";
import { PATCH as editPrinter } from "@/app/api/adminauth/printers/[id]/route";
import { POST as addPrinter } from "@/app/api/adminauth/printers/route";
import { PATCH as updatePromotion } from "@/app/api/adminauth/promotions/[id]/route";
import { POST as createPromotion } from "@/app/api/adminauth/promotions/route";
import { PATCH as patchZone } from "@/app/api/adminauth/store/zones/[id]/route";
import { POST as createZone } from "@/app/api/adminauth/store/zones/route";
import { DELETE as deleteItem } from "@/app/api/admin/categoryItemDeletebyId/[id]/route";
import { PATCH as updateItem } from "@/app/api/admin/categoryItemupdatebyId/[id]/route";
import { PATCH as renameCategory } from "@/app/api/admin/foodCategoryUpdatebyId/[id]/route";
import { PATCH as updateVariant } from "@/app/api/admin/subcategoryUpdatebyId/[id]/route";
import { PUT as putRetention } from "@/app/api/adminauth/audit/retention/route";
import { PUT as putKitchenSettings } from "@/app/api/adminauth/kitchen/settings/route";
import { PUT as putHours } from "@/app/api/adminauth/store/hours/route";
import { PUT as putIdentity } from "@/app/api/adminauth/store/identity/route";
import { POST as pause } from "@/app/api/adminauth/store/pause/route";
import { PUT as putSettings } from "@/app/api/adminauth/store/settings/route";
import {
  getDb,
  lockRow,
  lockSettings,
  type DbTransaction,
  type LockedTable,
  type SettingsTable,
} from "@/lib/platform/db";
import { SEED_TIMETABLE, seedCatalogue, seedStoreHours } from "@/lib/seed";
import { pauseOrdering, type PauseState } from "@/lib/shop";
import { resetDatabase } from "../db";
import { createAdmin } from "../factories";
import { weekendOffer } from "../promotions";
import { call } from "../request";

// Two admins saving one record at once: each edit's audit entry must record as its before what
// the record was when that edit wrote, so the later one's before is the earlier one's after, never
// the record both started from. The update use cases lock the row before reading it (decision
// 028's unit of work holds the lock until the entry is written).
//
// A test transaction holds the row's lock while both saves start, so that both are surely in
// flight, then lets them go: without the lock read each save has read its before while waiting,
// and both record the record they started from. PGlite is one session, where transactions cannot
// overlap, so this runs on PostgreSQL only (DATABASE_URL).

const onPostgres = inject("databaseMode") === "postgresql";

let admin: string;

beforeAll(async () => {
  if (!onPostgres) return;
  await resetDatabase();
  await seedCatalogue(getDb());
  await seedStoreHours(getDb());
  admin = (await createAdmin("locks-owner")).token;
});

type Entry = { before: unknown; after: unknown };

/** Waits until `count` sessions of this database wait for a lock (at most 10 s). */
async function untilWaiting(count: number) {
  for (let tries = 0; tries < 200; tries += 1) {
    const [row] = await getDb().$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    if ((row?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Fewer than ${count} sessions ever waited for a lock.`);
}

type Hold = (tx: DbTransaction) => Promise<unknown>;

/** The lock the use case takes on a record, held by the test's own transaction. */
const row =
  (table: LockedTable, id: string): Hold =>
  (tx) =>
    lockRow(tx, table, id);
/** The lock the use cases take on one of the shop's settings (one row, or none before the first save). */
const settings =
  (table: SettingsTable): Hold =>
  (tx) =>
    lockSettings(tx, table);

// A lock taken on a client would end with its own statement (the pause's bug, 6fa1021), so the
// lock helpers take only a transaction: `npm run typecheck` fails if this call compiles.
// @ts-expect-error a client is not a transaction
export const refusedOnClient = () => lockSettings(getDb(), "StoreSettings");

/**
 * Runs both saves while a transaction holds the lock the use case takes, lets them go once both
 * wait, and answers the two audit entries they wrote (of `targetId`, when the record has one).
 */
async function raceSaves(
  hold: Hold,
  action: string,
  saves: [() => Promise<unknown>, () => Promise<unknown>],
  targetId?: string,
) {
  let settled: Promise<{ status: number; json: { message?: string } }[]> | undefined;
  await getDb().$transaction(
    async (tx) => {
      await hold(tx);
      settled = Promise.all(saves.map((save) => save() as Promise<{ status: number; json: { message?: string } }>));
      await untilWaiting(2);
    },
    { timeout: 20_000 },
  );
  const answers = await settled!;
  expect(
    answers.map((a) => a.status),
    JSON.stringify(answers.map((a) => a.json.message)),
  ).toEqual([200, 200]);
  const entries = await getDb().auditEntry.findMany({
    where: { action, ...(targetId ? { targetId } : {}) },
    select: { before: true, after: true },
  });
  expect(entries).toHaveLength(2);
  return entries as Entry[];
}

/**
 * One entry's before is the other's after: the saves took turns, each reading what it replaced.
 * `recorded` picks from an after what a before records (a pause's after also says for how long).
 */
function expectChained([x, y]: Entry[], recorded: (after: unknown) => unknown = (after) => after) {
  const chained = isDeepStrictEqual(x!.before, recorded(y!.after)) || isDeepStrictEqual(y!.before, recorded(x!.after));
  expect(chained, `neither before is the other save's after:\n${JSON.stringify([x, y], null, 2)}`).toBe(true);
}

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

describe.skipIf(!onPostgres)("two admins saving one record at once, on the audit trail", () => {
  it("an option group", async () => {
    const category = await getDb().category.findFirstOrThrow({ select: { id: true } });
    const body = {
      categoryId: category.id,
      categoryItemId: null,
      name: "Dips",
      min: 0,
      max: 2,
      options: [{ name: "Garlic dip", price: 0.5 }],
    };
    const created = await call(createGroup, { bearer: admin, body });
    expect(created.status).toBe(201);
    const id = created.json.data._id as string;
    const save = (name: string, price: number) => () =>
      call(saveGroup, {
        method: "PUT",
        bearer: admin,
        params: { id },
        body: { ...body, name, options: [{ _id: created.json.data.options[0]._id, name: "Garlic dip", price }] },
      });
    expectChained(
      await raceSaves(
        row("OptionGroup", id),
        "menu.option-group.update",
        [save("Dips A", 0.6), save("Dips B", 0.7)],
        id,
      ),
    );
  });

  it("a promotion", async () => {
    const body = weekendOffer();
    const created = await call(createPromotion, { bearer: admin, body });
    expect(created.status).toBe(201);
    const id = created.json.data._id as string;
    const save = (percent: number) => () =>
      call(updatePromotion, { method: "PATCH", bearer: admin, params: { id }, body: { ...body, percent } });
    expectChained(await raceSaves(row("Promotion", id), "promotion.update", [save(15), save(20)], id));
  });

  it("a delivery zone", async () => {
    const created = await call(createZone, {
      bearer: admin,
      body: { name: "Outer", outwardCodes: "W10", deliveryFee: 3.99, minimumOrder: 25, extraMinutes: 15 },
    });
    expect(created.status).toBe(201);
    const id = created.json.data._id as string;
    // Different fields, so that the later save keeps the earlier one's change as well as its own.
    const [first, second] = await raceSaves(
      row("DeliveryZone", id),
      "store.zone.update",
      [
        () => call(patchZone, { method: "PATCH", bearer: admin, params: { id }, body: { deliveryFee: 4.5 } }),
        () => call(patchZone, { method: "PATCH", bearer: admin, params: { id }, body: { minimumOrder: 30 } }),
      ],
      id,
    );
    expectChained([first!, second!]);
    expect(await getDb().deliveryZone.findUniqueOrThrow({ where: { id } })).toMatchObject({
      feePence: 450,
      minimumOrderPence: 3000,
    });
  });

  it("a printer", async () => {
    const added = await call(addPrinter, {
      bearer: admin,
      body: { name: "Oven", protocol: "cloudprnt", purposes: ["kitchen"] },
    });
    expect(added.status).toBe(201);
    const id = added.json.data.printer._id as string;
    const save = (name: string, copies: number) => () =>
      call(editPrinter, { method: "PATCH", bearer: admin, params: { id }, body: { name, copies } });
    expectChained(await raceSaves(row("Printer", id), "printer.update", [save("Pass", 2), save("Grill", 3)], id));
  });

  it("a dish", async () => {
    const item = await getDb().categoryItem.findFirstOrThrow({ select: { id: true, categoryId: true } });
    const save = (name: string) => () =>
      call(updateItem, {
        method: "PATCH",
        bearer: admin,
        params: { id: item.id },
        form: form({
          categoryId: item.categoryId,
          categoryItemName: name,
          description: "Raced.",
          pricing: JSON.stringify([{ size: "small", price: 5.5 }]),
        }),
      });
    expectChained(
      await raceSaves(row("CategoryItem", item.id), "menu.item.update", [save("Raced A"), save("Raced B")], item.id),
    );
  });

  it("a variant", async () => {
    const variant = await getDb().subcategory.findFirstOrThrow({ select: { id: true, categoryId: true } });
    const save = (name: string) => () =>
      call(updateVariant, {
        method: "PATCH",
        bearer: admin,
        params: { id: variant.id },
        form: form({ categoryId: variant.categoryId, subCategoryname: name }),
      });
    expectChained(
      await raceSaves(
        row("Subcategory", variant.id),
        "menu.variant.update",
        [save("Crust A"), save("Crust B")],
        variant.id,
      ),
    );
  });

  it("a category's name", async () => {
    const category = await getDb().category.findFirstOrThrow({ select: { id: true } });
    const save = (name: string) => () =>
      call(renameCategory, {
        method: "PATCH",
        bearer: admin,
        params: { id: category.id },
        body: { Categoryname: name },
      });
    expectChained(
      await raceSaves(
        row("Category", category.id),
        "menu.category.rename",
        [save("Mains A"), save("Mains B")],
        category.id,
      ),
    );
  });

  it("the store settings", async () => {
    const body = {
      deliveryMinutes: 45,
      deliverySlotCapacity: 6,
      collectionSlotCapacity: 6,
      busyExtraMinutes: 0,
      minimumAppliesToCollection: false,
    };
    const save = (prepMinutes: number) => () =>
      call(putSettings, { method: "PUT", bearer: admin, body: { ...body, prepMinutes } });
    expectChained(await raceSaves(settings("StoreSettings"), "store.settings", [save(22), save(25)]));
  });

  it("a pause of online ordering", async () => {
    const save = (minutes: number) => () => call(pause, { bearer: admin, body: { minutes } });
    const entries = await raceSaves(settings("StoreSettings"), "store.pause", [save(30), save(60)]);
    expectChained(entries, (after) => {
      const { minutes: _minutes, ...pause } = after as Record<string, unknown>;
      return pause;
    });
  });

  it("a pause asked for outside any unit of work (the use case's own transaction holds the lock)", async () => {
    const now = new Date();
    let settled: Promise<{ before: PauseState; rules: PauseState }[]> | undefined;
    await getDb().$transaction(
      async (tx) => {
        await lockSettings(tx, "StoreSettings");
        settled = Promise.all([pauseOrdering(45, now), pauseOrdering(null, now)]);
        await untilWaiting(2);
      },
      { timeout: 20_000 },
    );
    const [a, b] = await settled!;
    const state = ({ pausedUntil, pausedIndefinitely }: PauseState) => ({ pausedUntil, pausedIndefinitely });
    const chained = isDeepStrictEqual(a!.before, state(b!.rules)) || isDeepStrictEqual(b!.before, state(a!.rules));
    expect(chained, `neither before is the other pause:\n${JSON.stringify([a, b], null, 2)}`).toBe(true);
  });

  it("the trading hours", async () => {
    const save = (note: string) => () =>
      call(putHours, {
        method: "PUT",
        bearer: admin,
        body: { ...SEED_TIMETABLE, exceptions: [{ date: "2026-12-25", fulfilment: "both", spans: [], note }] },
      });
    expectChained(await raceSaves(settings("StoreSettings"), "store.hours", [save("Christmas"), save("Closed")]));
  });

  it("the kitchen settings", async () => {
    const save = (escalateAfterMinutes: number) => () =>
      call(putKitchenSettings, {
        method: "PUT",
        bearer: admin,
        body: { autoAccept: false, escalateAfterMinutes, selfPauseAfterOrders: null },
      });
    expectChained(await raceSaves(settings("KitchenSettings"), "store.kitchen-settings", [save(5), save(8)]));
  });

  it("the audit trail's retention", async () => {
    const save = (years: number) => () => call(putRetention, { method: "PUT", bearer: admin, body: { years } });
    expectChained(await raceSaves(settings("AuditRetention"), "audit.retention", [save(7), save(8)]));
  });

  it("the shop's identity", async () => {
    const save = (name: string) => () =>
      call(putIdentity, {
        method: "PUT",
        bearer: admin,
        form: form({
          name,
          address: "3 Call Lane, Leeds LS1 7BT",
          phone: "0113 496 0123",
          email: "orders@tasty-leeds.example",
          companyNumber: "",
          vatNumber: "",
        }),
      });
    expectChained(await raceSaves(settings("ShopProfile"), "store.identity", [save("Slice A"), save("Slice B")]));
  });

  it("a dish edited and deleted at once: the deletion records the edit", async () => {
    const item = await getDb().categoryItem.findFirstOrThrow({
      where: { name: { not: { startsWith: "Raced" } } },
      select: { id: true, categoryId: true },
    });
    let edit: Promise<{ status: number }> | undefined;
    let removal: Promise<{ status: number }> | undefined;
    await getDb().$transaction(
      async (tx) => {
        await lockRow(tx, "CategoryItem", item.id);
        // The edit queues first, the deletion behind it.
        edit = call(updateItem, {
          method: "PATCH",
          bearer: admin,
          params: { id: item.id },
          form: form({
            categoryId: item.categoryId,
            categoryItemName: "Last name",
            description: "Edited as it went.",
            pricing: JSON.stringify([{ size: "small", price: 6 }]),
          }),
        });
        await untilWaiting(1);
        removal = call(deleteItem, { method: "DELETE", bearer: admin, params: { id: item.id } });
        await untilWaiting(2);
      },
      { timeout: 20_000 },
    );
    expect((await edit!).status).toBe(200);
    expect((await removal!).status).toBe(200);
    const deleted = await getDb().auditEntry.findFirstOrThrow({
      where: { action: "menu.item.delete", targetId: item.id },
      select: { before: true },
    });
    expect(deleted.before).toMatchObject({ name: "Last name", pricing: [{ size: "small", pricePence: 600 }] });
  });
});
