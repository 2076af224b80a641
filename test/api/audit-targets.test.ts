import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as addCategory } from "@/app/api/admin/addfoodCategory/route";
import { POST as addItem } from "@/app/api/admin/addfoodCategoryitem/route";
import { POST as addVariant } from "@/app/api/admin/addsubCategory/route";
import { PATCH as updateItem } from "@/app/api/admin/categoryItembyId/[id]/route";
import { DELETE as deleteItem } from "@/app/api/admin/categoryItemDeletebyId/[id]/route";
import { DELETE as deleteCategory } from "@/app/api/admin/foodCategorydeletebyId/[id]/route";
import { PATCH as renameCategory } from "@/app/api/admin/foodCategoryUpdatebyId/[id]/route";
import { DELETE as deleteVariant } from "@/app/api/admin/subcategoryDeletebyId/[id]/route";
import { PATCH as updateVariant } from "@/app/api/admin/subcategoryUpdatebyId/[id]/route";
import { POST as signOut } from "@/app/api/adminauth/adminlogout/route";
import { GET as listAudit } from "@/app/api/adminauth/audit/route";
import { POST as resendEmail } from "@/app/api/adminauth/emails/[id]/resend/route";
import { DELETE as deleteGroup, PUT as saveGroup } from "@/app/api/adminauth/menu/optionGroups/[id]/route";
import { PATCH as setAvailability } from "@/app/api/adminauth/menu/availability/route";
import { POST as createGroup } from "@/app/api/adminauth/menu/optionGroups/route";
import { DELETE as removePrinter, PATCH as editPrinter } from "@/app/api/adminauth/printers/[id]/route";
import { POST as addPrinter } from "@/app/api/adminauth/printers/route";
import { DELETE as retirePromotion, PATCH as updatePromotion } from "@/app/api/adminauth/promotions/[id]/route";
import { POST as createPromotion } from "@/app/api/adminauth/promotions/route";
import { PUT as putHours } from "@/app/api/adminauth/store/hours/route";
import { POST as pause } from "@/app/api/adminauth/store/pause/route";
import { DELETE as deleteZone, PATCH as patchZone } from "@/app/api/adminauth/store/zones/[id]/route";
import { POST as createZone } from "@/app/api/adminauth/store/zones/route";
import { POST as signUp } from "@/app/api/auth/SignUp/route";
import { queueEmail } from "@/lib/mail";
import { getDb } from "@/lib/platform/db";
import { transactionWithJobs } from "@/lib/platform/queue";
import { SEED_TIMETABLE, seedStoreHours } from "@/lib/seed";
import { resetDatabase } from "../db";
import { createAdmin } from "../factories";
import { call } from "../request";

// Every admin write says on the audit trail what it changed (lib/api/handle.ts): a named action,
// its target with the target's name, and the values after (and before, for edits and deletes),
// money in pence. Read back through GET /api/adminauth/audit, as the trail's page reads it.

let admin: string;

type Entry = {
  action: string;
  targetType: string | null;
  targetId: string | null;
  targetName: string | null;
  before: unknown;
  after: unknown;
};

/** The newest entry whose action starts with `action`. */
async function lastEntry(action: string): Promise<Entry> {
  const res = await call(listAudit, {
    bearer: admin,
    path: `/api/adminauth/audit?action=${encodeURIComponent(action)}&limit=1`,
  });
  expect(res.status, res.json.message).toBe(200);
  const entry = res.json.data.entries[0] as Entry | undefined;
  expect(entry, `no ${action} entry`).toBeDefined();
  return entry!;
}

const png = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();
const file = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name, { type: "image/png" });

function form(fields: Record<string, string>, files: Record<string, File> = {}) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  for (const [k, v] of Object.entries(files)) data.set(k, v);
  return data;
}

async function newCategory(name: string) {
  const res = await call(addCategory, { bearer: admin, body: { Categoryname: name } });
  expect(res.status, res.json.message).toBe(201);
  return res.json.data._id as string;
}

async function newItem(categoryId: string, name: string) {
  const res = await call(addItem, {
    bearer: admin,
    form: form({
      categoryId,
      categoryItemName: name,
      description: "Crisp falafel.",
      pricing: JSON.stringify([
        { size: "small", price: 5.5 },
        { size: "medium", price: 7.25 },
      ]),
    }),
  });
  expect(res.status, res.json.message).toBe(201);
  return res.json.data._id as string;
}

