import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as categorydata } from "@/app/api/admin/categorydata/route";
import { GET as categoryItemById } from "@/app/api/admin/categoryItembyId/[id]/route";
import { GET as foodCategoryItemdata } from "@/app/api/admin/foodCategoryItemdata/[categoryId]/route";
import { GET as foodcategorydatashow } from "@/app/api/admin/foodcategorydatashow/route";
import { GET as subCategoryById } from "@/app/api/admin/subCategorybyId/[id]/route";
import { GET as subfoodCategorydata } from "@/app/api/admin/subfoodCategorydata/[categoryId]/route";
import { toCustomerMenuView } from "@/lib/api/store/catalogue/view";
import { absoluteMediaUrl } from "@/lib/api/media-url";
import { listCategoriesWithItems } from "@/lib/menu";
import { SEED_MENU, seedCatalogue } from "@/lib/seed";
import { getDb } from "@/lib/platform/db";
import { takeConsoleErrors } from "../console";
import { resetDatabase } from "../db";
import { call } from "../request";

type Category = { _id: string; Categoryname: string };
type Item = {
  _id: string;
  categoryId: string;
  categoryItemName: string;
  description: string;
  image: string | null;
  pricing: { size: string; price: number; offered: boolean }[];
};

let categories: Category[];

beforeAll(async () => {
  await resetDatabase();
  await seedCatalogue(getDb());
  categories = (await call(foodcategorydatashow)).json.data;
});

describe("GET /api/admin/foodcategorydatashow", () => {
  it("lists the 13 categories in menu order with the spec's field names only", async () => {
    const res = await call(foodcategorydatashow);
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.data.map((c: Category) => c.Categoryname)).toEqual(SEED_MENU.map((c) => c.name));
    for (const c of res.json.data) expect(Object.keys(c).sort()).toEqual(["Categoryname", "_id"]);
  });
});

describe("GET /api/admin/foodCategoryItemdata/{categoryId}", () => {
  it("answers the category's items with prices in major units", async () => {
    const pizzas = categories.find((c) => c.Categoryname === "Pizzas")!;
    const res = await call(foodCategoryItemdata, { params: { categoryId: pizzas._id } });
    expect(res.status).toBe(200);
    const items: Item[] = res.json.data.categoryIteam;
    const seeded = SEED_MENU.find((c) => c.name === "Pizzas")!.items;
    expect(items.map((i) => i.categoryItemName)).toEqual(seeded.map((i) => i.name));
    const first = items[0]!;
    expect(Object.keys(first).sort()).toEqual(
      [
        ...["_id", "categoryId", "categoryItemName", "description", "image", "pricing"],
        // Issue 13 (decision 016), additive.
        ...["allergens", "mayContain", "dietary", "spice", "available", "soldOut", "soldOutUntil", "hidden"],
        "extras",
        // Issue 24 (decision 034), additive.
        "vatClass",
      ].sort(),
    );
    expect(first.categoryId).toBe(pizzas._id);
    expect(first.image).toMatch(/^http:\/\/localhost:3000\/menu\/.+\.svg$/);
    // Every size in order small → xlarge (the spec's places, decision in pricing-positions.test.ts),
    // pence → pounds exactly, and a size not made at the spec's default 0.
    const expected = (["small", "medium", "large", "xlarge"] as const).map((s) => {
      const pence = seeded[0]!.prices[s];
      return pence === undefined
        ? { size: s, price: 0, offered: false }
        : { size: s, price: pence / 100, offered: true };
    });
    expect(first.pricing).toEqual(expected);
  });

  it("answers 404 for an unknown category and 400 for a malformed id", async () => {
    const unknown = await call(foodCategoryItemdata, { params: { categoryId: randomUUID() } });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ success: false, message: "Category not found." });
    const malformed = await call(foodCategoryItemdata, { params: { categoryId: "not-an-id" } });
    expect(malformed.status).toBe(400);
    expect(malformed.json.success).toBe(false);
  });
});

