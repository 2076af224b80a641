import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as archived } from "@/app/api/adminauth/ArchivedOrder/[id]/route";
import { GET as board } from "@/app/api/adminauth/orders/route";
import { POST as signIn } from "@/app/api/auth/SignIn/route";
import { POST as addAddress } from "@/app/api/cart/addAddress/route";
import { POST as addCart } from "@/app/api/cart/addCart/route";
import { GET as cartDetail } from "@/app/api/cart/cartdetail/route";
import { POST as createOrder } from "@/app/api/cart/create_order/route";
import { POST as setFulfilment } from "@/app/api/cart/fulfilment/route";
import { POST as selectAddress } from "@/app/api/cart/selectAddress/route";
import { GET as showAddress } from "@/app/api/cart/showAddress/route";
import { GET as userOrders } from "@/app/api/cart/userOreder/route";
import { POST as verifyOrder } from "@/app/api/cart/verify_order/route";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { NO_PHONE_FOR_COLLECTION_MESSAGE, NO_PHONE_FOR_DELIVERY_MESSAGE } from "@/lib/shop";
import { getPaymentProvider, paymentSignature } from "@/lib/ordering";
import { SEED_PROMOTIONS } from "@/lib/seed";
import { createAdmin, createCustomer, menuPick, seedDeliveringShop } from "../factories";
import { addDish } from "../checkout-steps";
import { call } from "../request";

// A client written against the spec (section 7) has one free-text address box and no name or
// phone field, and reads `subcategoryId.image` on every basket and order line (decision 022).
// Every answer is also checked against its declared response by handle() (lib/api/handle.ts).

type Menu = Awaited<ReturnType<typeof menuPick>>;
let pizzas: Menu;
let desserts: Menu;
let adminToken: string;
const APP = () => getConfig().APP_URL;

beforeAll(async () => {
  await seedDeliveringShop(); // Central London: W1, NW1…, £2.49, minimum £12
  // Only the free ice cream over £30: its free dish is a line without a variant on the order.
  const {
    categories: _c,
    freeItem: _f,
    link: _l,
    ...iceCream
  } = SEED_PROMOTIONS.find((p) => p.name === "a free ice cream")!;
  const vanilla = await getDb().categoryItem.findFirstOrThrow({ where: { name: "Vanilla Ice Cream" } });
  await getDb().promotion.create({
    data: { ...iceCream, categoryIds: [], freeItemId: vanilla.id, linkCategoryId: null },
  });
  pizzas = await menuPick("Pizzas"); // Margherita: small £8.99, a price no other pizza has
  desserts = await menuPick("Desserts");
  adminToken = (await createAdmin()).token;
});

/** A customer as the spec's sign-up leaves them: a username, no name or phone to call. */
async function specCustomer(username = "sam99") {
  const c = await createCustomer({ username, contact: false });
  const signedIn = await call(signIn, { body: { email: c.customer.email, password: c.password } });
  expect(signedIn.json.success).toBe(true);
  return { ...c, token: signedIn.json.data.token as string };
}

/** The spec's addCart: {qty, total, subcategoryId}, no dish named (decision 019). */
async function addSmallMargheritas(token: string, qty: number) {
  const added = await call(addCart, {
    bearer: token,
    body: { qty, total: (pizzas.price("small") * qty) / 100, subcategoryId: pizzas.variants[0]!.id },
  });
  expect(added.status).toBe(201);
  return added;
}

/** The spec's addAddress, showAddress and selectAddress ("Deliver Here"). */
async function deliverTo(token: string, address: string) {
  expect((await call(addAddress, { bearer: token, body: { address } })).status).toBe(201);
  const saved = (await call(showAddress, { bearer: token })).json.data.find(
    (a: { address: string }) => a.address === address.trim(),
  );
  const chosen = await call(selectAddress, { bearer: token, body: { addressId: saved._id } });
  expect(chosen.json.success).toBe(true);
}

