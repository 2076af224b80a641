import { randomBytes, randomUUID } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as addCategory } from "@/app/api/admin/addfoodCategory/route";
import { POST as addItem } from "@/app/api/admin/addfoodCategoryitem/route";
import { POST as addSub } from "@/app/api/admin/addsubCategory/route";
import { GET as getItem, PATCH as updateItem } from "@/app/api/admin/categoryItembyId/[id]/route";
import { DELETE as deleteItem } from "@/app/api/admin/categoryItemDeletebyId/[id]/route";
import { DELETE as deleteCategory } from "@/app/api/admin/foodCategorydeletebyId/[id]/route";
import { GET as itemsOf } from "@/app/api/admin/foodCategoryItemdata/[categoryId]/route";
import { PATCH as renameCategory } from "@/app/api/admin/foodCategoryUpdatebyId/[id]/route";
import { GET as subById } from "@/app/api/admin/subCategorybyId/[id]/route";
import { DELETE as deleteSub } from "@/app/api/admin/subcategoryDeletebyId/[id]/route";
import { PATCH as updateSub } from "@/app/api/admin/subcategoryUpdatebyId/[id]/route";
import { POST as adminLogin } from "@/app/api/adminauth/adminlogin/route";
import { GET as adminData } from "@/app/api/adminauth/adminData/route";
import { POST as addCart } from "@/app/api/cart/addCart/route";
import { GET as cartDetail } from "@/app/api/cart/cartdetail/route";
import { GET as media } from "@/app/media/[...key]/route";
import { getDb } from "@/lib/db/client";
import { resetDatabase } from "../db";
import { createAdmin, createCustomer } from "../factories";
import { call, setCookies } from "../request";

let admin: string;

const png = (w = 1200, h = 900) => sharp({ create: { width: w, height: h, channels: 3, background: "#c0392b" } }).png().toBuffer();
const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

function itemForm(fields: Record<string, string>, image?: File) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (image) form.set("image", image);
  return form;
}

async function newCategory(name = `Cat ${randomUUID().slice(0, 6)}`) {
  const res = await call(addCategory, { bearer: admin, body: { Categoryname: name } });
  expect(res.status).toBe(201);
  return res.json.data._id as string;
}

beforeAll(async () => {
  await resetDatabase();
  admin = (await createAdmin("chef")).token;
});

describe("admin sign-in", () => {
  it("checks the password, sets an httpOnly admin cookie and answers the spec's shape", async () => {
    const { admin: row, password } = await createAdmin("manager");
    const res = await call(adminLogin, { body: { form: { username: "manager", password } } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ token: expect.any(String), userAdmin: { username: "manager", filepath: null } });
    const cookie = setCookies(res.response)["storefront.admin-token"]!;
    expect(cookie.attributes).toMatch(/HttpOnly/i);
    expect((await call(adminData, { cookies: { "storefront.admin-token": cookie.value } })).json.data.userAdmin.username).toBe(row.username);
    const wrong = await call(adminLogin, { body: { form: { username: "manager", password: "nope-nope" } } });
    expect(wrong.status).toBe(401);
    expect((await call(adminLogin, { body: { username: "manager", password } })).status).toBe(400);
  });

  it("is rate-limited per account", async () => {
    await createAdmin("target");
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await call(adminLogin, { body: { form: { username: "target", password: "wrong-pass" } } })).status;
    expect(last).toBe(429);
  });
});

describe("categories", () => {
  it("adds, refuses a duplicate with 409, renames and deletes with everything in it", async () => {
    const id = await newCategory("Wraps");
    const dup = await call(addCategory, { bearer: admin, body: { Categoryname: "Wraps" } });
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe("You have already added this category.");
    expect((await call(addCategory, { bearer: admin, body: { Categoryname: "WRAPS" } })).status).toBe(409);
    expect((await call(addCategory, { bearer: admin, body: { Categoryname: "  " } })).status).toBe(400);
    const renamed = await call(renameCategory, { method: "PATCH", bearer: admin, params: { id }, body: { Categoryname: "Wraps & Rolls" } });
    expect(renamed.json.data.Categoryname).toBe("Wraps & Rolls");

    const item = await call(addItem, {
      bearer: admin,
      form: itemForm({ categoryId: id, categoryItemName: "Falafel Wrap", description: "Crisp falafel.", pricing: JSON.stringify([{ size: "small", price: 5.5 }, { size: "medium", price: 7 }]) }),
    });
    expect(item.status).toBe(201);
    const del = await call(deleteCategory, { method: "DELETE", bearer: admin, params: { id } });
    expect(del.status).toBe(200);
    expect(await getDb().categoryItem.count({ where: { categoryId: id } })).toBe(0);
    expect((await call(deleteCategory, { method: "DELETE", bearer: admin, params: { id } })).status).toBe(404);
  });
});

