import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as addItem } from "@/app/api/admin/addfoodCategoryitem/route";
import { POST as addSub } from "@/app/api/admin/addsubCategory/route";
import { GET as menu } from "@/app/api/admin/categorydata/route";
import { GET as getItem, PATCH as updateItem } from "@/app/api/admin/categoryItembyId/[id]/route";
import { GET as itemsOf } from "@/app/api/admin/foodCategoryItemdata/[categoryId]/route";
import { GET as subById } from "@/app/api/admin/subCategorybyId/[id]/route";
import { PATCH as updateSub } from "@/app/api/admin/subcategoryUpdatebyId/[id]/route";
import { GET as subsOf } from "@/app/api/admin/subfoodCategorydata/[categoryId]/route";
import { PATCH as setAvailability } from "@/app/api/adminauth/menu/availability/route";
import { POST as addAddress } from "@/app/api/cart/addAddress/route";
import { POST as addCart } from "@/app/api/cart/addCart/route";
import { GET as cartDetail } from "@/app/api/cart/cartdetail/route";
import { POST as createOrder } from "@/app/api/cart/create_order/route";
import { POST as selectAddress } from "@/app/api/cart/selectAddress/route";
import { GET as myOrders } from "@/app/api/cart/userOreder/route";
import { getDb } from "@/lib/platform/db";
import { createAdmin, createCustomer, freshDeliveringShop, type menuPick } from "../factories";
import { placeOrder } from "../place-order";
import { call } from "../request";

// Allergens, dietary labels, spice and availability (issue 13, decision 016), through the
// route handlers. handle() checks every answer against its declared response as well.

let admin: string;
let pizzas: Awaited<ReturnType<typeof menuPick>>;

const variant = (name: string) => pizzas.variants.find((v) => v.name === name)!;
const dish = (name: string) => pizzas.category.items.find((i) => i.name === name)!;
const mediumTotal = (item: { prices: { size: string; pricePence: number }[] }, qty = 1) =>
  (item.prices.find((p) => p.size === "medium")!.pricePence * qty) / 100;

function addMedium(token: string, item: (typeof pizzas.category.items)[number], variantId: string | null = null) {
  return call(addCart, {
    bearer: token,
    body: { qty: 1, total: mediumTotal(item), subcategoryId: variantId, categoryItemId: item.id, size: "medium" },
  });
}

async function availability(body: Record<string, unknown>, bearer = admin) {
  return call(setAvailability, { method: "PATCH", bearer, body });
}

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

async function readyToPay(token: string) {
  const address = await call(addAddress, { bearer: token, body: { address: "221B Baker Street, London NW1 6XE" } });
  await call(selectAddress, { bearer: token, body: { addressId: address.json.data._id } });
}

beforeAll(async () => {
  pizzas = await freshDeliveringShop();
  admin = (await createAdmin("chef")).token;
});

describe("the menu's payloads", () => {
  it("carry allergens, may-contain, dietary labels, spice and availability on every item", async () => {
    const res = await call(menu);
    expect(res.status).toBe(200);
    const items = res.json.data.flatMap((c: { categoryIteam: unknown[] }) => c.categoryIteam);
    expect(items).toHaveLength(63);
    const margherita = items.find((i: { categoryItemName: string }) => i.categoryItemName === "Margherita");
    expect(margherita).toMatchObject({
      allergens: ["gluten", "milk"],
      mayContain: ["eggs", "mustard", "sesame", "soya"],
      dietary: ["vegetarian"],
      spice: 0,
      available: true,
      soldOut: false,
      soldOutUntil: null,
      hidden: false,
    });
    const byId = await call(getItem, { params: { id: margherita._id } });
    expect(byId.json.data).toEqual(margherita);
    const ofCategory = await call(itemsOf, { params: { categoryId: pizzas.category.id } });
    expect(ofCategory.json.data.categoryIteam[0]).toEqual(margherita);
  });

  it("carry what each variant adds and removes", async () => {
    const res = await call(subsOf, { params: { categoryId: pizzas.category.id } });
    const byName = Object.fromEntries(
      res.json.data.subcategories.map((s: { subCategoryname: string }) => [s.subCategoryname, s]),
    );
    expect(byName["Gluten-Free Base"]).toMatchObject({
      allergensAdded: [],
      allergensRemoved: ["gluten"],
      available: true,
    });
    expect(byName["Stuffed Crust"]).toMatchObject({ allergensAdded: ["milk"], allergensRemoved: [] });
    const one = await call(subById, { params: { id: variant("Gluten-Free Base").id } });
    expect(one.json.data).toEqual(byName["Gluten-Free Base"]);
  });
});