/** The spec's create_order (no body) and verify_order with the payment window's three ids. */
async function createAndPay(token: string) {
  const created = await call(createOrder, { method: "POST", bearer: token });
  expect(created.status, created.text).toBe(200);
  const { orderId } = created.json.data;
  const paymentId = `pay_${randomUUID().slice(0, 12)}`;
  const verified = await call(verifyOrder, {
    bearer: token,
    body: {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(orderId, paymentId, getPaymentProvider().secret),
    },
  });
  expect(verified.status, verified.text).toBe(200);
  return { created: created.json.data, orderRef: verified.json.data.orderId as string };
}

const variantObject = () => ({
  _id: pizzas.variants[0]!.id,
  subCategoryname: pizzas.variants[0]!.name,
  image: `${APP()}${pizzas.variants[0]!.imagePath}`,
  isVariant: true,
});

describe("the spec's checkout, call for call", () => {
  it("places a paid order from a phone written in the address, the username as the name", async () => {
    const c = await specCustomer("sam99");
    // Four small Margheritas (£35.96) reach the free ice cream, whose dish comes without a variant.
    const added = await addSmallMargheritas(c.token, 4);
    expect(added.json.data.Iteam).toHaveLength(1);
    const basket = (await call(cartDetail, { bearer: c.token })).json.data;
    expect(basket.Iteam[0].subcategoryId).toEqual(variantObject());
    expect(basket.freeItems).toHaveLength(1);

    await deliverTo(c.token, "Flat 2, 10 High Street, London W1B 2AA, 07911 123456");
    const { created, orderRef } = await createAndPay(c.token);
    expect(created).toMatchObject({ orderId: expect.any(String), key: expect.any(String), amount: 3596 + 249 });

    const order = await getDb().order.findUniqueOrThrow({ where: { id: orderRef } });
    expect(order).toMatchObject({
      status: "placed",
      contactName: "sam99",
      contactPhone: "+447911123456",
      // The number stood on its own at the end: the rider reads the address without it.
      deliveryAddress: "Flat 2, 10 High Street, London W1B 2AA",
      deliveryPostcode: "W1B 2AA",
      grandTotalPence: 3596 + 249,
    });
    // The account had no number: it keeps this one. The name stays unset (the username stands in).
    expect(
      await getDb().customer.findUniqueOrThrow({
        where: { id: c.customer.id },
        select: { contactName: true, phone: true },
      }),
    ).toEqual({
      contactName: null,
      phone: "+447911123456",
    });
    // The saved address is left as the customer wrote it.
    expect((await call(showAddress, { bearer: c.token })).json.data[0].address).toBe(
      "Flat 2, 10 High Street, London W1B 2AA, 07911 123456",
    );

    // Every line of every answer of the spec's shapes has a subcategoryId object with a picture.
    const freeObject = {
      _id: null,
      subCategoryname: "Vanilla Ice Cream",
      image: `${APP()}${desserts.category.items.find((i) => i.name === "Vanilla Ice Cream")!.imagePath}`,
      isVariant: false,
    };
    const [mine] = (await call(userOrders, { bearer: c.token })).json.data;
    expect(mine).toMatchObject({
      _id: orderRef,
      paymentStatus: "success",
      deliveryAddress: "Flat 2, 10 High Street, London W1B 2AA",
    });
    expect(mine.cartItem.Iteam.map((l: { subcategoryId: unknown }) => l.subcategoryId)).toEqual([
      variantObject(),
      freeObject,
    ]);
    const [seen] = (await call(archived, { bearer: adminToken, params: { id: c.customer.id } })).json.data;
    expect(seen.Iteam.map((l: { subcategoryId: unknown }) => l.subcategoryId)).toEqual([variantObject(), freeObject]);
    expect(seen.contact).toMatchObject({ name: "sam99", phone: "+447911123456" });
    const onBoard = (await call(board, { bearer: adminToken })).json.data.find(
      (o: { _id: string }) => o._id === orderRef,
    );
    expect(onBoard.Iteam.map((l: { subcategoryId: unknown }) => l.subcategoryId)).toEqual([
      variantObject(),
      freeObject,
    ]);
  });

  it("without a phone on the account or in the address: 409 saying how to fix it in the spec's screens, nothing written", async () => {
    const c = await specCustomer();
    await addSmallMargheritas(c.token, 2);
    await deliverTo(c.token, "1 Regent Street, London W1B 5AH");
    const refused = await call(createOrder, { method: "POST", bearer: c.token });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(NO_PHONE_FOR_DELIVERY_MESSAGE);
    expect(refused.json.message).toContain("07911 123456");
    expect(refused.json.data).toEqual({ phone: "Enter a UK phone number." });
    expect(await getDb().order.count({ where: { customerId: c.customer.id } })).toBe(0);
    expect((await getDb().customer.findUniqueOrThrow({ where: { id: c.customer.id } })).phone).toBeNull();

    // A foreign number is no number to call from the kitchen.
    await deliverTo(c.token, "1 Regent Street, London W1B 5AH, +33 6 12 34 56 78");
    expect((await call(createOrder, { method: "POST", bearer: c.token })).json.message).toBe(
      NO_PHONE_FOR_DELIVERY_MESSAGE,
    );

    // Doing what it says: the address again with the number, Deliver Here, pay.
    await deliverTo(c.token, "1 Regent Street, London W1B 5AH, 020 7946 0958");
    const { orderRef } = await createAndPay(c.token);
    expect(await getDb().order.findUniqueOrThrow({ where: { id: orderRef } })).toMatchObject({
      contactPhone: "+442079460958",
      deliveryAddress: "1 Regent Street, London W1B 5AH",
    });
  });

  it("keeps an address as written when the number sits inside it, and still calls that number", async () => {
    const c = await specCustomer();
    await addSmallMargheritas(c.token, 2);
    await deliverTo(c.token, "Flat 2 07911 123456 10 High Street, London W1B 2AA");
    const { orderRef } = await createAndPay(c.token);
    expect(await getDb().order.findUniqueOrThrow({ where: { id: orderRef } })).toMatchObject({
      contactPhone: "+447911123456",
      deliveryAddress: "Flat 2 07911 123456 10 High Street, London W1B 2AA",
    });
  });

  it("calls the number written for this address, and never overwrites the account's", async () => {
    const c = await createCustomer(); // Sam Taylor, +447911123456, given at the app's checkout
    await addSmallMargheritas(c.token, 2);
    await deliverTo(c.token, "Reception, 1 Regent Street, London W1B 5AH, Tel: 020 7946 0958");
    // The saved addresses say which number an order delivered there calls (additive `phone`).
    const saved = (await call(showAddress, { bearer: c.token })).json.data as {
      address: string;
      phone: string | null;
    }[];
    expect(saved.map((a) => a.phone)).toEqual(["+442079460958"]);
    const { orderRef } = await createAndPay(c.token);
    expect(await getDb().order.findUniqueOrThrow({ where: { id: orderRef } })).toMatchObject({
      contactName: "Sam Taylor",
      contactPhone: "+442079460958",
      deliveryAddress: "Reception, 1 Regent Street, London W1B 5AH",
    });
    expect((await getDb().customer.findUniqueOrThrow({ where: { id: c.customer.id } })).phone).toBe("+447911123456");

    // No number in the address: the account's, and the address exactly as written.
    await addSmallMargheritas(c.token, 2);
    await deliverTo(c.token, "221B Baker Street, London NW1 6XE");
    const both = (await call(showAddress, { bearer: c.token })).json.data as {
      address: string;
      phone: string | null;
    }[];
    expect(both.find((a) => a.address.startsWith("221B"))?.phone).toBeNull();
    const second = await createAndPay(c.token);
    expect(await getDb().order.findUniqueOrThrow({ where: { id: second.orderRef } })).toMatchObject({
      contactPhone: "+447911123456",
      deliveryAddress: "221B Baker Street, London NW1 6XE",
    });
  });

  it("for a collection, with no address to read a number from, asks for one", async () => {
    const c = await specCustomer();
    await addSmallMargheritas(c.token, 2);
    await deliverTo(c.token, "Flat 2, 10 High Street, London W1B 2AA, 07911 123456");
    expect(
      (await call(setFulfilment, { bearer: c.token, body: { fulfilment: "collection", slot: null } })).status,
    ).toBe(200);
    const refused = await call(createOrder, { method: "POST", bearer: c.token });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(NO_PHONE_FOR_COLLECTION_MESSAGE);
    expect(await getDb().order.count({ where: { customerId: c.customer.id } })).toBe(0);
  });
});