describe("category items", () => {
  it("adds an item with a real picture (resized to WebP) and prices in pence, readable at once", async () => {
    const categoryId = await newCategory();
    const res = await call(addItem, {
      bearer: admin,
      form: itemForm(
        {
          categoryId,
          categoryItemName: "Nduja Special",
          description: "Spicy nduja and honey.",
          pricing: JSON.stringify([{ size: "small", price: 9.99 }, { size: "medium", price: "12.49" }, { size: "large", price: 0 }]),
        },
        file(await png(), "nduja.png", "image/png"),
      ),
    });
    expect(res.status).toBe(201);
    const read = await call(getItem, { params: { id: res.json.data._id } });
    expect(read.json.data).toMatchObject({
      categoryItemName: "Nduja Special",
      pricing: [{ size: "small", price: 9.99 }, { size: "medium", price: 12.49 }],
    });
    const prices = await getDb().itemPrice.findMany({ where: { itemId: res.json.data._id }, orderBy: { pricePence: "asc" } });
    expect(prices.map((p) => p.pricePence)).toEqual([999, 1249]);
    const image = read.json.data.image as string;
    expect(image).toMatch(/^\/media\/menu\/item-[0-9a-f-]{36}\.webp$/);
    const served = await call(media, { params: { key: image.replace("/media/", "").split("/") } });
    const meta = await sharp(served.bytes).metadata();
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(meta).toMatchObject({ format: "webp", width: 800, height: 800 });
    const listed = await call(itemsOf, { params: { categoryId } });
    expect(listed.json.data.categoryIteam.map((i: { categoryItemName: string }) => i.categoryItemName)).toContain("Nduja Special");
  });

  it("refuses a 10 MB file, a text file named .png, and bad fields, storing nothing", async () => {
    const categoryId = await newCategory();
    const fields = { categoryId, categoryItemName: "X", description: "Y", pricing: JSON.stringify([{ size: "small", price: 5 }]) };
    const huge = await call(addItem, { bearer: admin, form: itemForm(fields, file(randomBytes(10 * 1024 * 1024), "big.png", "image/png")) });
    expect(huge.status).toBe(400);
    expect(huge.json.data.image).toBe("The picture must be under 5 MB.");
    const fake = await call(addItem, { bearer: admin, form: itemForm(fields, file(Buffer.from("just text"), "menu.png", "image/png")) });
    expect(fake.status).toBe(400);
    expect(fake.json.data.image).toMatch(/JPEG, PNG, WebP, AVIF or GIF/);
    const cases: [Record<string, string>, string][] = [
      [{ ...fields, categoryItemName: "" }, "categoryItemName"],
      [{ ...fields, description: "" }, "description"],
      [{ ...fields, categoryId: "nope" }, "categoryId"],
      [{ ...fields, categoryId: randomUUID() }, "categoryId"],
      [{ ...fields, pricing: "not json" }, "pricing"],
      [{ ...fields, pricing: JSON.stringify([{ size: "huge", price: 5 }]) }, "pricing.0.size"],
      [{ ...fields, pricing: JSON.stringify([{ size: "small", price: -1 }]) }, "pricing.0.price"],
      [{ ...fields, pricing: JSON.stringify([{ size: "small", price: 0 }]) }, "pricing"],
      [{ ...fields, pricing: JSON.stringify([{ size: "small", price: 1 }, { size: "small", price: 2 }]) }, "pricing"],
    ];
    for (const [form, field] of cases) {
      const res = await call(addItem, { bearer: admin, form: itemForm(form) });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.json.data ?? {}), field).toContain(field);
    }
    expect(await getDb().categoryItem.count({ where: { categoryId } })).toBe(0);
  });

  it("updates an item through PATCH categoryItembyId, keeping the picture when none is sent; deleting keeps placed orders", async () => {
    const categoryId = await newCategory();
    const created = await call(addItem, {
      bearer: admin,
      form: itemForm({ categoryId, categoryItemName: "Garden", description: "Veg.", pricing: JSON.stringify([{ size: "small", price: 8 }, { size: "medium", price: 10 }]) }, file(await png(400, 400), "g.png", "image/png")),
    });
    const itemId = created.json.data._id;
    const before = (await call(getItem, { params: { id: itemId } })).json.data;
    const updated = await call(updateItem, {
      method: "PATCH",
      bearer: admin,
      params: { id: itemId },
      form: itemForm({ categoryId, categoryItemName: "Garden Deluxe", description: "More veg.", pricing: JSON.stringify([{ size: "small", price: 8.5 }, { size: "medium", price: 10.5 }]) }),
    });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({ categoryItemName: "Garden Deluxe", image: before.image, pricing: [{ size: "small", price: 8.5 }, { size: "medium", price: 10.5 }] });

    // A basket line of it disappears with it; an order's snapshot stays.
    const c = await createCustomer();
    await call(addCart, { bearer: c.token, body: { qty: 1, total: 8.5, subcategoryId: null, categoryItemId: itemId, size: "small" } });
    const order = await getDb().order.create({
      data: {
        customerId: c.customer.id, status: "placed", currency: "GBP", subtotalPence: 850, discountPence: 0, deliveryFeePence: 249, grandTotalPence: 1099, placedAt: new Date(),
        lines: { create: { categoryItemId: itemId, itemName: "Garden Deluxe", size: "small", qty: 1, unitPricePence: 850, totalPence: 850 } },
      },
    });
    expect((await call(deleteItem, { method: "DELETE", bearer: admin, params: { id: itemId } })).status).toBe(200);
    expect((await call(cartDetail, { bearer: c.token })).json.data.Iteam).toHaveLength(0);
    const line = await getDb().orderLine.findFirstOrThrow({ where: { orderId: order.id } });
    expect(line).toMatchObject({ itemName: "Garden Deluxe", totalPence: 850, categoryItemId: null });
    expect((await call(updateItem, { method: "PATCH", bearer: admin, params: { id: itemId }, form: itemForm({ categoryId, categoryItemName: "a", description: "b", pricing: JSON.stringify([{ size: "small", price: 1 }]) }) })).status).toBe(404);
  });
});

