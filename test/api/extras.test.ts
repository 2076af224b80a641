import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { POST as addCart } from "@/app/api/cart/addCart/route";
import { POST as updateQty } from "@/app/api/cart/updateCartQty/[id]/route";
import { GET as userOrders } from "@/app/api/cart/userOreder/route";
import { GET as itemById } from "@/app/api/admin/categoryItembyId/[id]/route";
import { getDb } from "@/lib/platform/db";
import { toMinor } from "@/lib/platform/money";
import { createOptionGroup, deleteOptionGroup, updateOptionGroup } from "@/lib/menu";
import { SIZES } from "@/lib/menu/shared";
import { createAdmin, createCustomer, freshDeliveringShop, menuPick } from "../factories";
import { GET as listGroups, POST as createGroup } from "@/app/api/adminauth/menu/optionGroups/route";
import { DELETE as deleteGroup, PUT as saveGroup } from "@/app/api/adminauth/menu/optionGroups/[id]/route";
import { PATCH as setAvailability } from "@/app/api/adminauth/menu/availability/route";
import { placeOrder } from "../place-order";
import { call } from "../request";

let pizzas: Awaited<ReturnType<typeof menuPick>>;
let toppings: { id: string; name: string; pricePence: number; prices: { size: string; pricePence: number }[] }[];

beforeAll(async () => {
  pizzas = await freshDeliveringShop();
  const group = await getDb().optionGroup.findFirstOrThrow({
    where: { categoryId: pizzas.category.id, name: "Extra toppings" },
    include: { options: { include: { prices: true }, orderBy: { position: "asc" } } },
  });
  toppings = group.options;
});

const toppingPrice = (i: number, size: string) =>
  toppings[i]!.prices.find((p) => p.size === size)?.pricePence ?? toppings[i]!.pricePence;

function add(token: string, body: Record<string, unknown>) {
  return call(addCart, {
    bearer: token,
    body: { qty: 1, subcategoryId: pizzas.variants[0]!.id, categoryItemId: pizzas.item.id, size: "large", ...body },
  });
}