describe("basket and order lines", () => {
  it("carry the line's allergens (a Margherita on a gluten-free base: milk only), frozen on the order", async () => {
    const { token } = await createCustomer();
    const added = await addMedium(token, dish("Margherita"), variant("Gluten-Free Base").id);
    expect(added.status).toBe(201);
    expect(added.json.data.basket.Iteam[0]).toMatchObject({ allergens: ["milk"], available: true });
    expect(added.json.data.basket.unavailableItems).toEqual([]);
    const { orderId } = await placeOrder(token, 1);
    const line = await getDb().orderLine.findFirstOrThrow({ where: { orderId, itemName: "Margherita" } });
    expect(line.allergens).toEqual(["milk"]);
    // The menu changes; the order keeps what was true when it was ordered.
    await getDb().categoryItem.update({
      where: { id: dish("Margherita").id },
      data: { allergens: ["gluten", "milk", "eggs"] },
    });
    const history = await call(myOrders, { bearer: token });
    const lines = history.json.data.find((o: { _id: string }) => o._id === orderId).cartItem.Iteam;
    expect(
      lines.find(
        (l: { categoryItem: { categoryItemName: string } }) => l.categoryItem.categoryItemName === "Margherita",
      ).allergens,
    ).toEqual(["milk"]);
    await getDb().categoryItem.update({
      where: { id: dish("Margherita").id },
      data: { allergens: ["gluten", "milk"] },
    });
  });
});

