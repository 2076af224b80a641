import { beforeAll, describe, expect, it } from "vitest";
import { POST as addCategory } from "@/app/api/admin/addfoodCategory/route";
import { DELETE as deleteCategory } from "@/app/api/admin/foodCategorydeletebyId/[id]/route";
import { POST as addPrinter } from "@/app/api/adminauth/printers/route";
import { PATCH as updatePromotion } from "@/app/api/adminauth/promotions/[id]/route";
import { GET as listAdmin, POST as createPromotion } from "@/app/api/adminauth/promotions/route";
import { POST as applyPromo } from "@/app/api/cart/applyPromo/route";
import { GET as listPublic } from "@/app/api/promotions/route";
import { toFormValues, toPromotionBody } from "@/components/admin/promotions/form-values";
import { statusOf } from "@/components/admin/promotions/promotion-status";
import type { TAdminPromotionDto } from "@/lib/api/admin/promotions/contract";
import { getDb } from "@/lib/platform/db";
import { addDish, deliverTo, payForBasket } from "../checkout-steps";
import { createAdmin, createCustomer, freshDeliveringShop, menuPick } from "../factories";
import { call } from "../request";

// What the admin set up stays true to the menu and to its uses: a deleted category leaves the
// offers and printers that named it, and an offer that can no longer be had (every use taken, or
// nothing left to apply to) is neither advertised nor called "Running".

let admin: string;
let pizzasId: string;

const CARD = { headline: "Deal", badge: "-10%", description: "A deal.", placements: ["offers_strip"] };

beforeAll(async () => {
  await freshDeliveringShop();
  admin = (await createAdmin()).token;
  pizzasId = (await menuPick("Pizzas")).category.id;
});

async function newCategory(name: string): Promise<string> {
  const res = await call(addCategory, { bearer: admin, body: { Categoryname: name } });
  expect(res.status, res.text).toBe(201);
  return res.json.data._id;
}

async function adminRow(id: string): Promise<TAdminPromotionDto> {
  const rows = (await call(listAdmin, { bearer: admin })).json.data as TAdminPromotionDto[];
  return rows.find((p) => p._id === id)!;
}

const advertisedIds = async () => ((await call(listPublic)).json.data as { _id: string }[]).map((p) => p._id);

async function removeCategory(id: string) {
  const res = await call(deleteCategory, { method: "DELETE", bearer: admin, params: { id } });
  expect(res.status, res.text).toBe(200);
}

describe("a deleted category", () => {
  it("leaves the offers that named it, whose form then saves as it opens", async () => {
    const seasonal = await newCategory("Seasonal specials");
    const created = await call(createPromotion, {
      bearer: admin,
      body: {
        ...CARD,
        name: "Pizzas and specials",
        kind: "percent_off_lines",
        percent: 10,
        categoryIds: [pizzasId, seasonal],
        linkCategoryId: seasonal,
      },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.json.data._id as string;

    await removeCategory(seasonal);
    const row = await adminRow(id);
    expect(row).toMatchObject({ categoryIds: [pizzasId], linkCategoryId: null, canApply: true });
    // The deal card opens the menu, no longer a category that is gone.
    const card = (await call(listPublic)).json.data.find((p: { _id: string }) => p._id === id);
    expect(card.link).toBe("/order#menu");

    const saved = await call(updatePromotion, {
      method: "PATCH",
      bearer: admin,
      params: { id },
      body: toPromotionBody({ ...toFormValues(row), headline: "Pizza deal" }),
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({ headline: "Pizza deal", categoryIds: [pizzasId] });
  });

  it("leaves an offer that covered only it unable to apply: not advertised, and the admin is told", async () => {
    const brunch = await newCategory("Brunch");
    const created = await call(createPromotion, {
      bearer: admin,
      body: { ...CARD, name: "Brunch multi-buy", kind: "multi_buy", quantity: 2, categoryIds: [brunch] },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.json.data._id as string;
    expect(await advertisedIds()).toContain(id);
    expect(statusOf(await adminRow(id), Date.now())).toBe("running");

    await removeCategory(brunch);
    expect(await advertisedIds()).not.toContain(id);
    const row = await adminRow(id);
    expect(row).toMatchObject({ categoryIds: [], canApply: false });
    expect(statusOf(row, Date.now())).toBe("cannot_apply");
  });

  it("leaves a printer that printed it and others; one that printed only it keeps it, not to print everything", async () => {
    const drinks = await newCategory("Milkshakes");
    const desserts = await newCategory("Pastries");
    const add = async (name: string, categoryIds: string[]) => {
      const res = await call(addPrinter, {
        bearer: admin,
        body: { name, protocol: "cloudprnt", purposes: ["kitchen"], categoryIds },
      });
      expect(res.status, res.text).toBe(201);
      return res.json.data.printer._id as string;
    };
    const bar = await add("Bar", [drinks, desserts]);
    const pastry = await add("Pastry", [desserts]);

    await removeCategory(desserts);
    const categoriesOf = async (id: string) =>
      (await getDb().printer.findUniqueOrThrow({ where: { id }, select: { categoryIds: true } })).categoryIds;
    expect(await categoriesOf(bar)).toEqual([drinks]);
    expect(await categoriesOf(pastry)).toEqual([desserts]);
  });
});

describe("a capped offer whose every use is taken", () => {
  it("is no longer advertised, and the admin sees it used up", async () => {
    const created = await call(createPromotion, {
      bearer: admin,
      body: { ...CARD, name: "First one", code: "FIRSTONE", usageCap: 1, kind: "percent_off_subtotal", percent: 10 },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.json.data._id as string;
    expect(await advertisedIds()).toContain(id);

    const first = await createCustomer();
    await addDish(first.token, await menuPick("Pizzas"), { qty: 2 });
    await deliverTo(first.token, { address: "221B Baker Street, London NW1 6XE" });
    expect((await call(applyPromo, { bearer: first.token, body: { code: "FIRSTONE" } })).json.data.promo.applied).toBe(
      true,
    );
    // Held by an unpaid order, the use may yet come back: still advertised.
    expect(await advertisedIds()).toContain(id);
    await payForBasket(first.token);

    const second = await createCustomer();
    await addDish(second.token, await menuPick("Pizzas"), { qty: 2 });
    const refused = (await call(applyPromo, { bearer: second.token, body: { code: "FIRSTONE" } })).json.data.promo;
    expect(refused.message).toBe("FIRSTONE has been fully claimed.");
    expect(await advertisedIds()).not.toContain(id);
    const row = await adminRow(id);
    expect(row).toMatchObject({ timesUsed: 1, usageCap: 1, canApply: true });
    expect(statusOf(row, Date.now())).toBe("used_up");
  });
});
