import { randomBytes, randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as addCategory } from "@/app/api/admin/addfoodCategory/route";
import { POST as addItem } from "@/app/api/admin/addfoodCategoryitem/route";
import { POST as addSub } from "@/app/api/admin/addsubCategory/route";
import { GET as getItem, PATCH as updateItem } from "@/app/api/admin/categoryItembyId/[id]/route";
import { DELETE as deleteItem } from "@/app/api/admin/categoryItemDeletebyId/[id]/route";
import { PATCH as updateItemById } from "@/app/api/admin/categoryItemupdatebyId/[id]/route";
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
import { getConfig, reloadConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { resetDatabase } from "../db";
import { createAdmin, createCustomer } from "../factories";
import { call, setCookies } from "../request";

// The admin's changes to the menu, through the route handlers. Every answer is also checked
// against its declared response by handle() (lib/api/handle.ts), so a field of the wrong type
// fails here as well.

let admin: string;

/** What a dish or variant saved without allergens answers (issue 13, test/api/menu-details.test.ts). */
const ON_SALE = { available: true, soldOut: false, soldOutUntil: null, hidden: false };
const NO_DETAILS = { allergens: [], mayContain: [], dietary: [], spice: 0, vatClass: "standard", ...ON_SALE };
/** A size the dish is not made in, in the spec's place for it (test/api/pricing-positions.test.ts). */
const NOT_MADE = (size: string) => ({ size, price: 0, offered: false });
const NO_VARIANT_DETAILS = { allergensAdded: [], allergensRemoved: [], ...ON_SALE };

const png = (w = 1200, h = 900) =>
  sharp({ create: { width: w, height: h, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();
const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** An uploaded picture's absolute URL, from the shop's own address. */
const uploadUrl = (kind: "item" | "variant" | "cover") =>
  new RegExp(
    `^${escape(getConfig().APP_URL)}/media/menu/${kind}-[0-9a-f-]{36}${kind === "cover" ? "" : "-w800"}\\.webp$`,
  );
/** The key of /media/{...key} in a picture's URL. */
const mediaKey = (url: string) => new URL(url).pathname.replace("/media/", "").split("/");

function form(fields: Record<string, string>, files: Record<string, File> = {}) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  for (const [k, v] of Object.entries(files)) data.set(k, v);
  return data;
}

const pricing = (...prices: [string, number | string][]) =>
  JSON.stringify(prices.map(([size, price]) => ({ size, price })));

async function newCategory(name = `Cat ${randomUUID().slice(0, 6)}`) {
  const res = await call(addCategory, { bearer: admin, body: { Categoryname: name } });
  expect(res.status).toBe(201);
  return res.json.data._id as string;
}

beforeAll(async () => {
  await resetDatabase();
  admin = (await createAdmin("chef")).token;
});

afterEach(() => {
  delete process.env.MEDIA_BASE_URL;
  reloadConfig();
});

describe("admin sign-in", () => {
  it("checks the password, sets an httpOnly admin cookie and answers the spec's shape", async () => {
    const { admin: row, password } = await createAdmin("manager", { twoFactor: false });
    const res = await call(adminLogin, { body: { form: { username: "manager", password } } });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      token: expect.any(String),
      userAdmin: { username: "manager", filepath: null, role: "owner", twoFactor: false },
    });
    const cookie = setCookies(res.response)["storefront.admin-token"]!;
    expect(cookie.attributes).toMatch(/HttpOnly/i);
    // The spec's client reads data.data.userAdmin of the admin data (axios' data, then ours).
    const data = await call(adminData, { cookies: { "storefront.admin-token": cookie.value } });
    expect(data.json.data).toEqual({
      userAdmin: { username: row.username, filepath: null, role: "owner", twoFactor: false },
    });
    const wrong = await call(adminLogin, { body: { form: { username: "manager", password: "nope-nope" } } });
    expect(wrong.status).toBe(401);
    const flat = await call(adminLogin, { body: { username: "manager", password } });
    expect(flat.status).toBe(400);
    expect(flat.json.data).toEqual({ form: "Enter your username and password." });
    const empty = await call(adminLogin, { body: { form: { username: " ", password: "" } } });
    expect(empty.json.data).toEqual({
      "form.username": "Enter your username.",
      "form.password": "Enter your password.",
    });
  });

  it("answers the admin's picture as an absolute URL", async () => {
    const { admin: row, token, password } = await createAdmin("pictured", { twoFactor: false });
    await getDb().admin.update({ where: { id: row.id }, data: { imagePath: "/media/avatars/chef.webp" } });
    const login = await call(adminLogin, { body: { form: { username: "pictured", password } } });
    expect(login.json.data.userAdmin.filepath).toBe(`${getConfig().APP_URL}/media/avatars/chef.webp`);
    expect((await call(adminData, { bearer: token })).json.data.userAdmin.filepath).toBe(
      `${getConfig().APP_URL}/media/avatars/chef.webp`,
    );
  });

  it("is rate-limited per account", async () => {
    await createAdmin("target", { twoFactor: false });
    let last = 0;
    for (let i = 0; i < 11; i++)
      last = (await call(adminLogin, { body: { form: { username: "target", password: "wrong-pass" } } })).status;
    expect(last).toBe(429);
  });
});

describe("categories", () => {
  it("adds, refuses a duplicate with 409 beside the name, renames and deletes with everything in it", async () => {
    const added = await call(addCategory, { bearer: admin, body: { Categoryname: "Wraps" } });
    expect(added.status).toBe(201);
    expect(added.json.data).toEqual({ _id: expect.any(String), Categoryname: "Wraps" });
    const id = added.json.data._id;
    const dup = await call(addCategory, { bearer: admin, body: { Categoryname: "Wraps" } });
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe("You have already added this category.");
    expect(dup.json.data).toEqual({ Categoryname: "You have already added this category." });
    expect((await call(addCategory, { bearer: admin, body: { Categoryname: "WRAPS" } })).status).toBe(409);
    expect((await call(addCategory, { bearer: admin, body: { Categoryname: "  " } })).status).toBe(400);
    const renamed = await call(renameCategory, {
      method: "PATCH",
      bearer: admin,
      params: { id },
      body: { Categoryname: "Wraps & Rolls" },
    });
    expect(renamed.json.data).toEqual({ _id: id, Categoryname: "Wraps & Rolls" });
    await newCategory("Bowls");
    const clash = await call(renameCategory, {
      method: "PATCH",
      bearer: admin,
      params: { id },
      body: { Categoryname: "bowls" },
    });
    expect(clash.status).toBe(409);
    expect(clash.json.data).toEqual({ Categoryname: "You have already added this category." });

    const item = await call(addItem, {
      bearer: admin,
      form: form({
        categoryId: id,
        categoryItemName: "Falafel Wrap",
        description: "Crisp falafel.",
        pricing: pricing(["small", 5.5], ["medium", 7]),
      }),
    });
    expect(item.status).toBe(201);
    const del = await call(deleteCategory, { method: "DELETE", bearer: admin, params: { id } });
    expect(del.status).toBe(200);
    expect(del.json.data).toBeNull();
    expect(await getDb().categoryItem.count({ where: { categoryId: id } })).toBe(0);
    expect((await call(deleteCategory, { method: "DELETE", bearer: admin, params: { id } })).status).toBe(404);
    expect((await call(deleteCategory, { method: "DELETE", bearer: admin, params: { id: "12" } })).status).toBe(400);
  });

  it("takes the name as `category`, the spec's client's field, as JSON, as a multipart form or urlencoded", async () => {
    const json = await call(addCategory, { bearer: admin, body: { category: "Noodles" } });
    expect(json.status).toBe(201);
    expect(json.json.data).toEqual({ _id: expect.any(String), Categoryname: "Noodles" });

    const multipart = await call(addCategory, { bearer: admin, form: form({ category: "Soups" }) });
    expect(multipart.status).toBe(201);
    expect(multipart.json.data.Categoryname).toBe("Soups");

    const urlencoded = await call(addCategory, {
      bearer: admin,
      raw: { body: "category=Hot+dogs", contentType: "application/x-www-form-urlencoded" },
    });
    expect(urlencoded.status).toBe(201);
    expect(urlencoded.json.data.Categoryname).toBe("Hot dogs");

    // Both: this app's own field wins.
    const both = await call(addCategory, { bearer: admin, form: form({ Categoryname: "Tacos", category: "Ignored" }) });
    expect(both.json.data.Categoryname).toBe("Tacos");
    expect((await call(addCategory, { bearer: admin, body: { category: "noodles" } })).status).toBe(409);

    const none = await call(addCategory, { bearer: admin, body: {} });
    expect(none.status).toBe(400);
    expect(none.json.data).toEqual({ Categoryname: "Choose or type a category name." });
    const blank = await call(addCategory, { bearer: admin, form: form({ category: " " }) });
    expect(blank.status).toBe(400);
    expect(blank.json.data).toEqual({ category: "Choose or type a category name." });
    const plain = await call(addCategory, { bearer: admin, raw: { body: "Kebabs", contentType: "text/plain" } });
    expect(plain.status).toBe(415);
    const names = (await getDb().category.findMany({ select: { name: true } })).map((c) => c.name);
    expect(names).not.toContain("Ignored");
    expect(names).not.toContain("Kebabs");
  });
});

describe("category items", () => {
  it("adds an item with a real picture (resized to WebP) and prices in pence, answering it as the reads do", async () => {
    const categoryId = await newCategory();
    const res = await call(addItem, {
      bearer: admin,
      form: form(
        {
          categoryId,
          categoryItemName: "Nduja Special",
          description: "Spicy nduja and honey.",
          pricing: pricing(["small", 9.99], ["medium", "12.49"], ["large", 0]),
        },
        { image: file(await png(), "nduja.png", "image/png") },
      ),
    });
    expect(res.status).toBe(201);
    const read = await call(getItem, { params: { id: res.json.data._id } });
    expect(res.json.data).toEqual(read.json.data);
    expect(read.json.data).toEqual({
      _id: expect.any(String),
      categoryId,
      categoryItemName: "Nduja Special",
      description: "Spicy nduja and honey.",
      image: expect.stringMatching(uploadUrl("item")),
      pricing: [
        { size: "small", price: 9.99, offered: true },
        { size: "medium", price: 12.49, offered: true },
        NOT_MADE("large"),
        NOT_MADE("xlarge"),
      ],
      ...NO_DETAILS,
      extras: expect.any(Array),
    });
    const prices = await getDb().itemPrice.findMany({
      where: { itemId: res.json.data._id },
      orderBy: { pricePence: "asc" },
    });
    expect(prices.map((p) => p.pricePence)).toEqual([999, 1249]);
    // The domain keeps the plain path; the wire makes it absolute.
    const row = await getDb().categoryItem.findUniqueOrThrow({ where: { id: res.json.data._id } });
    expect(row.imagePath).toMatch(/^\/media\/menu\/item-/);

    const served = await call(media, { params: { key: mediaKey(read.json.data.image) } });
    const meta = await sharp(served.bytes).metadata();
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(meta).toMatchObject({ format: "webp", width: 800, height: 800 });
    // Also stored at the widths the storefront shows it at (decision 077), each served as the full one is.
    for (const width of [160, 240, 320, 480]) {
      const key = mediaKey(read.json.data.image);
      key[key.length - 1] = key[key.length - 1]!.replace("-w800.webp", `-w${width}.webp`);
      const smaller = await call(media, { params: { key } });
      expect(smaller.status).toBe(200);
      expect(smaller.headers.get("content-type")).toBe("image/webp");
      expect(await sharp(smaller.bytes).metadata()).toMatchObject({ format: "webp", width, height: width });
      expect(smaller.bytes.length).toBeLessThan(served.bytes.length);
    }
    const listed = await call(itemsOf, { params: { categoryId } });
    expect(listed.json.data.categoryIteam.map((i: { categoryItemName: string }) => i.categoryItemName)).toContain(
      "Nduja Special",
    );
  });

  it("serves uploaded pictures from MEDIA_BASE_URL when it is set", async () => {
    const categoryId = await newCategory();
    const created = await call(addItem, {
      bearer: admin,
      form: form(
        {
          categoryId,
          categoryItemName: "Elsewhere",
          description: "Its picture lives on a CDN.",
          pricing: pricing(["small", 6]),
        },
        { image: file(await png(300, 300), "e.png", "image/png") },
      ),
    });
    process.env.MEDIA_BASE_URL = "https://media.example.co.uk/shop/";
    reloadConfig();
    const read = await call(getItem, { params: { id: created.json.data._id } });
    expect(read.json.data.image).toMatch(
      /^https:\/\/media\.example\.co\.uk\/shop\/menu\/item-[0-9a-f-]{36}-w800\.webp$/,
    );
  });

  it("refuses a 10 MB file, a text file named .png, and bad fields, storing nothing", async () => {
    const categoryId = await newCategory();
    const fields = { categoryId, categoryItemName: "X", description: "Y", pricing: pricing(["small", 5]) };
    const huge = await call(addItem, {
      bearer: admin,
      form: form(fields, { image: file(randomBytes(10 * 1024 * 1024), "big.png", "image/png") }),
    });
    expect(huge.status).toBe(400);
    expect(huge.json.data.image).toBe("The picture must be under 5 MB.");
    const fake = await call(addItem, {
      bearer: admin,
      form: form(fields, { image: file(Buffer.from("just text"), "menu.png", "image/png") }),
    });
    expect(fake.status).toBe(400);
    expect(fake.json.data.image).toMatch(/JPEG, PNG, WebP, AVIF or GIF/);
    const textImage = await call(addItem, {
      bearer: admin,
      form: form({ ...fields, image: "https://example.com/x.png" }),
    });
    expect(textImage.status).toBe(400);
    expect(textImage.json.data.image).toBe("Attach the picture as a file.");
    const cases: [Record<string, string>, string][] = [
      [{ ...fields, categoryItemName: "" }, "categoryItemName"],
      [{ ...fields, description: "" }, "description"],
      [{ ...fields, categoryId: "nope" }, "categoryId"],
      [{ ...fields, categoryId: randomUUID() }, "categoryId"],
      [{ ...fields, pricing: "not json" }, "pricing"],
      [{ categoryId, categoryItemName: "X", description: "Y" }, "pricing"],
      [{ ...fields, pricing: JSON.stringify([{ size: "huge", price: 5 }]) }, "pricing.0.size"],
      [{ ...fields, pricing: pricing(["small", -1]) }, "pricing.0.price"],
      // "Under 1,000.00", as the message says: 1,000.00 itself is refused.
      [{ ...fields, pricing: pricing(["small", 1000]) }, "pricing.0.price"],
      // Nothing but a number of pounds to the penny: not 1e-9 (a size on sale at 0p), true or hex.
      ...[1e-9, true, "0x10", "1e2", [], 9.999].map((bad): [Record<string, string>, string] => [
        {
          ...fields,
          pricing: JSON.stringify([
            { size: "small", price: bad },
            { size: "medium", price: 2 },
          ]),
        },
        "pricing.0.price",
      ]),
      [{ ...fields, pricing: pricing(["small", 0]) }, "pricing"],
      [{ ...fields, pricing: pricing(["small", 1], ["small", 2]) }, "pricing"],
    ];
    for (const [fieldsOfCase, field] of cases) {
      const res = await call(addItem, { bearer: admin, form: form(fieldsOfCase) });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.json.data ?? {}), field).toContain(field);
    }
    expect((await call(addItem, { bearer: admin, body: fields })).status).toBe(415);
    expect(await getDb().categoryItem.count({ where: { categoryId } })).toBe(0);
  });

  it("updates an item through PATCH categoryItembyId, keeping the picture when none is sent; deleting keeps placed orders", async () => {
    const categoryId = await newCategory();
    const created = await call(addItem, {
      bearer: admin,
      form: form(
        { categoryId, categoryItemName: "Garden", description: "Veg.", pricing: pricing(["small", 8], ["medium", 10]) },
        { image: file(await png(400, 400), "g.png", "image/png") },
      ),
    });
    const itemId = created.json.data._id;
    const before = (await call(getItem, { params: { id: itemId } })).json.data;
    const updated = await call(updateItem, {
      method: "PATCH",
      bearer: admin,
      params: { id: itemId },
      form: form({
        categoryId,
        categoryItemName: "Garden Deluxe",
        description: "More veg.",
        pricing: pricing(["small", 8.5], ["medium", 10.5]),
      }),
    });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toEqual({
      _id: itemId,
      categoryId,
      categoryItemName: "Garden Deluxe",
      description: "More veg.",
      image: before.image,
      pricing: [
        { size: "small", price: 8.5, offered: true },
        { size: "medium", price: 10.5, offered: true },
        NOT_MADE("large"),
        NOT_MADE("xlarge"),
      ],
      ...NO_DETAILS,
      extras: expect.any(Array),
    });

    // A basket line of it disappears with it; an order's snapshot stays.
    const c = await createCustomer();
    await call(addCart, {
      bearer: c.token,
      body: { qty: 1, total: 8.5, subcategoryId: null, categoryItemId: itemId, size: "small" },
    });
    const order = await getDb().order.create({
      data: {
        customerId: c.customer.id,
        status: "placed",
        currency: "GBP",
        subtotalPence: 850,
        discountPence: 0,
        deliveryFeePence: 249,
        grandTotalPence: 1099,
        placedAt: new Date(),
        lines: {
          create: {
            categoryItemId: itemId,
            itemName: "Garden Deluxe",
            size: "small",
            qty: 1,
            unitPricePence: 850,
            totalPence: 850,
          },
        },
      },
    });
    expect((await call(deleteItem, { method: "DELETE", bearer: admin, params: { id: itemId } })).status).toBe(200);
    expect((await call(cartDetail, { bearer: c.token })).json.data.Iteam).toHaveLength(0);
    const line = await getDb().orderLine.findFirstOrThrow({ where: { orderId: order.id } });
    expect(line).toMatchObject({ itemName: "Garden Deluxe", totalPence: 850, categoryItemId: null });
    expect(
      (
        await call(updateItem, {
          method: "PATCH",
          bearer: admin,
          params: { id: itemId },
          form: form({ categoryId, categoryItemName: "a", description: "b", pricing: pricing(["small", 1]) }),
        })
      ).status,
    ).toBe(404);
  });

  it("PATCH categoryItemupdatebyId answers exactly as PATCH categoryItembyId does", async () => {
    const categoryId = await newCategory();
    const other = await newCategory();
    const picture = file(await png(300, 300), "p.png", "image/png");
    const created = await call(addItem, {
      bearer: admin,
      form: form(
        { categoryId, categoryItemName: "Twin", description: "One of two.", pricing: pricing(["small", 4]) },
        { image: picture },
      ),
    });
    const id = created.json.data._id;
    const change = () =>
      form({
        categoryId: other,
        categoryItemName: "Twin moved",
        description: "Moved.",
        pricing: pricing(["large", 9.5], ["small", 5]),
      });

    const viaGetPath = await call(updateItem, { method: "PATCH", bearer: admin, params: { id }, form: change() });
    const viaUpdatePath = await call(updateItemById, {
      method: "PATCH",
      bearer: admin,
      params: { id },
      form: change(),
    });
    expect(viaUpdatePath.status).toBe(200);
    expect(viaUpdatePath.json).toEqual(viaGetPath.json);
    expect(viaUpdatePath.json.data).toMatchObject({
      _id: id,
      categoryId: other,
      pricing: [
        { size: "small", price: 5, offered: true },
        NOT_MADE("medium"),
        { size: "large", price: 9.5, offered: true },
        NOT_MADE("xlarge"),
      ],
    });

    // A new picture through the second path, and the same refusals as the first.
    const withPicture = await call(updateItemById, {
      method: "PATCH",
      bearer: admin,
      params: { id },
      form: form(
        { categoryId, categoryItemName: "Twin", description: "Back.", pricing: pricing(["small", 4]) },
        { image: picture },
      ),
    });
    expect(withPicture.json.data.image).toMatch(uploadUrl("item"));
    expect(withPicture.json.data.image).not.toBe(viaGetPath.json.data.image);
    const bad = form({ categoryId, categoryItemName: "", description: "x", pricing: "[" });
    const refusedA = await call(updateItem, { method: "PATCH", bearer: admin, params: { id }, form: bad });
    const refusedB = await call(updateItemById, { method: "PATCH", bearer: admin, params: { id }, form: bad });
    expect(refusedB.status).toBe(400);
    expect(refusedB.json).toEqual(refusedA.json);
    expect(Object.keys(refusedB.json.data).sort()).toEqual(["categoryItemName", "pricing"]);
    expect(
      (await call(updateItemById, { method: "PATCH", bearer: admin, params: { id: randomUUID() }, form: change() }))
        .status,
    ).toBe(404);
    expect(
      (await call(updateItemById, { method: "PATCH", bearer: admin, params: { id: "abc" }, form: change() })).status,
    ).toBe(400);
  });
});

