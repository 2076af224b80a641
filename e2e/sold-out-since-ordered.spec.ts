import type { APIRequestContext } from "@playwright/test";
import { adminToken, signInAsAdmin } from "./support/admin";
import { findSeriousViolations } from "./support/axe";
import { calzoneByName, createPendingOrder, createSignedInCustomer, payPendingOrder } from "./support/customer-api";
import { ANY_WIDTH, expect, test } from "./support/fixtures";

// Issue 19 (decision 023): an order paid after its dish sold out is placed (the customer paid)
// and reaches the kitchen flagged, saying what is missing and whom to call.

const DISH = "Classic Calzone";

async function calzone(request: APIRequestContext) {
  const dish = await calzoneByName(request, DISH);
  // Above the delivery zone's £12 minimum.
  return { ...dish, qty: Math.ceil(12.5 / dish.unitPrice) };
}

test(
  "an order paid after its dish sold out is on the board flagged, with whom to call",
  { tag: ANY_WIDTH },
  async ({ page, request }, testInfo) => {
    const project = testInfo.project.name;
    const token = await adminToken(request);
    const dish = await calzone(request);
    const setAvailable = (available: boolean) =>
      request.patch("/api/adminauth/menu/availability", {
        headers: { Authorization: `Bearer ${token}` },
        data: { type: "item", id: dish.categoryItemId, available },
      });

    const customer = await createSignedInCustomer(request, "soldout");
    const pending = await createPendingOrder(request, customer, {
      ...dish,
      address: "10 Downing Street, London SW1A 2AA",
    });
    let orderId: string;
    try {
      expect((await setAvailable(false)).status()).toBe(200);
      orderId = (await payPendingOrder(request, customer, pending)).orderId;
    } finally {
      expect((await setAvailable(true)).status()).toBe(200);
    }

    await signInAsAdmin(page, "/admin/orders");
    const card = page.locator(`[data-testid="board-order"][data-order-id="${orderId}"]`);
    await expect(card).toBeVisible({ timeout: 12_000 });
    await expect(card).toHaveAttribute("data-sold-out", "true");
    const notice = card.getByTestId("sold-out-since-ordered");
    await expect(notice).toContainText("Sold out since ordered");
    await expect(notice).toContainText(`${DISH} is sold out`);
    await expect(notice.getByRole("link")).toHaveAttribute("href", "tel:+447911123456");
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: testInfo.outputPath(`sold-out-card-${project}.png`) });
    await page.setViewportSize({ width: 768, height: 1000 });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: testInfo.outputPath("sold-out-card-768.png") });
    expect(await findSeriousViolations(page), "the board with a flagged order").toEqual([]);

    await page.goto(`/admin/orders/${orderId}`);
    const detail = page.getByTestId("order-detail");
    await expect(detail.getByTestId("sold-out-since-ordered")).toContainText(`${DISH} is sold out`);
    await expect(detail.getByTestId("order-line").first()).toContainText(`Sold out since ordered: ${DISH} is sold out`);
    await page.screenshot({ path: testInfo.outputPath(`sold-out-order-page-${project}.png`) });
  },
);

test("the admin sets the largest online order on the store page", { tag: ANY_WIDTH }, async ({ page }, testInfo) => {
  await signInAsAdmin(page, "/admin/store");
  const field = page.getByLabel(/^Largest online order/);
  await expect(field).toHaveValue("500");
  await field.fill("9");
  await page.getByRole("button", { name: "Save times and capacity" }).click();
  await expect(
    page.getByText("The largest order must be an amount from 10.00 to 10,000.00, in whole pence."),
  ).toBeVisible();
  await field.fill("450");
  await page.getByRole("button", { name: "Save times and capacity" }).click();
  await expect(page.getByText("Store settings saved")).toBeVisible();
  await field.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`store-largest-order-${testInfo.project.name}.png`) });
  await page.reload();
  await expect(page.getByLabel(/^Largest online order/)).toHaveValue("450");
  // As it was, for the specs after this one.
  await page.getByLabel(/^Largest online order/).fill("500");
  await page.getByRole("button", { name: "Save times and capacity" }).click();
  await expect(page.getByText("Store settings saved")).toBeVisible();
});
