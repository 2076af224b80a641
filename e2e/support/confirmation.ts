import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

// After Pay (or Place order for cash) the checkout opens the order's confirmation page
// (issue 25), no dialog in between.

const CONFIRMATION_URL = /\/order-confirmation\/([0-9a-f-]{36})$/;

/** Waits for the confirmation page of a just-placed order; answers the order's id. */
export async function expectOrderConfirmed(page: Page): Promise<string> {
  await expect(page).toHaveURL(CONFIRMATION_URL, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, your order is in" })).toBeVisible();
  return CONFIRMATION_URL.exec(page.url())![1]!;
}

/** Presses Pay Now, pays in the test payment window and waits for the confirmation; answers the order's id. */
export async function payInTestMode(page: Page): Promise<string> {
  await page.getByRole("button", { name: /^Pay Now/ }).click();
  const testWindow = page.getByRole("dialog", { name: /Test payment mode/ });
  await testWindow.getByRole("button", { name: "Pay (test succeeds)" }).click();
  return expectOrderConfirmed(page);
}

/** From the confirmation page to the order's tracking page, by its "Track my order" link. */
export async function trackFromConfirmation(page: Page): Promise<string> {
  const orderId = await expectOrderConfirmed(page);
  await page.getByRole("link", { name: "Track my order" }).click();
  await expect(page).toHaveURL(new RegExp(`/order-detail/${orderId}$`));
  await expect(page.getByTestId("order-tracking")).toBeVisible();
  return orderId;
}