describe("PATCH /api/adminauth/menu/availability", () => {
  it("is for the admin only", async () => {
    const { token } = await createCustomer();
    expect(
      (
        await call(setAvailability, {
          method: "PATCH",
          body: { type: "item", id: dish("Hawaiian").id, available: false },
        })
      ).status,
    ).toBe(401);
    expect((await availability({ type: "item", id: dish("Hawaiian").id, available: false }, token)).status).toBe(403);
  });

  it("refuses bad input with field messages, and unknown ids with 404", async () => {
    const bad = await availability({ type: "dish", id: "nope", available: "no" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.data).sort()).toEqual(["available", "id", "type"]);
    const past = await availability({
      type: "item",
      id: dish("Hawaiian").id,
      available: false,
      until: "2020-01-01T00:00:00Z",
    });
    expect(past.status).toBe(400);
    expect(past.json.data.until).toMatch(/future/);
    expect((await availability({ type: "item", id: randomUUID(), available: false })).status).toBe(404);
    expect((await availability({ type: "subcategory", id: randomUUID(), available: false })).status).toBe(404);
    expect((await availability({ type: "option", id: randomUUID(), available: false })).status).toBe(404);
  });

  it("marks an extra sold out until set back: shown on the dish, refused on a new line, and back on sale", async () => {
    const margherita = dish("Margherita");
    const group = await getDb().optionGroup.create({
      data: {
        name: "Olives or not",
        min: 0,
        max: 1,
        categoryItemId: margherita.id,
        options: { create: [{ name: "Black olives", pricePence: 80 }] },
      },
      include: { options: true },
    });
    const olives = group.options[0]!;
    try {
      const soldOut = await availability({ type: "option", id: olives.id, available: false });
      expect(soldOut.status).toBe(200);
      expect(soldOut.json.data).toEqual({
        type: "option",
        _id: olives.id,
        available: false,
        soldOut: true,
        soldOutUntil: null,
        hidden: false,
      });
      const shown = (await call(getItem, { params: { id: margherita.id } })).json.data;
      const option = shown.extras.find((g: { _id: string }) => g._id === group.id).options[0];
      expect(option).toMatchObject({ _id: olives.id, available: false });

      const { token } = await createCustomer();
      const withOlives = (total: number) =>
        call(addCart, {
          bearer: token,
          body: {
            qty: 1,
            total,
            subcategoryId: null,
            categoryItemId: margherita.id,
            size: "medium",
            extras: [olives.id],
          },
        });
      const refused = await withOlives(mediumTotal(margherita) + 0.8);
      expect(refused.status).toBe(409);
      expect(refused.json.message).toContain("Black olives is sold out");

      // An extra has no return time of its own, and is never hidden.
      const timed = await availability({ type: "option", id: olives.id, available: false, until: "next_opening" });
      expect(timed.status).toBe(400);
      expect(timed.json.data.until).toMatch(/set it back/);
      expect((await availability({ type: "option", id: olives.id, available: false, hidden: true })).status).toBe(400);

      expect((await availability({ type: "option", id: olives.id, available: true })).json.data.available).toBe(true);
      expect((await withOlives(mediumTotal(margherita) + 0.8)).status).toBe(201);
    } finally {
      await getDb().optionGroup.delete({ where: { id: group.id } });
    }
  });

  it("marks a dish sold out: shown as such, refused at addCart with 409, and back on sale when set back", async () => {
    const hawaiian = dish("Hawaiian");
    const res = await availability({ type: "item", id: hawaiian.id, available: false });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      type: "item",
      _id: hawaiian.id,
      available: false,
      soldOut: true,
      soldOutUntil: null,
      hidden: false,
    });
    expect((await call(getItem, { params: { id: hawaiian.id } })).json.data).toMatchObject({
      available: false,
      soldOut: true,
    });

    const { token } = await createCustomer();
    const refused = await addMedium(token, hawaiian);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("Sorry, Hawaiian is sold out. Please choose something else.");
    // The spec's clients (variant and total only) are refused the same way.
    const bySpec = await call(addCart, {
      bearer: token,
      body: { qty: 1, total: mediumTotal(hawaiian), subcategoryId: variant("Classic Crust").id },
    });
    expect([400, 409]).toContain(bySpec.status);
    expect((await call(cartDetail, { bearer: token })).json.data.Iteam).toHaveLength(0);

    await availability({ type: "item", id: hawaiian.id, available: true });
    expect((await addMedium(token, hawaiian)).status).toBe(201);
  });

  it("sold out until a time: the answer says when it comes back", async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const res = await availability({ type: "item", id: dish("BBQ Chicken").id, available: false, until });
    expect(res.json.data).toMatchObject({ available: false, soldOut: true, soldOutUntil: until });
    await availability({ type: "item", id: dish("BBQ Chicken").id, available: true });
  });

  it("a sold-out variant is refused with the dish", async () => {
    const stuffed = variant("Stuffed Crust");
    await availability({ type: "subcategory", id: stuffed.id, available: false });
    const { token } = await createCustomer();
    const refused = await addMedium(token, dish("Margherita"), stuffed.id);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/Margherita with Stuffed Crust is sold out/);
    expect((await call(subById, { params: { id: stuffed.id } })).json.data).toMatchObject({
      available: false,
      soldOut: true,
    });
    await availability({ type: "subcategory", id: stuffed.id, available: true });
  });

  it("flags basket lines that became sold out, and create_order refuses with 409 naming them", async () => {
    const { token } = await createCustomer();
    await addMedium(token, dish("Meat Feast"));
    await addMedium(token, dish("Pepperoni Feast"));
    await addMedium(token, dish("Margherita"));
    await readyToPay(token);
    await availability({ type: "item", id: dish("Meat Feast").id, available: false });
    await availability({ type: "item", id: dish("Pepperoni Feast").id, available: false });

    const basket = (await call(cartDetail, { bearer: token })).json.data;
    expect(basket.unavailableItems).toEqual(["Meat Feast", "Pepperoni Feast"]);
    expect(basket.Iteam.map((l: { available: boolean }) => l.available)).toEqual([false, false, true]);

    const refused = await call(createOrder, { method: "POST", bearer: token });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      "Meat Feast and Pepperoni Feast are no longer available: remove them from your basket to check out.",
    );
    expect(
      await getDb().order.count({ where: { status: "pending", lines: { some: { itemName: "Meat Feast" } } } }),
    ).toBe(0);

    await availability({ type: "item", id: dish("Meat Feast").id, available: true });
    await availability({ type: "item", id: dish("Pepperoni Feast").id, available: true });
    expect((await call(createOrder, { method: "POST", bearer: token })).status).toBe(200);
  });

  it("flags a line whose variant the admin has since filed under another category, and create_order refuses it", async () => {
    const { token } = await createCustomer();
    const stuffed = variant("Stuffed Crust");
    expect((await addMedium(token, dish("Margherita"), stuffed.id)).status).toBe(201);
    await readyToPay(token);
    const elsewhere = await getDb().category.findFirstOrThrow({ where: { id: { not: pizzas.category.id } } });
    const moveTo = (categoryId: string) =>
      call(updateSub, {
        method: "PATCH",
        bearer: admin,
        params: { id: stuffed.id },
        form: form({ categoryId, subCategoryname: "Stuffed Crust" }),
      });
    expect((await moveTo(elsewhere.id)).status).toBe(200);
    try {
      // The menu no longer sells a Margherita with it (addCart would refuse the pair): nor may the basket.
      const basket = (await call(cartDetail, { bearer: token })).json.data;
      expect(basket.unavailableItems).toEqual(["Margherita"]);
      const refused = await call(createOrder, { method: "POST", bearer: token });
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe("Margherita is no longer available: remove it from your basket to check out.");
    } finally {
      expect((await moveTo(pizzas.category.id)).status).toBe(200);
    }
    expect((await call(cartDetail, { bearer: token })).json.data.unavailableItems).toEqual([]);
  });

  it("hides a dish: absent from every customer read, 404 by id, refused at addCart; the admin still sees it", async () => {
    const veg = dish("Vegetarian Supreme");
    const res = await availability({ type: "item", id: veg.id, available: true, hidden: true });
    expect(res.json.data).toMatchObject({ available: false, soldOut: false, hidden: true });

    const names = (data: { categoryIteam: { categoryItemName: string }[] }[]) =>
      data.flatMap((c) => c.categoryIteam.map((i) => i.categoryItemName));
    expect(names((await call(menu)).json.data)).not.toContain("Vegetarian Supreme");
    const ofCategory = (await call(itemsOf, { params: { categoryId: pizzas.category.id } })).json.data.categoryIteam;
    expect(ofCategory.map((i: { _id: string }) => i._id)).not.toContain(veg.id);
    expect((await call(getItem, { params: { id: veg.id } })).status).toBe(404);
    const { token } = await createCustomer();
    expect((await addMedium(token, veg)).status).toBe(404);

    const asAdmin = (await call(menu, { bearer: admin })).json.data;
    expect(names(asAdmin)).toContain("Vegetarian Supreme");
    expect((await call(getItem, { bearer: admin, params: { id: veg.id } })).json.data).toMatchObject({
      hidden: true,
      available: false,
    });

    await availability({ type: "item", id: veg.id, available: true, hidden: false });
    expect((await call(getItem, { params: { id: veg.id } })).status).toBe(200);
  });

  it("hides a variant from customers", async () => {
    const thin = variant("Thin & Crispy");
    await availability({ type: "subcategory", id: thin.id, available: true, hidden: true });
    const subs = (await call(subsOf, { params: { categoryId: pizzas.category.id } })).json.data.subcategories;
    expect(subs.map((s: { _id: string }) => s._id)).not.toContain(thin.id);
    expect((await call(subById, { params: { id: thin.id } })).status).toBe(404);
    await availability({ type: "subcategory", id: thin.id, available: true, hidden: false });
  });
});