describe("subcategories", () => {
  it("needs a picture, takes an optional cover, updates and removes the cover, deletes", async () => {
    const categoryId = await newCategory();
    const missing = await call(addSub, { bearer: admin, form: form({ categoryId, subCategoryname: "Thin crust" }) });
    expect(missing.status).toBe(400);
    expect(missing.json.data.image).toBe("Choose a picture.");

    const created = await call(addSub, {
      bearer: admin,
      form: form(
        { categoryId, subCategoryname: "Thin crust" },
        {
          image: file(await png(500, 500), "thin.png", "image/png"),
          coverimage: file(await png(2000, 700), "cover.png", "image/png"),
        },
      ),
    });
    expect(created.status).toBe(201);
    const id = created.json.data._id;
    const read = (await call(subById, { params: { id } })).json.data;
    expect(created.json.data).toEqual(read);
    expect(read).toEqual({
      _id: id,
      categoryId,
      subCategoryname: "Thin crust",
      image: expect.stringMatching(uploadUrl("variant")),
      coverimage: expect.stringMatching(uploadUrl("cover")),
      ...NO_VARIANT_DETAILS,
    });
    const cover = await sharp((await call(media, { params: { key: mediaKey(read.coverimage) } })).bytes).metadata();
    expect(cover).toMatchObject({ format: "webp", width: 1600, height: 533 });

    const updated = await call(updateSub, {
      method: "PATCH",
      bearer: admin,
      params: { id },
      form: form({ categoryId, subCategoryname: "Thin & crispy", removeCoverimage: "true" }),
    });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toEqual({
      _id: id,
      categoryId,
      subCategoryname: "Thin & crispy",
      image: read.image,
      coverimage: null,
      ...NO_VARIANT_DETAILS,
    });
    expect((await call(subById, { params: { id } })).json.data).toEqual(updated.json.data);
    const badFlag = await call(updateSub, {
      method: "PATCH",
      bearer: admin,
      params: { id },
      form: form({ categoryId, subCategoryname: "X", removeCoverimage: "yes" }),
    });
    expect(badFlag.status).toBe(400);
    expect(badFlag.json.data).toEqual({ removeCoverimage: "Send true or false." });

    expect((await call(deleteSub, { method: "DELETE", bearer: admin, params: { id } })).status).toBe(200);
    expect((await call(subById, { params: { id } })).status).toBe(404);
    expect(
      (
        await call(updateSub, {
          method: "PATCH",
          bearer: admin,
          params: { id },
          form: form({ categoryId, subCategoryname: "Gone" }),
        })
      ).status,
    ).toBe(404);
  });
});