async function newVariant(categoryId: string, name: string) {
  const res = await call(addVariant, {
    bearer: admin,
    form: form({ categoryId, subCategoryname: name }, { image: file(await png(), "thin.png") }),
  });
  expect(res.status, res.json.message).toBe(201);
  return res.json.data._id as string;
}

beforeAll(async () => {
  await resetDatabase();
  await seedStoreHours(getDb());
  admin = (await createAdmin("audit-owner")).token;
});

describe("the menu's writes on the audit trail", () => {
  it("names a new category, a rename's old and new name, and a deleted category with what went with it", async () => {
    const id = await newCategory("Wraps");
    expect(await lastEntry("menu.category.create")).toMatchObject({
      targetType: "category",
      targetId: id,
      targetName: "Wraps",
      before: null,
      after: { name: "Wraps" },
    });

    const renamed = await call(renameCategory, {
      method: "PATCH",
      bearer: admin,
      params: { id },
      body: { Categoryname: "Wraps & rolls" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toEqual({ _id: id, Categoryname: "Wraps & rolls" });
    expect(await lastEntry("menu.category.rename")).toMatchObject({
      targetType: "category",
      targetId: id,
      targetName: "Wraps & rolls",
      before: { name: "Wraps" },
      after: { name: "Wraps & rolls" },
    });

    await newItem(id, "Falafel Wrap");
    await newVariant(id, "Gluten-free wrap");
    const removed = await call(deleteCategory, { method: "DELETE", bearer: admin, params: { id } });
    expect(removed.status).toBe(200);
    expect(removed.json.data).toBeNull();
    expect(await lastEntry("menu.category.delete")).toMatchObject({
      targetType: "category",
      targetId: id,
      targetName: "Wraps & rolls",
      before: { name: "Wraps & rolls", itemNames: ["Falafel Wrap"], variantNames: ["Gluten-free wrap"] },
      after: null,
    });
  });

  it("records a new dish with its prices in pence, and a deleted dish by name", async () => {
    const categoryId = await newCategory("Sides");
    const id = await newItem(categoryId, "Halloumi Fries");
    expect(await lastEntry("menu.item.create")).toMatchObject({
      targetType: "categoryItem",
      targetId: id,
      targetName: "Halloumi Fries",
      before: null,
      after: {
        name: "Halloumi Fries",
        categoryId,
        description: "Crisp falafel.",
        pricing: [
          { size: "small", pricePence: 550 },
          { size: "medium", pricePence: 725 },
        ],
        vatClass: "standard",
      },
    });

    const updated = await call(updateItem, {
      method: "PATCH",
      bearer: admin,
      params: { id },
      form: form({
        categoryId,
        categoryItemName: "Halloumi Sticks",
        description: "Crisp falafel.",
        pricing: JSON.stringify([{ size: "small", price: 5.5 }]),
      }),
    });
    expect(updated.status).toBe(200);
    // In pence and the domain's names, as the create above, not the wire's pounds and categoryItemName.
    const update = await lastEntry("menu.item.update");
    expect(update).toMatchObject({
      targetType: "categoryItem",
      targetId: id,
      targetName: "Halloumi Sticks",
      before: {
        name: "Halloumi Fries",
        categoryId,
        pricing: [
          { size: "small", pricePence: 550 },
          { size: "medium", pricePence: 725 },
        ],
      },
      after: { name: "Halloumi Sticks", categoryId, pricing: [{ size: "small", pricePence: 550 }] },
    });
    expect(update.before).not.toHaveProperty("categoryItemName");
    expect(update.after).not.toHaveProperty("categoryItemName");

    const removed = await call(deleteItem, { method: "DELETE", bearer: admin, params: { id } });
    expect(removed.status).toBe(200);
    expect(await lastEntry("menu.item.delete")).toMatchObject({
      targetType: "categoryItem",
      targetId: id,
      targetName: "Halloumi Sticks",
      before: { name: "Halloumi Sticks", categoryId, pricing: [{ size: "small", pricePence: 550 }] },
      after: null,
    });
  });

  it("records a variant's creation, its edit before and after, and its deletion", async () => {
    const categoryId = await newCategory("Pizzas");
    const id = await newVariant(categoryId, "Thin crust");
    expect(await lastEntry("menu.variant.create")).toMatchObject({
      targetType: "subcategory",
      targetId: id,
      targetName: "Thin crust",
      after: { name: "Thin crust", categoryId, allergensAdded: [], allergensRemoved: [] },
    });

    const updated = await call(updateVariant, {
      method: "PATCH",
      bearer: admin,
      params: { id },
      form: form({ categoryId, subCategoryname: "Thin & crispy" }),
    });
    expect(updated.status).toBe(200);
    expect(await lastEntry("menu.variant.update")).toMatchObject({
      targetType: "subcategory",
      targetId: id,
      targetName: "Thin & crispy",
      before: { name: "Thin crust", categoryId },
      after: { name: "Thin & crispy", categoryId },
    });

    expect((await call(deleteVariant, { method: "DELETE", bearer: admin, params: { id } })).status).toBe(200);
    expect(await lastEntry("menu.variant.delete")).toMatchObject({
      targetType: "subcategory",
      targetId: id,
      targetName: "Thin & crispy",
      before: { name: "Thin & crispy", categoryId },
      after: null,
    });
  });

  it("records option groups created, saved and deleted, money in pence", async () => {
    const categoryId = await newCategory("Burgers");
    const body = {
      categoryId,
      categoryItemId: null,
      name: "Dips",
      min: 0,
      max: 2,
      options: [{ name: "Garlic dip", price: 0.5, allergens: ["eggs"] }],
    };
    const created = await call(createGroup, { bearer: admin, body });
    expect(created.status).toBe(201);
    const id = created.json.data._id as string;
    expect(await lastEntry("menu.option-group.create")).toMatchObject({
      targetType: "optionGroup",
      targetId: id,
      targetName: "Dips",
      after: { name: "Dips", min: 0, max: 2, categoryId, options: [{ name: "Garlic dip", pricePence: 50 }] },
    });

    const saved = await call(saveGroup, {
      method: "PUT",
      bearer: admin,
      params: { id },
      body: { ...body, name: "Dips & sauces", options: [{ name: "Garlic dip", price: 0.6, allergens: [] }] },
    });
    expect(saved.status).toBe(200);
    expect(await lastEntry("menu.option-group.update")).toMatchObject({
      targetId: id,
      targetName: "Dips & sauces",
      before: { name: "Dips", options: [{ pricePence: 50 }] },
      after: { name: "Dips & sauces", options: [{ pricePence: 60 }] },
    });

    expect((await call(deleteGroup, { method: "DELETE", bearer: admin, params: { id } })).status).toBe(200);
    expect(await lastEntry("menu.option-group.delete")).toMatchObject({
      targetType: "optionGroup",
      targetId: id,
      targetName: "Dips & sauces",
      before: { name: "Dips & sauces", options: [{ name: "Garlic dip", pricePence: 60 }] },
      after: null,
    });
  });
  it("records a change of availability under the dish's, variant's or extra's own type and name", async () => {
    const categoryId = await newCategory("Kebabs");
    const itemId = await newItem(categoryId, "Doner Wrap");
    const variantId = await newVariant(categoryId, "Large pitta");
    const group = await call(createGroup, {
      bearer: admin,
      body: {
        categoryId,
        categoryItemId: null,
        name: "Sauces",
        min: 0,
        max: 1,
        options: [{ name: "Chilli", price: 0 }],
      },
    });
    expect(group.status).toBe(201);
    const optionId = (await getDb().menuOption.findFirstOrThrow({ where: { name: "Chilli" } })).id;

    const cases = [
      { body: { type: "item", id: itemId }, entry: { targetType: "categoryItem", targetName: "Doner Wrap" } },
      { body: { type: "subcategory", id: variantId }, entry: { targetType: "subcategory", targetName: "Large pitta" } },
      { body: { type: "option", id: optionId }, entry: { targetType: "option", targetName: "Chilli" } },
    ];
    for (const { body, entry } of cases) {
      const res = await call(setAvailability, { method: "PATCH", bearer: admin, body: { ...body, available: false } });
      expect(res.status, res.json.message).toBe(200);
      expect(await lastEntry("menu.availability")).toMatchObject({
        ...entry,
        targetId: body.id,
        before: { available: true, soldOut: false, soldOutUntil: null, hidden: false },
        after: { available: false, soldOut: true, soldOutUntil: null, hidden: false },
      });
    }
    // Back on sale: the entry's before is the sold out it replaced.
    const back = await call(setAvailability, {
      method: "PATCH",
      bearer: admin,
      body: { type: "item", id: itemId, available: true },
    });
    expect(back.status, back.json.message).toBe(200);
    expect(await lastEntry("menu.availability")).toMatchObject({
      targetId: itemId,
      before: { available: false, soldOut: true },
      after: { available: true, soldOut: false },
    });
  });
});

describe("promotions on the audit trail", () => {
  it("records a promotion created, edited and retired", async () => {
    const body = {
      name: "Weekend 10% off",
      headline: "10% off at the weekend",
      badge: "-10%",
      description: "10% off everything on Saturdays and Sundays.",
      kind: "amount_off_subtotal",
      amount: 2.5,
      minSpend: 15,
      code: "WEEKEND",
      days: [6, 7],
    };
    const created = await call(createPromotion, { bearer: admin, body });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = created.json.data._id as string;
    expect(await lastEntry("promotion.create")).toMatchObject({
      targetType: "promotion",
      targetId: id,
      targetName: "Weekend 10% off",
      after: { name: "Weekend 10% off", code: "WEEKEND", amountPence: 250, minSpendPence: 1500, retiredAt: null },
    });

    const edited = await call(updatePromotion, {
      method: "PATCH",
      bearer: admin,
      params: { id },
      body: { ...body, name: "Weekend £3 off", amount: 3 },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(await lastEntry("promotion.update")).toMatchObject({
      targetId: id,
      targetName: "Weekend £3 off",
      before: { name: "Weekend 10% off", amountPence: 250 },
      after: { name: "Weekend £3 off", amountPence: 300 },
    });

    const retired = await call(retirePromotion, { method: "DELETE", bearer: admin, params: { id } });
    expect(retired.status).toBe(200);
    expect(retired.json.data).toBeNull();
    expect(await lastEntry("promotion.retire")).toMatchObject({
      targetType: "promotion",
      targetId: id,
      targetName: "Weekend £3 off",
      before: { code: "WEEKEND", retired: false },
      after: { code: "WEEKEND", retired: true },
    });
  });
});

describe("the shop's settings on the audit trail", () => {
  it("records delivery zones created, edited and deleted, money in pence", async () => {
    const created = await call(createZone, {
      bearer: admin,
      body: { name: "Outer", outwardCodes: "w10, NW1", deliveryFee: 3.99, minimumOrder: 25, extraMinutes: 15 },
    });
    expect(created.status).toBe(201);
    const id = created.json.data._id as string;
    const create = await lastEntry("store.zone.create");
    expect(create).toMatchObject({
      targetType: "deliveryZone",
      targetId: id,
      targetName: "Outer",
      after: { name: "Outer", outwardCodes: ["W10", "NW1"], feePence: 399, minimumOrderPence: 2500, isActive: true },
    });
    // The trail's page lists a create's fields in this order: as the zone was written, name first
    // (decision 086), not `jsonb`'s shortest key first (name, feePence, isActive, extraMinutes, …).
    expect(Object.keys(create.after as object)).toEqual([
      "name",
      "outwardCodes",
      "feePence",
      "minimumOrderPence",
      "extraMinutes",
      "isActive",
    ]);

    const edited = await call(patchZone, {
      method: "PATCH",
      bearer: admin,
      params: { id },
      body: { deliveryFee: 4.5, isActive: false },
    });
    expect(edited.status).toBe(200);
    expect(await lastEntry("store.zone.update")).toMatchObject({
      targetId: id,
      targetName: "Outer",
      before: { feePence: 399, isActive: true },
      after: { feePence: 450, isActive: false },
    });

    expect((await call(deleteZone, { method: "DELETE", bearer: admin, params: { id } })).status).toBe(200);
    expect(await lastEntry("store.zone.delete")).toMatchObject({
      targetType: "deliveryZone",
      targetId: id,
      targetName: "Outer",
      before: { name: "Outer", feePence: 450 },
      after: null,
    });
  });

  it("records the trading hours before and after", async () => {
    const closed = {
      ...SEED_TIMETABLE,
      exceptions: [{ date: "2026-12-25", fulfilment: "both", spans: [], note: "Christmas" }],
    };
    const res = await call(putHours, { method: "PUT", bearer: admin, body: closed });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const entry = await lastEntry("store.hours");
    expect(entry).toMatchObject({
      targetType: "store",
      after: { exceptions: [{ date: "2026-12-25", note: "Christmas" }] },
    });
    expect((entry.before as { exceptions: unknown[] }).exceptions).toEqual(SEED_TIMETABLE.exceptions);
  });

  it("records a pause and a resume", async () => {
    expect((await call(pause, { bearer: admin, body: { minutes: 30 } })).status).toBe(200);
    const paused = await lastEntry("store.pause");
    expect(paused).toMatchObject({
      targetType: "store",
      before: { pausedUntil: null, pausedIndefinitely: false },
      after: { pausedUntil: expect.any(String), pausedIndefinitely: false, minutes: 30 },
    });

    expect((await call(pause, { bearer: admin, body: { minutes: 0 } })).status).toBe(200);
    expect(await lastEntry("store.resume")).toMatchObject({
      targetType: "store",
      before: { pausedUntil: (paused.after as { pausedUntil: string }).pausedUntil },
      after: { pausedUntil: null, pausedIndefinitely: false, minutes: 0 },
    });
  });

  it("records printers added, edited and removed, without their password", async () => {
    const added = await call(addPrinter, {
      bearer: admin,
      body: { name: "Oven", protocol: "cloudprnt", purposes: ["kitchen"] },
    });
    expect(added.status).toBe(201);
    const { printer, setup } = added.json.data;
    const create = await lastEntry("printer.create");
    expect(create).toMatchObject({
      targetType: "printer",
      targetId: printer._id,
      targetName: "Oven",
      after: { name: "Oven", protocol: "cloudprnt", purposes: ["kitchen"], copies: 1 },
    });
    expect(JSON.stringify(create)).not.toContain(setup.password);
    // The presenter's settings, without its login or its health.
    expect(Object.keys(create.after as object).sort()).toEqual(
      ["categoryIds", "copies", "name", "pollSeconds", "protocol", "purposes"].sort(),
    );

    const edited = await call(editPrinter, {
      method: "PATCH",
      bearer: admin,
      params: { id: printer._id },
      body: { name: "Pass", copies: 2 },
    });
    expect(edited.status).toBe(200);
    expect(await lastEntry("printer.update")).toMatchObject({
      targetId: printer._id,
      targetName: "Pass",
      before: { name: "Oven", copies: 1 },
      after: { name: "Pass", copies: 2 },
    });

    const removed = await call(removePrinter, { method: "DELETE", bearer: admin, params: { id: printer._id } });
    expect(removed.status).toBe(200);
    expect(await lastEntry("printer.delete")).toMatchObject({
      targetType: "printer",
      targetId: printer._id,
      targetName: "Pass",
      before: { name: "Pass", copies: 2 },
      after: null,
    });
  });
});

describe("other admin writes on the audit trail", () => {
  it("records an e-mail sent again, with the new message's id", async () => {
    const original = await transactionWithJobs((_tx, jobs) =>
      queueEmail(jobs, {
        to: "owner@example.co.uk",
        template: "shop-paused-itself",
        payload: { until: "2026-11-27T20:15:00Z", unansweredOrders: 2, boardUrl: "http://localhost:3000/admin/orders" },
      }),
    );
    const res = await call(resendEmail, { method: "POST", bearer: admin, params: { id: original.id } });
    expect(res.status).toBe(201);
    // A mail without a link goes again as it was: no new link, so the admin is told it is queued.
    expect(res.json.data.isRenewed).toBe(false);
    expect(await lastEntry("email.resend")).toMatchObject({
      action: "email.resend",
      targetType: "email",
      targetId: original.id,
      after: { resentId: res.json.data._id },
    });
  });

  it("records a verification mail sent again with a new link as about the customer (decision 114)", async () => {
    const signUpForm = new FormData();
    signUpForm.set("username", "Audit");
    signUpForm.set("email", `audit.${Date.now()}@example.co.uk`);
    signUpForm.set("password", "secret123");
    expect((await call(signUp, { form: signUpForm })).status).toBe(201);
    const original = await getDb().emailMessage.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
    const customer = await getDb().customer.findUniqueOrThrow({ where: { emailNormalized: original.to } });
    const res = await call(resendEmail, { method: "POST", bearer: admin, params: { id: original.id } });
    expect(res.status).toBe(201);
    expect(await lastEntry("customer.verify-link.renew")).toMatchObject({
      targetType: "customer",
      targetId: customer.id,
      targetName: "Audit",
      after: { email: original.to, resentFromId: original.id, resentId: res.json.data._id },
    });
  });

  it("records a sign-out as the end of that session", async () => {
    const { token } = await createAdmin("leaving");
    expect((await call(signOut, { bearer: token })).status).toBe(200);
    expect(await lastEntry("staff.sign_out")).toMatchObject({ targetType: "session", targetId: expect.any(String) });
  });
});
