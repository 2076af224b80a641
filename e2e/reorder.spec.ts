import type { Page } from "@playwright/test";
import { adminToken } from "./support/admin";
import {
  addCartBody,
  aLargePizza,
  calzoneByName,
  createPendingOrder,
  createSignedInCustomer,
  payPendingOrder,
  type TCustomer,
} from "./support/customer-api";
import { expect, test } from "./support/fixtures";

// Issue 25: "Order again" from the order history puts the order back in the basket at today's
// prices, and the basket says which line could not be added (sold out since).

// One dish per project, so the two projects running side by side never sell out each other's.
const SOLD_OUT_DISH: Record<string, string> = { desktop: "Pepperoni Calzone", phone: "Veggie Calzone" };

async function signInCustomerCookie(page: Page, customer: TCustomer) {
  const res = await page.request.post("/api/auth/SignIn", {
    data: { email: customer.email, password: customer.password, cookie: true },
  });
  expect(res.status()).toBe(200);
}

test("order again from the history: the sold-out line is named, the rest is in the basket", async ({
  page,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  const dishName = SOLD_OUT_DISH[project] ?? "Pepperoni Calzone";
  const token = await adminToken(request);
  const dish = await calzoneByName(request, dishName);
  const pizza = await aLargePizza(request);
  const setAvailable = (available: boolean) =>
    request.patch("/api/adminauth/menu/availability", {
      headers: { Authorization: `Bearer ${token}` },
      data: { type: "item", id: dish.categoryItemId, available },
    });

  const customer = await createSignedInCustomer(request, "reorder");
  // Two lines: the calzone, then (in createPendingOrder) two large pizzas.
  const added = await request.post("/api/cart/addCart", {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: addCartBody(dish),
  });
  expect(added.status()).toBe(201);
  const pending = await createPendingOrder(request, customer, {
    ...pizza,
    qty: 2,
    address: "10 Downing Street, London SW1A 2AA",
  });
  await payPendingOrder(request, customer, pending);

  expect((await setAvailable(false)).status()).toBe(200);
  try {
    await signInCustomerCookie(page, customer);
    await page.goto("/profile");
    const again = page.getByTestId("order-again").first();
    await expect(again).toBeVisible();
    await again.click();
    await expect(page).toHaveURL(/\/order(#basket)?$/);
    const notice = page.getByTestId("reorder-notice");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("at today's prices");
    await expect(notice.getByTestId("reorder-skipped")).toContainText(`${dishName} is sold out`);
    // The pizzas went in; the calzone did not.
    const basket = page.getByTestId("basket-panel");
    await expect(basket.getByTestId("basket-line")).toHaveCount(1);
    await expect(basket.getByTestId("basket-line-qty")).toHaveText("2");
    await expect(basket.getByTestId("basket-line")).not.toContainText(dishName);
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`reorder-basket-${project}.png`), fullPage: false });

    // The basket holds exactly the pizzas, at today's price.
    const cart = (
      await (
        await request.get("/api/cart/cartdetail", { headers: { Authorization: `Bearer ${customer.token}` } })
      ).json()
    ).data as {
      Iteam: { qty: number; unitPrice: number; categoryItem: { _id: string } }[];
    };
    expect(cart.Iteam).toHaveLength(1);
    expect(cart.Iteam[0]).toMatchObject({
      qty: 2,
      unitPrice: pizza.unitPrice,
      categoryItem: { _id: pizza.categoryItemId },
    });
  } finally {
    expect((await setAvailable(true)).status()).toBe(200);
  }
});

test("the tracking page offers Order again and shows each line in full", async ({ page, request }) => {
  const customer = await createSignedInCustomer(request, "reordtrk");
  const pizza = await aLargePizza(request);
  const pending = await createPendingOrder(request, customer, {
    ...pizza,
    qty: 2,
    address: "10 Downing Street, London SW1A 2AA",
  });
  const { orderId } = await payPendingOrder(request, customer, pending);
  await signInCustomerCookie(page, customer);
  await page.goto(`/order-detail/${orderId}`);
  const line = page.getByTestId("tracking-line").first();
  await expect(line).toContainText("2 ×");
  await expect(line.getByTestId("line-description")).toContainText("Large");
  await page.getByTestId("order-again").click();
  await expect(page).toHaveURL(/\/order(#basket)?$/);
  await expect(page.getByTestId("reorder-notice")).toContainText("at today's prices");
});
