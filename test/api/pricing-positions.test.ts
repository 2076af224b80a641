import { beforeAll, describe, expect, it } from "vitest";
import { POST as addItem } from "@/app/api/admin/addfoodCategoryitem/route";
import { GET as getItem, PATCH as updateItem } from "@/app/api/admin/categoryItembyId/[id]/route";
import { GET as itemsOf } from "@/app/api/admin/foodCategoryItemdata/[categoryId]/route";
import { POST as addCart } from "@/app/api/cart/addCart/route";
import { GET as cartDetail } from "@/app/api/cart/cartdetail/route";
import { toAdminDishView } from "@/lib/api/admin/menu/view";
import { toCategoryItemView, toDishPricesView } from "@/lib/api/store/catalogue/view";
import { getDb } from "@/lib/platform/db";
import { createAdmin, seedDeliveringShop } from "../factories";
import { call, setCookies } from "../request";

// The spec's pricing is the four sizes in order, price 0 by default (spec §3, §9), and its
// restaurant quick-add adds "one unit at the medium price (second pricing entry)" (spec §4).

let admin: string;
let categoryId: string;

beforeAll(async () => {
  await seedDeliveringShop();
  admin = (await createAdmin()).token;
  categoryId = (await getDb().category.findUniqueOrThrow({ where: { name: "Pizzas" } })).id;
});

async function newDish(name: string, prices: [string, number][]) {
  const form = new FormData();
  form.set("categoryId", categoryId);
  form.set("categoryItemName", name);
  form.set("description", "A test dish.");
  form.set("pricing", JSON.stringify(prices.map(([size, price]) => ({ size, price }))));
  const res = await call(addItem, { bearer: admin, form });
  expect(res.status, res.text).toBe(201);
  return res.json.data._id as string;
}

/** What the spec's restaurant page does on a plus: load the dish, add one at pricing[1]'s price. */
async function specQuickAdd(id: string) {
  const item = await call(getItem, { params: { id } });
  const medium = item.json.data.pricing[1];
  const added = await call(addCart, { body: { qty: 1, total: medium?.price, subcategoryId: null } });
  const cookie = setCookies(added.response).basket_token?.value;
  const basket = cookie ? await call(cartDetail, { cookies: { basket_token: cookie } }) : null;
  return { item, medium, added, lines: basket?.json.data.Iteam ?? [] };
}

describe("a dish's pricing as the spec's clients read it", () => {
  it("keeps the spec's four places, so pricing[1] is the medium, and marks the sizes not made", async () => {
    const id = await newDish("Small Or Large Only", [
      ["small", 4.11],
      ["large", 13.37],
    ]);
    const read = await call(getItem, { params: { id } });
    expect(read.json.data.pricing).toEqual([
      { size: "small", price: 4.11, offered: true },
      { size: "medium", price: 0, offered: false },
      { size: "large", price: 13.37, offered: true },
      { size: "xlarge", price: 0, offered: false },
    ]);
    const listed = await call(itemsOf, { params: { categoryId } });
    const inList = listed.json.data.categoryIteam.find((d: { _id: string }) => d._id === id);
    expect(inList.pricing.map((p: { size: string }) => p.size)).toEqual(["small", "medium", "large", "xlarge"]);

    // This app's screens still list only the sizes the dish is made in.
    expect(toCategoryItemView(read.json.data).pricing).toEqual([
      { size: "small", pricePence: 411 },
      { size: "large", pricePence: 1337 },
    ]);
    expect(toDishPricesView(read.json.data).pricing.map((p) => p.size)).toEqual(["small", "large"]);
    expect(toAdminDishView(read.json.data).pricing.map((p) => p.size)).toEqual(["small", "large"]);

    // The spec's admin edits with what it read: the four places go back and the same sizes stay.
    const form = new FormData();
    form.set("categoryId", categoryId);
    form.set("categoryItemName", "Small Or Large Only");
    form.set("description", "A test dish.");
    form.set("pricing", JSON.stringify(read.json.data.pricing));
    const saved = await call(updateItem, { method: "PATCH", bearer: admin, params: { id }, form });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data.pricing).toEqual(read.json.data.pricing);
  });

  it("never lets the spec's quick-add buy a size the dish is not made in", async () => {
    const id = await newDish("No Medium Here", [
      ["small", 4.12],
      ["large", 13.38],
    ]);
    const quick = await specQuickAdd(id);
    expect(quick.medium).toMatchObject({ size: "medium", offered: false });
    expect(quick.added.status).toBe(400);
    expect(quick.lines).toEqual([]);
    // Named outright, the size not made is refused too.
    const named = await call(addCart, {
      body: { qty: 1, total: 0, subcategoryId: null, categoryItemId: id, size: "medium" },
    });
    expect(named.status).toBe(400);
    expect(named.json.data.size).toBe("This size is not available.");
  });

  it("adds the medium from pricing[1] for a dish made in it", async () => {
    const id = await newDish("Every Size", [
      ["small", 4.13],
      ["medium", 8.13],
      ["large", 13.39],
    ]);
    const quick = await specQuickAdd(id);
    expect(quick.medium).toEqual({ size: "medium", price: 8.13, offered: true });
    expect(quick.added.status, quick.added.text).toBe(201);
    expect(quick.lines).toHaveLength(1);
    expect(quick.lines[0]).toMatchObject({ qty: 1, size: "medium", total: 8.13 });
  });
});