describe("the admin's item and variant forms", () => {
  const base = () => ({
    categoryId: pizzas.category.id,
    categoryItemName: `Test ${randomUUID().slice(0, 6)}`,
    description: "A test dish.",
    pricing: JSON.stringify([{ size: "small", price: 5 }]),
  });

  it("save allergens, may-contain, labels and spice, in the law's order", async () => {
    const res = await call(addItem, {
      bearer: admin,
      form: form({
        ...base(),
        allergens: JSON.stringify(["milk", "gluten"]),
        mayContain: JSON.stringify(["sesame", "milk"]),
        dietary: JSON.stringify(["vegetarian"]),
        spice: "2",
      }),
    });
    expect(res.status).toBe(201);
    // What it contains is not also what it may contain.
    expect(res.json.data).toMatchObject({
      allergens: ["gluten", "milk"],
      mayContain: ["sesame"],
      dietary: ["vegetarian"],
      spice: 2,
    });

    // The spec's client sends none of them: the update keeps them.
    const kept = await call(updateItem, {
      method: "PATCH",
      bearer: admin,
      params: { id: res.json.data._id },
      form: form({ ...base(), categoryItemName: "Renamed" }),
    });
    expect(kept.status).toBe(200);
    expect(kept.json.data).toMatchObject({ categoryItemName: "Renamed", allergens: ["gluten", "milk"], spice: 2 });
  });

  it("refuse an unknown allergen, spice out of range and contradicting labels with field messages", async () => {
    const bad = await call(addItem, {
      bearer: admin,
      form: form({
        ...base(),
        allergens: JSON.stringify(["gluten", "shellfish"]),
        dietary: JSON.stringify(["keto"]),
        spice: "4",
      }),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.data.allergens).toMatch(/Unknown allergen: shellfish/);
    expect(bad.json.data.dietary).toMatch(/Unknown dietary label: keto/);
    expect(bad.json.data.spice).toMatch(/0 \(not spicy\) to 3/);

    const unreadable = await call(addItem, { bearer: admin, form: form({ ...base(), mayContain: "milk" }) });
    expect(unreadable.status).toBe(400);
    expect(unreadable.json.data.mayContain).toBe("The allergens could not be read.");

    const vegan = await call(addItem, {
      bearer: admin,
      form: form({ ...base(), allergens: JSON.stringify(["milk"]), dietary: JSON.stringify(["vegan"]) }),
    });
    expect(vegan.status).toBe(400);
    expect(vegan.json.data.dietary).toMatch(/vegan dish cannot contain milk/);
    expect(await getDb().categoryItem.count({ where: { description: "A test dish.", name: { not: "Renamed" } } })).toBe(
      0,
    );
  });

  it("save what a variant adds and removes, and refuse an unknown code", async () => {
    const image = new File(
      [
        new Uint8Array(
          await sharp({ create: { width: 64, height: 64, channels: 3, background: "#fff" } })
            .png()
            .toBuffer(),
        ),
      ],
      "v.png",
      {
        type: "image/png",
      },
    );
    const data = form({
      categoryId: pizzas.category.id,
      subCategoryname: "Vegan cheese",
      allergensAdded: JSON.stringify(["soya"]),
      allergensRemoved: JSON.stringify(["milk"]),
    });
    data.set("image", image);
    const res = await call(addSub, { bearer: admin, form: data });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ allergensAdded: ["soya"], allergensRemoved: ["milk"], available: true });

    const bad = await call(updateSub, {
      method: "PATCH",
      bearer: admin,
      params: { id: res.json.data._id },
      form: form({
        categoryId: pizzas.category.id,
        subCategoryname: "Vegan cheese",
        allergensRemoved: JSON.stringify(["dairy"]),
      }),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.data.allergensRemoved).toMatch(/Unknown allergen: dairy/);
  });

  it("refuse a variant that both adds and removes an allergen, and keep the list a save leaves out", async () => {
    const image = new File(
      [
        new Uint8Array(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
            .png()
            .toBuffer(),
        ),
      ],
      "v.png",
      { type: "image/png" },
    );
    const names = { categoryId: pizzas.category.id, subCategoryname: "Cheese crust" };
    const data = form({
      ...names,
      allergensAdded: JSON.stringify(["milk", "eggs"]),
      allergensRemoved: JSON.stringify(["milk"]),
    });
    data.set("image", image);
    // Ticked under both lists: the line rule takes the removal last, so the crust would declare no milk.
    const both = await call(addSub, { bearer: admin, form: data });
    expect(both.status).toBe(400);
    expect(both.json.data).toEqual({
      allergensRemoved: "A variant cannot both add and remove milk: untick it in one of the two lists.",
    });
    expect(await getDb().subcategory.count({ where: { name: "Cheese crust" } })).toBe(0);

    const ok = form({
      ...names,
      allergensAdded: JSON.stringify(["milk"]),
      allergensRemoved: JSON.stringify(["gluten"]),
    });
    ok.set("image", image);
    const id = (await call(addSub, { bearer: admin, form: ok })).json.data._id as string;
    const patch = (fields: Record<string, string>) =>
      call(updateSub, { method: "PATCH", bearer: admin, params: { id }, form: form({ ...names, ...fields }) });

    // A save that sends one list keeps the other (it was emptied: the crust's milk went unsaid).
    const onlyRemoved = await patch({ allergensRemoved: JSON.stringify(["gluten", "soya"]) });
    expect(onlyRemoved.status).toBe(200);
    expect(onlyRemoved.json.data).toMatchObject({ allergensAdded: ["milk"], allergensRemoved: ["gluten", "soya"] });
    // And the one sent is checked against the one kept.
    const clash = await patch({ allergensRemoved: JSON.stringify(["milk"]) });
    expect(clash.status).toBe(400);
    expect(clash.json.data.allergensRemoved).toMatch(/cannot both add and remove milk/);
    expect(await getDb().subcategory.findUniqueOrThrow({ where: { id } })).toMatchObject({
      allergensAdded: ["milk"],
      allergensRemoved: ["gluten", "soya"],
    });
  });
});
