import type { APIRequestContext, Page } from "@playwright/test";
import { findSeriousViolations } from "./support/axe";
import { expectOrderConfirmed } from "./support/confirmation";
import {
  aLargePizza,
  addCartBody,
  calzoneByName,
  createSignedInCustomer,
  orderAheadWhenClosed,
  payPendingOrder,
  type TCustomer,
} from "./support/customer-api";
import { expect, test } from "./support/fixtures";

// Issue 25: after paying, the checkout opens a confirmation page (not a dialog) with the order
// number, every line in full, the total the server charged, how it was paid and the promised
// time, and a way to tracking. Only the customer who ordered sees it. Figures come from the API.

type Option = { _id: string; name: string; price: number; prices: { size: string; price: number }[] };
type Item = {
  _id: string;
  categoryItemName: string;
  pricing: { size: string; price: number; offered: boolean }[];
  extras: { name: string; options: Option[] }[];
};
type TrackedOrder = {
  _id: string;
  orderNumber: string;
  grandTotal: number;
  promisedAt: string | null;
  cartItem: { Iteam: { freeWith: string | null }[] };
};

const gbp = (major: number) => new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(major);
const londonClock = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Europe/London",
  });
const REQUEST = "Well done, please";
const priceAt = (o: Option, size: string) => o.prices.find((p) => p.size === size)?.price ?? o.price;