describe("subcategoryId on a line without a variant", () => {
  it("describes a quick-added dish in the basket and on the order, with a plate when the dish has no picture", async () => {
    const c = await createCustomer();
    const quick = await addDish(c.token, pizzas, { subcategoryId: null });
    expect(quick.status).toBe(201);
    const dishObject = {
      _id: null,
      subCategoryname: pizzas.item.name,
      image: `${APP()}${pizzas.item.imagePath}`,
      isVariant: false,
    };
    expect(quick.json.data.basket.Iteam[0].subcategoryId).toEqual(dishObject);

    // A dish the admin added without a picture.
    const pictureless = desserts.category.items.find((i) => i.name !== "Vanilla Ice Cream")!;
    await getDb().categoryItem.update({ where: { id: pictureless.id }, data: { imagePath: null } });
    const small = pictureless.prices.find((p) => p.size === "small")!.pricePence;
    await call(addCart, {
      bearer: c.token,
      body: { qty: 1, total: small / 100, subcategoryId: null, categoryItemId: pictureless.id, size: "small" },
    });
    const basket = (await call(cartDetail, { bearer: c.token })).json.data;
    const plain = basket.Iteam.find((l: { categoryItem: { _id: string } }) => l.categoryItem._id === pictureless.id);
    expect(plain.categoryItem.image).toBeNull();
    expect(plain.subcategoryId).toEqual({
      _id: null,
      subCategoryname: pictureless.name,
      image: `${APP()}/dish-default.svg`,
      isVariant: false,
    });

    await deliverTo(c.token, "221B Baker Street, London NW1 6XE");
    const { orderRef } = await createAndPay(c.token);
    const [mine] = (await call(userOrders, { bearer: c.token })).json.data;
    const [seen] = (await call(archived, { bearer: adminToken, params: { id: c.customer.id } })).json.data;
    const onBoard = (await call(board, { bearer: adminToken })).json.data.find(
      (o: { _id: string }) => o._id === orderRef,
    );
    for (const lines of [mine.cartItem.Iteam, seen.Iteam, onBoard.Iteam]) {
      expect(lines.map((l: { subcategoryId: unknown }) => l.subcategoryId)).toEqual(
        expect.arrayContaining([
          dishObject,
          { _id: null, subCategoryname: pictureless.name, image: `${APP()}/dish-default.svg`, isVariant: false },
        ]),
      );
    }
  });

  it("keeps the frozen name and picture of a variant that has left the menu, with a null id", async () => {
    const c = await createCustomer();
    const variant = await getDb().subcategory.create({
      data: {
        categoryId: pizzas.category.id,
        name: "Short-lived Crust",
        imagePath: "/media/menu/short-lived.webp",
        position: 99,
      },
    });
    await addDish(c.token, pizzas, { subcategoryId: variant.id });
    await deliverTo(c.token, "221B Baker Street, London NW1 6XE");
    await createAndPay(c.token);
    await getDb().subcategory.delete({ where: { id: variant.id } });
    const [mine] = (await call(userOrders, { bearer: c.token })).json.data;
    expect(mine.cartItem.Iteam[0].subcategoryId).toEqual({
      _id: null,
      subCategoryname: "Short-lived Crust",
      image: `${APP()}/media/menu/short-lived.webp`,
      isVariant: true,
    });
  });
});
