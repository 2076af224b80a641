import { readdir, readFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { E2E_BASE_URL } from "../../playwright.config";
import { expect } from "./fixtures";

// A customer made and served through the public API only, as a real client would: sign up,
// follow the mailed link, sign in, fill a basket, pay in the test payment mode.

// The e2e server keeps its mails here (playwright.config.ts: DATA_DIR=.data/e2e).
const OUTBOX = path.join(".data", "e2e", "outbox");

export type TCustomer = { username: string; email: string; password: string; token: string };

async function readData<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<T> {
  const text = await response.text();
  expect(response.ok(), `${what} answered ${response.status()}: ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

/** The verification link's token from the newest mail to `email`. */
async function findVerifyToken(email: string): Promise<string | undefined> {
  const files = (await readdir(OUTBOX).catch(() => [] as string[]))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .reverse();
  for (const file of files) {
    const mail = JSON.parse(await readFile(path.join(OUTBOX, file), "utf8")) as { to: string; text: string };
    if (mail.to !== email) continue;
    const token = mail.text.match(/\/auth\/verifyemail\/([A-Za-z0-9_-]+)/)?.[1];
    if (token) return token;
  }
  return undefined;
}

let signUps = 0;

/**
 * Sign-ups are limited per client address (10 an hour), and a whole run makes more customers
 * than that: each one signs up from a loopback address of its own (127.0.1.x), as customers on
 * different connections would. e2e/client-address.spec.ts keeps 127.0.0.9 to itself.
 */
export function signUpFromOwnAddress(account: Record<string, string>): Promise<{ status: number; text: string }> {
  signUps += 1;
  const url = new URL("/api/auth/SignUp", E2E_BASE_URL);
  const body = new URLSearchParams(account).toString();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress: `127.0.1.${(signUps % 250) + 1}`,
        agent: false,
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Signs a new customer up, verifies them by the mailed link and signs them in (bearer token).
 * `email` makes the address (given the run's unique suffix), for a test of how one is drawn.
 */
export async function createSignedInCustomer(
  request: APIRequestContext,
  prefix: string,
  email?: (suffix: string) => string,
): Promise<TCustomer> {
  const suffix = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 10)}`;
  const account = {
    username: `${prefix}${suffix}`.slice(0, 15),
    email: email ? email(suffix) : `${prefix}-${suffix}@example.co.uk`,
    password: "slice-e2e-1",
  };
  const signUp = await signUpFromOwnAddress(account);
  expect(signUp.status, signUp.text).toBe(201);

  let token: string | undefined;
  await expect.poll(async () => (token = await findVerifyToken(account.email))).toBeTruthy();
  await readData(await request.get(`/api/auth/verifyemail/${token}`), "verifyemail");

  const signIn = await readData<{ token: string }>(
    await request.post("/api/auth/SignIn", { data: { email: account.email, password: account.password } }),
    "SignIn",
  );
  return { ...account, token: signIn.token };
}

type TDish = { categoryItemId: string; size: string; unitPrice: number };
type TPlaceOrder = TDish & { qty: number; address: string };
type TPendingOrder = { orderId: string; amount: number; orderRef: string };

/** addCart's body for `qty` of the dish (aLargePizza's), at the menu's price, with no variant. */
export function addCartBody(dish: TDish, qty = 1) {
  return {
    qty,
    total: Math.round(dish.unitPrice * qty * 100) / 100,
    subcategoryId: null,
    categoryItemId: dish.categoryItemId,
    size: dish.size,
  };
}

/** Fills the basket, chooses an address and creates the order: pending, not paid yet. */
export async function createPendingOrder(
  request: APIRequestContext,
  customer: TCustomer,
  order: TPlaceOrder,
): Promise<TPendingOrder> {
  const headers = { Authorization: `Bearer ${customer.token}` };
  const post = (url: string, data?: unknown) => request.post(url, { headers, ...(data === undefined ? {} : { data }) });

  await readData(await post("/api/cart/addCart", addCartBody(order, order.qty)), "addCart");
  // Checkout asks who to call (issue 12); the API client gives it once, kept on the account.
  await readData(
    await request.put("/api/auth/user/contact", { headers, data: { name: customer.username, phone: "07911 123456" } }),
    "contact",
  );
  const address = await readData<{ _id: string }>(
    await post("/api/cart/addAddress", { address: order.address }),
    "addAddress",
  );
  await readData(await post("/api/cart/selectAddress", { addressId: address._id }), "selectAddress");
  await orderAheadWhenClosed(request, customer);
  return readData<TPendingOrder>(await post("/api/cart/create_order"), "create_order");
}

/** Pays a pending order in the test mode and verifies it, as the checkout page does. */
export async function payPendingOrder(request: APIRequestContext, customer: TCustomer, created: TPendingOrder) {
  const headers = { Authorization: `Bearer ${customer.token}` };
  const post = (url: string, data?: unknown) => request.post(url, { headers, ...(data === undefined ? {} : { data }) });
  const paid = await readData<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }>(
    await post("/api/payments/test/pay", { razorpay_order_id: created.orderId, outcome: "success" }),
    "test pay",
  );
  const verified = await readData<{ orderId: string }>(
    await post("/api/cart/verify_order", {
      razorpay_order_id: paid.razorpay_order_id,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: paid.razorpay_signature,
    }),
    "verify_order",
  );
  // The number people say ("#1042"), given with the payment (issue 23).
  const placed = await readCustomerOrder(request, customer, verified.orderId);
  return { orderId: verified.orderId, amountPence: created.amount, orderNumber: placed?.orderNumber ?? "" };
}

/** Fills the basket, chooses an address, pays in the test mode and verifies: a paid order. */
export async function placePaidOrder(request: APIRequestContext, customer: TCustomer, order: TPlaceOrder) {
  return payPendingOrder(request, customer, await createPendingOrder(request, customer, order));
}

type TOpening = { open: boolean; lastOrdersAt?: string | null };

/**
 * Whether an order for now is taken for a while yet: open, and more than ten minutes before last
 * orders (decision 109), so a journey that starts now still pays before them.
 */
export function takesOrdersNow(opening: TOpening): boolean {
  return opening.open && (!opening.lastOrdersAt || Date.parse(opening.lastOrdersAt) - Date.now() > 10 * 60_000);
}

/** While delivery is closed (the seeded hours, issue 12) or past last orders, the order is for the first free slot. */
export async function orderAheadWhenClosed(request: APIRequestContext, customer: TCustomer, fulfilment = "delivery") {
  const status = await readData<Record<string, TOpening>>(await request.get("/api/store/status"), "store status");
  if (takesOrdersNow(status[fulfilment]!)) return;
  const { slots } = await readData<{ slots: { start: string; available: boolean }[] }>(
    await request.get(`/api/store/slots?fulfilment=${fulfilment}`),
    "slots",
  );
  const slot = slots.find((s) => s.available)!.start;
  await readData(
    await request.post("/api/cart/fulfilment", {
      headers: { Authorization: `Bearer ${customer.token}` },
      data: { fulfilment, slot },
    }),
    "fulfilment",
  );
}

/** The customer's own order history entry for an order. */
export async function readCustomerOrder(request: APIRequestContext, customer: TCustomer, orderId: string) {
  const orders = await readData<{ _id: string; status: string; paymentStatus: string; orderNumber: string }[]>(
    await request.get("/api/cart/userOreder", { headers: { Authorization: `Bearer ${customer.token}` } }),
    "userOreder",
  );
  return orders.find((o) => o._id === orderId);
}

/** A large pizza from the seeded menu, as an order line: the journeys that need one order. */
export async function aLargePizza(request: APIRequestContext) {
  const categories = (await (await request.get("/api/admin/foodcategorydatashow")).json()).data as {
    _id: string;
    Categoryname: string;
  }[];
  const pizzas = categories.find((c) => c.Categoryname === "Pizzas")!;
  const items = (await (await request.get(`/api/admin/foodCategoryItemdata/${pizzas._id}`)).json()).data
    .categoryIteam as {
    _id: string;
    pricing: { size: string; price: number; offered: boolean }[];
  }[];
  const item = items.find((i) => i.pricing.some((p) => p.size === "large" && p.offered))!;
  return { categoryItemId: item._id, size: "large", unitPrice: item.pricing.find((p) => p.size === "large")!.price };
}

/** A dish of the seeded Calzone category by name, with its first priced size, read as a client reads the menu. */
export async function calzoneByName(request: APIRequestContext, name: string) {
  const categories = (await (await request.get("/api/admin/foodcategorydatashow")).json()).data as {
    _id: string;
    Categoryname: string;
  }[];
  const category = categories.find((c) => c.Categoryname === "Calzone")!;
  const items = (await (await request.get(`/api/admin/foodCategoryItemdata/${category._id}`)).json()).data
    .categoryIteam as {
    _id: string;
    categoryItemName: string;
    pricing: { size: string; price: number; offered: boolean }[];
  }[];
  const item = items.find((i) => i.categoryItemName === name)!;
  const price = item.pricing.find((p) => p.price > 0)!;
  return { categoryItemId: item._id, size: price.size, unitPrice: price.price };
}