describe("subcategories", () => {
  it("needs a picture, takes an optional cover, updates and removes the cover, deletes", async () => {
    const categoryId = await newCategory();
    const noImage = new FormData();
    noImage.set("categoryId", categoryId);
    noImage.set("subCategoryname", "Thin crust");
    const missing = await call(addSub, { bearer: admin, form: noImage });
    expect(missing.status).toBe(400);
    expect(missing.json.data.image).toBe("Choose a picture.");

    const form = new FormData();
    form.set("categoryId", categoryId);
    form.set("subCategoryname", "Thin crust");
    form.set("image", file(await png(500, 500), "thin.png", "image/png"));
    form.set("coverimage", file(await png(2000, 700), "cover.png", "image/png"));
    const created = await call(addSub, { bearer: admin, form });
    expect(created.status).toBe(201);
    const id = created.json.data._id;
    const read = (await call(subById, { params: { id } })).json.data;
    expect(read).toMatchObject({ subCategoryname: "Thin crust", image: expect.stringMatching(/^\/media\/menu\/variant-/), coverimage: expect.stringMatching(/^\/media\/menu\/cover-/) });

    const update = new FormData();
    update.set("categoryId", categoryId);
    update.set("subCategoryname", "Thin & crispy");
    update.set("removeCoverimage", "true");
    const updated = await call(updateSub, { method: "PATCH", bearer: admin, params: { id }, form: update });
    expect(updated.status).toBe(200);
    expect((await call(subById, { params: { id } })).json.data).toMatchObject({ subCategoryname: "Thin & crispy", image: read.image, coverimage: null });
    expect((await call(deleteSub, { method: "DELETE", bearer: admin, params: { id } })).status).toBe(200);
    expect((await call(subById, { params: { id } })).status).toBe(404);
  });
});