async function data<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<T> {
  const text = await res.text();
  expect(res.ok(), `${what}: ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

async function signInCookie(page: Page, customer: TCustomer) {
  await data(
    await page.request.post("/api/auth/SignIn", {
      data: { email: customer.email, password: customer.password, cookie: true },
    }),
    "SignIn",
  );
}

/** A large pizza with two extra toppings and a request, and a calzone, in the signed-in browser's basket, to be delivered. */
async function fillBasket(page: Page, customer: TCustomer) {
  const categories = await data<{ _id: string; Categoryname: string }[]>(
    await page.request.get("/api/admin/foodcategorydatashow"),
    "categories",
  );
  const pizzas = categories.find((c) => c.Categoryname === "Pizzas")!;
  const { categoryIteam } = await data<{ categoryIteam: Item[] }>(
    await page.request.get(`/api/admin/foodCategoryItemdata/${pizzas._id}`),
    "pizzas",
  );
  const pizza = categoryIteam.find(
    (i) => i.extras.some((g) => g.name === "Extra toppings") && i.pricing.some((p) => p.size === "large" && p.offered),
  )!;
  const [a, b] = pizza.extras.find((g) => g.name === "Extra toppings")!.options;
  const large = pizza.pricing.find((p) => p.size === "large")!.price;
  const unit = Math.round((large + priceAt(a!, "large") + priceAt(b!, "large")) * 100) / 100;
  const added = await data<{ lineId: string }>(
    await page.request.post("/api/cart/addCart", {
      data: {
        qty: 1,
        total: unit,
        subcategoryId: null,
        categoryItemId: pizza._id,
        size: "large",
        extras: [a!._id, b!._id],
      },
    }),
    "addCart pizza",
  );
  await data(
    await page.request.post(`/api/cart/addinfoCart/${added.lineId}`, { data: { detailinfo: REQUEST } }),
    "addinfoCart",
  );
  const calzone = await calzoneByName(page.request, "Classic Calzone");
  await data(
    await page.request.post("/api/cart/addCart", {
      data: {
        qty: 2,
        total: Math.round(calzone.unitPrice * 200) / 100,
        subcategoryId: null,
        categoryItemId: calzone.categoryItemId,
        size: calzone.size,
      },
    }),
    "addCart calzone",
  );
  await data(
    await page.request.put("/api/auth/user/contact", { data: { name: customer.username, phone: "07911 123456" } }),
    "contact",
  );
  const address = await data<{ _id: string }>(
    await page.request.post("/api/cart/addAddress", { data: { address: "12 Regent Street, London W1B 5TD" } }),
    "addAddress",
  );
  await data(await page.request.post("/api/cart/selectAddress", { data: { addressId: address._id } }), "selectAddress");
  await orderAheadWhenClosed(page.request, customer);
  const basket = await data<{ grandtotal: number }>(await page.request.get("/api/cart/cartdetail"), "cartdetail");
  return { pizza, extras: [a!, b!], calzone, grandtotal: basket.grandtotal };
}

test.describe("[ORDER] [CONFIRMATION] the page after payment", () => {
  test("shows the number, the lines, the total charged, how it was paid and when; tracks; only for its customer", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const customer = await createSignedInCustomer(page.request, "conf");
    await signInCookie(page, customer);
    const basket = await fillBasket(page, customer);

    // --- Pay in the test payment mode: straight to the confirmation page, no dialog ---
    await page.goto("/checkout");
    const payNow = page.getByRole("button", { name: /^Pay Now/ });
    await expect(payNow).toBeEnabled({ timeout: 20_000 });
    await payNow.click();
    const testWindow = page.getByRole("dialog", { name: /Test payment mode — no real money is taken/ });
    await expect(testWindow.getByTestId("test-payment-amount")).toHaveText(gbp(basket.grandtotal));
    await testWindow.getByRole("button", { name: "Pay (test succeeds)" }).click();
    const orderId = await expectOrderConfirmed(page);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);

    // Opens at the top, its heading focused for a screen reader.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

    // --- What the server recorded, as the page shows it ---
    const order = await data<TrackedOrder>(
      await page.request.get(`/api/cart/userOreder/${orderId}`, {
        headers: { Authorization: `Bearer ${customer.token}` },
      }),
      "userOreder/{id}",
    );
    expect(order.grandTotal).toBe(basket.grandtotal);
    await expect(page.getByTestId("confirmation-number")).toHaveText(`Your order number is ${order.orderNumber}`);
    expect(order.orderNumber).toMatch(/^#\d+$/);
    await expect(page.getByTestId("confirmation-payment")).toHaveText("Paid with a test payment (no money taken)");
    await expect(page.getByTestId("confirmation-fulfilment")).toHaveText("To 12 Regent Street, London W1B 5TD");
    await expect(page.getByRole("region", { name: "Collect from" })).toHaveCount(0);
    expect(order.promisedAt).not.toBeNull();
    await expect(page.getByTestId("promised-time")).toContainText(
      `Expected with you by ${londonClock(order.promisedAt!)}`,
    );

    const receipt = page.getByTestId("order-receipt");
    const lines = receipt.getByTestId("tracking-line");
    // Ours, and whatever an offer added (the seeded free ice cream over £30), as the server recorded them.
    await expect(lines).toHaveCount(order.cartItem.Iteam.length);
    const free = order.cartItem.Iteam.filter((l) => l.freeWith).length;
    expect(order.cartItem.Iteam.length - free).toBe(2);
    await expect(lines.filter({ hasText: "Free" })).toHaveCount(free);
    const pizzaLine = lines.filter({ hasText: basket.pizza.categoryItemName });
    await expect(pizzaLine).toContainText("1 ×");
    await expect(pizzaLine).toContainText("Large");
    await expect(pizzaLine.getByTestId("line-extras")).toHaveText(
      `Extras: + ${basket.extras[0]!.name}, ${basket.extras[1]!.name}`,
    );
    await expect(pizzaLine.getByTestId("line-instruction")).toHaveText(`Special request: “${REQUEST}”`);
    await expect(lines.filter({ hasText: "Classic Calzone" })).toContainText("2 ×");
    await expect(receipt.getByTestId("order-total")).toHaveText(gbp(order.grandTotal));
    await expect(receipt.getByTestId("receipt-delivery-to")).toHaveText(
      "Delivery to 12 Regent Street, London W1B 5TD.",
    );

    expect(await findSeriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`confirmation-${project}.png`), fullPage: true });
    // The basket was emptied with the order.
    expect(
      (await data<{ Iteam: unknown[] }>(await page.request.get("/api/cart/cartdetail"), "cartdetail")).Iteam,
    ).toHaveLength(0);

    // --- "Back to the menu" and "Track my order" ---
    await expect(page.getByRole("link", { name: "Back to the menu" })).toHaveAttribute("href", "/order");
    await page.getByRole("link", { name: "Track my order" }).click();
    await expect(page).toHaveURL(new RegExp(`/order-detail/${orderId}$`));
    await expect(page.getByTestId("tracking-status")).toHaveText("Order placed: waiting for the kitchen");
    await expect(page.getByTestId("tracking-payment")).toHaveText("Paid with a test payment (no money taken)");

    // --- Another customer gets the tracking page's refusal: not found, nothing of the order ---
    const other = await createSignedInCustomer(page.request, "nosy");
    await signInCookie(page, other);
    const refused = await page.goto(`/order-confirmation/${orderId}`);
    expect(refused?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText(order.orderNumber);
    expect((await page.goto(`/order-detail/${orderId}`))?.status()).toBe(404);

    // --- Signed out: to sign in first, then back here ---
    const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const anon = await visitor.newPage();
    await anon.goto(`/order-confirmation/${orderId}`);
    await expect(anon).toHaveURL(new RegExp(`/auth\\?next=${encodeURIComponent(`/order-confirmation/${orderId}`)}`));
    await expect(anon.locator("body")).not.toContainText(order.orderNumber);
    await visitor.close();
  });

  test("a collection order says where to collect it, on the confirmation and the tracking page", async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const customer = await createSignedInCustomer(page.request, "pickup");
    await signInCookie(page, customer);
    await data(
      await page.request.post("/api/cart/addCart", { data: addCartBody(await aLargePizza(page.request)) }),
      "addCart",
    );
    await data(
      await page.request.put("/api/auth/user/contact", { data: { name: customer.username, phone: "07911 123456" } }),
      "contact",
    );
    await data(
      await page.request.post("/api/cart/fulfilment", { data: { fulfilment: "collection", slot: null } }),
      "fulfilment",
    );
    await orderAheadWhenClosed(page.request, customer, "collection");
    const created = await data<{ orderId: string; amount: number; orderRef: string }>(
      await page.request.post("/api/cart/create_order"),
      "create_order",
    );
    const { orderId } = await payPendingOrder(page.request, customer, created);
    const shop = await data<{ name: string; address: string; phone: string }>(
      await page.request.get("/api/store/identity"),
      "identity",
    );

    const expectCollectFrom = async () => {
      const collectFrom = page.getByRole("region", { name: "Collect from" });
      await expect(collectFrom).toBeVisible();
      await expect(collectFrom.locator("address")).toHaveText(`${shop.name}${shop.address}Phone: ${shop.phone}`);
      await expect(collectFrom.getByRole("link", { name: shop.phone })).toHaveAttribute(
        "href",
        `tel:${shop.phone.replace(/[^0-9+]/g, "")}`,
      );
    };

    await page.goto(`/order-confirmation/${orderId}`);
    await expect(page.getByTestId("confirmation-fulfilment")).toHaveText("You collect it at the counter");
    await expectCollectFrom();
    // The receipt below does not say where again ("For collection from the shop.", as it did).
    await expect(page.getByTestId("order-receipt")).toBeVisible();
    await expect(page.getByTestId("order-receipt")).not.toContainText("from the shop");
    expect(await findSeriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`confirmation-collection-${testInfo.project.name}.png`),
      fullPage: true,
    });

    await page.getByRole("link", { name: "Track my order" }).click();
    await expect(page).toHaveURL(new RegExp(`/order-detail/${orderId}$`));
    await expect(page.getByTestId("tracking-status")).toHaveText("Order placed: waiting for the kitchen");
    await expectCollectFrom();
    // The server drew it: it is in the page's HTML, not added by its script.
    const html = await (await page.request.get(`/order-detail/${orderId}`)).text();
    expect(html).toContain(">Collect from</h2>");
  });
});