describe("extras on POST /api/cart/addCart", () => {
  it("prices a line as the size's price plus the chosen extras, at every size", async () => {
    const { token } = await createCustomer();
    for (const size of SIZES) {
      const unit = pizzas.price(size) + toppingPrice(0, size) + toppingPrice(1, size);
      const res = await add(token, {
        size,
        qty: 2,
        total: (unit * 2) / 100,
        extras: [toppings[1]!.id, toppings[0]!.id],
      });
      expect(res.status, size).toBe(201);
      const line = res.json.data.basket.Iteam.find((l: { _id: string }) => l._id === res.json.data.lineId);
      expect(line.unitPrice).toBe(unit / 100);
      expect(line.total).toBe((unit * 2) / 100);
      // In the menu's order, whatever order they were sent in.
      expect(line.extras).toEqual([
        { _id: toppings[0]!.id, group: "Extra toppings", name: toppings[0]!.name, price: toppingPrice(0, size) / 100 },
        { _id: toppings[1]!.id, group: "Extra toppings", name: toppings[1]!.name, price: toppingPrice(1, size) / 100 },
      ]);
    }
    // The sizes really price the extras differently.
    expect(new Set(SIZES.map((s) => toppingPrice(0, s))).size).toBe(4);
  });

  it("refuses a total that omits or invents an extra, and writes nothing", async () => {
    const { token, customer } = await createCustomer();
    const omitted = await add(token, { total: pizzas.price("large") / 100, extras: [toppings[0]!.id] });
    expect(omitted.status).toBe(400);
    expect(omitted.json.data.total).toMatch(/does not match the menu price/);
    const invented = await add(token, { total: (pizzas.price("large") + toppingPrice(0, "large")) / 100 });
    expect(invented.status).toBe(400);
    expect(invented.json.data.total).toMatch(/does not match the menu price/);
    expect(await getDb().basketLine.count({ where: { basket: { customerId: customer.id } } })).toBe(0);
  });

  it("enforces a group's min and max, and refuses an option that is not on the dish", async () => {
    const { token } = await createCustomer();
    const six = toppings.slice(0, 6);
    const tooMany = await add(token, {
      total: (pizzas.price("large") + six.reduce((s, _, i) => s + toppingPrice(i, "large"), 0)) / 100,
      extras: six.map((t) => t.id),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.data.extras).toBe("Extra toppings: choose at most 5.");

    const burgers = await menuPick("Burgers");
    const drink = await getDb().menuOption.findFirstOrThrow({ where: { group: { categoryId: burgers.category.id } } });
    const foreign = await add(token, { total: (pizzas.price("large") + drink.pricePence) / 100, extras: [drink.id] });
    expect(foreign.status).toBe(400);
    expect(foreign.json.data.extras).toBe("This extra does not go with this dish.");
    const unknown = await add(token, { total: pizzas.price("large") / 100, extras: [randomUUID()] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.data.extras).toBe("This extra does not go with this dish.");
    const twice = await add(token, {
      total: (pizzas.price("large") + 2 * toppingPrice(0, "large")) / 100,
      extras: [toppings[0]!.id, toppings[0]!.id],
    });
    expect(twice.status).toBe(400);
    expect((await add(token, { total: 1, extras: ["nope"] })).status).toBe(400);

    // "Choose your dip" is exactly one: none chosen explicitly is refused, two too.
    const meals = await menuPick("Happy Meal®");
    const dips = await getDb().menuOption.findMany({
      where: { group: { categoryId: meals.category.id } },
      orderBy: { position: "asc" },
    });
    const meal = (extras?: string[]) =>
      call(addCart, {
        bearer: token,
        body: {
          qty: 1,
          total: meals.price("medium") / 100,
          subcategoryId: null,
          categoryItemId: meals.item.id,
          size: "medium",
          extras,
        },
      });
    const none = await meal([]);
    expect(none.status).toBe(400);
    expect(none.json.data.extras).toBe("Choose your dip: choose one.");
    expect((await meal([dips[0]!.id, dips[1]!.id])).status).toBe(400);
    const chosen = await meal([dips[2]!.id]);
    expect(chosen.status).toBe(201);
    // A client that sends no extras (the spec's) gets the first free dip.
    const spec = await meal(undefined);
    expect(spec.status).toBe(201);
    const specLine = spec.json.data.basket.Iteam.find((l: { _id: string }) => l._id === spec.json.data.lineId);
    expect(specLine.extras.map((e: { name: string }) => e.name)).toEqual([dips[0]!.name]);
  });

  it("refuses a sold-out extra with 409", async () => {
    const { token } = await createCustomer();
    await getDb().menuOption.update({ where: { id: toppings[10]!.id }, data: { available: false } });
    try {
      const res = await add(token, {
        total: (pizzas.price("large") + toppingPrice(10, "large")) / 100,
        extras: [toppings[10]!.id],
      });
      expect(res.status).toBe(409);
      expect(res.json.message).toMatch(/sold out/);
    } finally {
      await getDb().menuOption.update({ where: { id: toppings[10]!.id }, data: { available: true } });
    }
  });

  it("raises the quantity for the same extras and makes a new line for different ones", async () => {
    const { token } = await createCustomer();
    const unit = (ids: number[]) => pizzas.price("large") + ids.reduce((s, i) => s + toppingPrice(i, "large"), 0);
    await add(token, { total: unit([0, 2]) / 100, extras: [toppings[0]!.id, toppings[2]!.id] });
    const same = await add(token, { total: unit([0, 2]) / 100, extras: [toppings[2]!.id, toppings[0]!.id] });
    expect(same.json.data.basket.Iteam).toHaveLength(1);
    expect(same.json.data.basket.Iteam[0].qty).toBe(2);
    const other = await add(token, { total: unit([0]) / 100, extras: [toppings[0]!.id] });
    expect(other.json.data.basket.Iteam).toHaveLength(2);
    const plain = await add(token, { total: unit([]) / 100 });
    expect(plain.json.data.basket.Iteam).toHaveLength(3);
    expect(toMinor(plain.json.data.basket.subtotal)).toBe(2 * unit([0, 2]) + unit([0]) + unit([]));
  });

  it("freezes the extras on the order: a later menu change does not alter it", async () => {
    const { token } = await createCustomer();
    const unit = pizzas.price("large") + toppingPrice(3, "large");
    expect((await add(token, { total: unit / 100, extras: [toppings[3]!.id] })).status).toBe(201);
    const { orderId } = await placeOrder(token, 1);
    const lines = await getDb().orderLine.findMany({ where: { orderId }, orderBy: { unitPricePence: "desc" } });
    expect(lines[0]).toMatchObject({
      unitPricePence: unit,
      extras: [
        {
          optionId: toppings[3]!.id,
          group: "Extra toppings",
          name: toppings[3]!.name,
          pricePence: toppingPrice(3, "large"),
        },
      ],
    });
    expect(lines[1]!.extras).toEqual([]);
    await getDb().menuOption.update({ where: { id: toppings[3]!.id }, data: { name: "Renamed", pricePence: 999 } });
    await getDb().optionPrice.updateMany({ where: { optionId: toppings[3]!.id }, data: { pricePence: 999 } });
    const history = await call(userOrders, { bearer: token });
    const line = history.json.data[0].cartItem.Iteam.find((l: { unitPrice: number }) => l.unitPrice === unit / 100);
    expect(line.extras).toEqual([
      { _id: toppings[3]!.id, group: "Extra toppings", name: toppings[3]!.name, price: toppingPrice(3, "large") / 100 },
    ]);
  });
});

describe("POST /api/cart/updateCartQty/[id] (the basket's steppers)", () => {
  it("sets a line's quantity within 1-30 and reprices it; another basket's line is 404", async () => {
    const { token } = await createCustomer();
    const unit = pizzas.price("large") + toppingPrice(0, "large");
    const added = await add(token, { total: unit / 100, extras: [toppings[0]!.id] });
    const lineId = added.json.data.lineId;
    const res = await call(updateQty, { bearer: token, params: { id: lineId }, body: { qty: 3 } });
    expect(res.status).toBe(200);
    expect(res.json.data.Iteam[0]).toMatchObject({ qty: 3, total: (unit * 3) / 100 });
    for (const qty of [0, 31, 1.5]) {
      const bad = await call(updateQty, { bearer: token, params: { id: lineId }, body: { qty } });
      expect(bad.status).toBe(400);
      expect(bad.json.data.qty).toBe("Quantity must be a whole number from 1 to 30.");
    }
    const other = await createCustomer();
    expect((await call(updateQty, { bearer: other.token, params: { id: lineId }, body: { qty: 2 } })).status).toBe(404);
    expect((await getDb().basketLine.findUniqueOrThrow({ where: { id: lineId } })).qty).toBe(3);
  });
});

describe("extras on the item payloads", () => {
  it("lists the groups with prices in pounds, per size only where they differ", async () => {
    const res = await call(itemById, { params: { id: pizzas.item.id } });
    expect(res.status).toBe(200);
    const group = res.json.data.extras[0];
    expect(group).toMatchObject({ name: "Extra toppings", min: 0, max: 5 });
    expect(group.options[0]).toMatchObject({
      _id: toppings[0]!.id,
      price: toppings[0]!.pricePence / 100,
      allergens: ["milk"],
      available: true,
    });
    expect(group.options[0].prices.map((p: { size: string }) => p.size)).toEqual(["medium", "large", "xlarge"]);
  });
});

describe("admin: /api/adminauth/menu/optionGroups", () => {
  it("creates, edits (options keep their ids) and deletes a group; the dish's payload follows", async () => {
    const { token } = await createAdmin();
    const body = {
      categoryItemId: pizzas.item.id,
      name: "Dips",
      min: 0,
      max: 2,
      options: [
        { name: "Garlic dip", price: 0.5, allergens: ["eggs", "milk"] },
        {
          name: "Hot dip",
          price: 0.6,
          prices: [
            { size: "xlarge", price: 0.9 },
            { size: "small", price: 0.6 },
          ],
        },
      ],
    };
    const created = await call(createGroup, { bearer: token, body });
    expect(created.status).toBe(201);
    const group = created.json.data;
    expect(group).toMatchObject({ name: "Dips", min: 0, max: 2, categoryItemId: pizzas.item.id, categoryId: null });
    // Only the sizes whose price differs are kept.
    expect(group.options[1].prices).toEqual([{ size: "xlarge", price: 0.9 }]);
    const item = (await call(itemById, { params: { id: pizzas.item.id } })).json.data;
    expect(item.extras.map((g: { name: string }) => g.name)).toEqual(["Extra toppings", "Dips"]);

    const saved = await call(saveGroup, {
      bearer: token,
      params: { id: group._id },
      body: {
        ...body,
        name: "Dips & sauces",
        options: [{ _id: group.options[0]._id, name: "Garlic & herb dip", price: 0.55, allergens: ["eggs"] }],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data.options).toEqual([
      {
        _id: group.options[0]._id,
        name: "Garlic & herb dip",
        price: 0.55,
        prices: [],
        allergens: ["eggs"],
        available: true,
        vatClass: "standard",
      },
    ]);
    expect(
      (await call(listGroups, { bearer: token })).json.data.some((g: { name: string }) => g.name === "Dips & sauces"),
    ).toBe(true);
    expect((await call(deleteGroup, { bearer: token, params: { id: group._id } })).status).toBe(200);
    expect((await call(deleteGroup, { bearer: token, params: { id: group._id } })).status).toBe(404);
  });

  it("answers the group as it was before a save, for the audit trail, and as saved", async () => {
    const input = {
      categoryId: pizzas.category.id,
      categoryItemId: null,
      name: "Cold dips",
      min: 0,
      max: 1,
      options: [{ name: "Mayonnaise", pricePence: 40, prices: [], allergens: ["eggs"], available: true }],
    };
    const made = await createOptionGroup(input);
    onTestFinished(() => deleteOptionGroup(made.id).then(() => undefined));
    const kept = made.options[0]!.id;
    const { before, group } = await updateOptionGroup(made.id, {
      ...input,
      name: "Dips",
      options: [{ ...input.options[0]!, id: kept, pricePence: 50 }],
    });
    expect(before).toEqual(made);
    expect(group).toMatchObject({ id: made.id, name: "Dips", options: [{ id: kept, pricePence: 50 }] });
  });

  it("keeps an option sold out when a save leaves its On sale out, as a form opened before the kitchen's switch does", async () => {
    const { token } = await createAdmin();
    const body = {
      categoryId: pizzas.category.id,
      name: "Hot toppings",
      min: 0,
      max: 2,
      options: [
        { name: "Jalapeños", price: 0.6 },
        { name: "Chillies", price: 0.5 },
      ],
    };
    const created = (await call(createGroup, { bearer: token, body })).json.data;
    onTestFinished(() => deleteOptionGroup(created._id).then(() => undefined));
    const [jalapenos, chillies] = created.options as { _id: string }[];
    const soldOut = await call(setAvailability, {
      bearer: token,
      body: { type: "option", id: jalapenos!._id, available: false },
    });
    expect(soldOut.status).toBe(200);

    // The manager's page was opened before: it sends the options with a new price, no On sale.
    const saved = await call(saveGroup, {
      bearer: token,
      params: { id: created._id },
      body: {
        ...body,
        options: [
          { _id: jalapenos!._id, name: "Jalapeños", price: 0.7 },
          { _id: chillies!._id, name: "Chillies", price: 0.5 },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data.options.map((o: { price: number; available: boolean }) => [o.price, o.available])).toEqual([
      [0.7, false],
      [0.5, true],
    ]);

    // Sent, it counts: the manager puts it back on sale from the form.
    const back = await call(saveGroup, {
      bearer: token,
      params: { id: created._id },
      body: { ...body, options: [{ _id: jalapenos!._id, name: "Jalapeños", price: 0.7, available: true }] },
    });
    expect(back.json.data.options[0]).toMatchObject({ _id: jalapenos!._id, available: true });
  });

  it("refuses min > max, a negative price and an unknown allergen with field messages, and customers", async () => {
    const { token } = await createAdmin();
    const base = { categoryId: pizzas.category.id, name: "Bad", min: 0, max: 1, options: [{ name: "One", price: 1 }] };
    const minMax = await call(createGroup, { bearer: token, body: { ...base, min: 2, max: 1 } });
    expect(minMax.status).toBe(400);
    expect(minMax.json.data.min).toBe("The minimum cannot be more than the maximum.");
    const negative = await call(createGroup, {
      bearer: token,
      body: { ...base, options: [{ name: "One", price: -1 }] },
    });
    expect(negative.status).toBe(400);
    expect(negative.json.data["options.0.price"]).toBe("A price cannot be negative.");
    const allergen = await call(createGroup, {
      bearer: token,
      body: { ...base, options: [{ name: "One", price: 1, allergens: ["gluten", "pollen"] }] },
    });
    expect(allergen.status).toBe(400);
    expect(allergen.json.data["options.0.allergens.1"]).toBe("Unknown allergen.");
    const customer = await createCustomer();
    expect((await call(createGroup, { bearer: customer.token, body: base })).status).toBe(403);
    expect(await getDb().optionGroup.count({ where: { name: "Bad" } })).toBe(0);
  });
});