describe("GET /api/admin/subfoodCategorydata/{categoryId}", () => {
  it("answers the category's variants", async () => {
    const c = categories[0]!;
    const res = await call(subfoodCategorydata, { params: { categoryId: c._id } });
    expect(res.status).toBe(200);
    const subs = res.json.data.subcategories;
    expect(subs.map((s: { subCategoryname: string }) => s.subCategoryname)).toEqual(
      SEED_MENU[0]!.variants.map((v) => v.name),
    );
    for (const s of subs) {
      expect(Object.keys(s).sort()).toEqual(
        [
          ...["_id", "categoryId", "coverimage", "image", "subCategoryname"],
          ...["allergensAdded", "allergensRemoved", "available", "soldOut", "soldOutUntil", "hidden"],
        ].sort(),
      );
      expect(s.image).toMatch(/^http:\/\/localhost:3000\/menu\/.+\.svg$/);
    }
  });

  it("answers 404 and 400 like the other reads", async () => {
    expect((await call(subfoodCategorydata, { params: { categoryId: randomUUID() } })).status).toBe(404);
    expect((await call(subfoodCategorydata, { params: { categoryId: "1; DROP TABLE" } })).status).toBe(400);
  });
});

describe("GET /api/admin/categorydata", () => {
  it("answers every category with its items", async () => {
    const res = await call(categorydata);
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(SEED_MENU.length);
    for (const [i, c] of res.json.data.entries()) {
      expect(c.Categoryname).toBe(SEED_MENU[i]!.name);
      expect(c.categoryIteam).toHaveLength(SEED_MENU[i]!.items.length);
    }
  });

  it("reads back, in the order page's search, as the menu the page itself is rendered from", async () => {
    // The order page leaves the whole menu out of its payload and its search fetches this answer
    // (components/order/load-menu.ts): every field must come back, prices in pence, extras' scope too.
    const pageMenu = (await listCategoriesWithItems()).map((c) => ({
      ...c,
      items: c.items.map((item) => ({ ...item, image: absoluteMediaUrl(item.image) })),
    }));
    expect(pageMenu.flatMap((c) => c.items.flatMap((i) => i.extras)).map((g) => g.scope)).toContain("category");
    const answer = (await call(categorydata)).json.data;
    expect(toCustomerMenuView(answer)).toEqual(pageMenu);

    // A member of staff signed in on the storefront is answered the hidden dishes as well; the
    // search leaves them out, as the page does.
    const hidden = { ...answer[0].categoryIteam[0], hidden: true, available: false };
    const withHidden = [{ ...answer[0], categoryIteam: [hidden, ...answer[0].categoryIteam.slice(1)] }];
    expect(toCustomerMenuView(withHidden)[0]!.items.map((i) => i.id)).toEqual(
      answer[0].categoryIteam.slice(1).map((i: Item) => i._id),
    );
  });
});

describe("GET /api/admin/categoryItembyId/{id} and subCategorybyId/{id}", () => {
  it("answers one item and one variant", async () => {
    const all = (await call(categorydata)).json.data as (Category & { categoryIteam: Item[] })[];
    const item = all[0]!.categoryIteam[0]!;
    const res = await call(categoryItemById, { params: { id: item._id } });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual(item);

    const subs = (await call(subfoodCategorydata, { params: { categoryId: all[0]!._id } })).json.data.subcategories;
    const sub = await call(subCategoryById, { params: { id: subs[0]._id } });
    expect(sub.status).toBe(200);
    expect(sub.json.data).toEqual(subs[0]);
  });

  it("answers 404 for unknown ids and 400 for malformed ones", async () => {
    for (const handler of [categoryItemById, subCategoryById]) {
      const unknown = await call(handler, { params: { id: randomUUID() } });
      expect(unknown.status).toBe(404);
      expect(unknown.json.success).toBe(false);
      const malformed = await call(handler, { params: { id: "abc" } });
      expect(malformed.status).toBe(400);
    }
  });
});

describe("errors", () => {
  it("never shows internals in a 5xx", async () => {
    const db = getDb();
    // Break the query underneath the handler: the answer must be a bare 500.
    await db.$executeRawUnsafe(`ALTER TABLE "Category" RENAME TO "Category_gone"`);
    try {
      const res = await call(foodcategorydatashow);
      expect(res.status).toBe(500);
      expect(res.json).toEqual({ success: false, message: "Internal Server Error" });
      expect(res.text).not.toMatch(/Category_gone|prisma|stack|relation/i);
      // The details go to the server log instead.
      expect(takeConsoleErrors().map((args) => String(args[0]))).toEqual(["[api] GET /api/test failed:"]);
    } finally {
      await db.$executeRawUnsafe(`ALTER TABLE "Category_gone" RENAME TO "Category"`);
    }
  });
});
