import { randomUUID } from "node:crypto";
import type { Page, TestInfo } from "@playwright/test";
import { ANY_WIDTH, expect, test } from "./support/fixtures";
import { addCartBody, aLargePizza } from "./support/customer-api";
import { linkFromMail } from "./support/outbox";

// Issue 25: a visitor who presses Checkout, is sent to sign in, chooses Sign Up, verifies the
// e-mail and signs in lands back at checkout with the basket, not on the home page.

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

test.describe("[ACCOUNT] the way back to checkout", () => {
  test("checkout → sign in → sign up → the mail's link → sign in: back at checkout, the basket kept", async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const pizza = await aLargePizza(request);
    const email = `way-back-${randomUUID().slice(0, 8)}@example.co.uk`;
    const password = "way-back-1";

    // A visitor's basket (the page's own cookies, as the menu's Add buttons use).
    await page.goto("/order");
    const added = await page.request.post("/api/cart/addCart", {
      data: addCartBody(pizza),
    });
    expect(added.ok(), await added.text()).toBe(true);

    // Checkout while signed out: sign in first, the way back kept in the address.
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/auth\?next=%2Fcheckout$/);
    await page.getByRole("link", { name: "Sign Up", exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/SignUp\?next=%2Fcheckout$/);

    await page.getByLabel("Username").fill("Wayback");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await shot(page, testInfo, "way-back-sign-up");
    await page.getByRole("button", { name: "Create account" }).click();
    const created = page.getByTestId("dialog");
    await expect(created).toContainText("Account created successfully. Please verify your email.");
    await created.getByRole("button").last().click();
    await expect(page).toHaveURL(/\/auth\/verifyemail\?next=%2Fcheckout$/);

    // The mail's link carries the way back itself, so it works in another browser too.
    const link = await linkFromMail(email, "/auth/verifyemail");
    expect(link).toMatch(/^\/auth\/verifyemail\/[A-Za-z0-9_-]{43}\?next=%2Fcheckout$/);

    // Opened from the mail in a new tab of the same browser.
    const mailTab = await page.context().newPage();
    await mailTab.goto(link);
    await expect(mailTab.getByTestId("verify-email-status")).toContainText("verified");
    await shot(mailTab, testInfo, "way-back-verified");
    await mailTab.getByRole("link", { name: "You can sign in now" }).click();
    await expect(mailTab).toHaveURL(/\/auth\?next=%2Fcheckout$/);
    await mailTab.getByLabel("Email").fill(email);
    await mailTab.getByLabel("Password", { exact: true }).fill(password);
    await mailTab.getByRole("button", { name: "Sign in", exact: true }).click();

    // Back at checkout, the visitor's basket now the customer's, nothing opened over it.
    await expect(mailTab).toHaveURL(/\/checkout$/);
    await expect(mailTab.getByTestId("login-status")).toContainText("User is logged in!");
    await expect(mailTab.getByTestId("basket-line")).toHaveCount(1);
    await expect(mailTab.getByRole("dialog", { name: "Admin Panel Preview" })).toHaveCount(0);
    await shot(mailTab, testInfo, "way-back-checkout");

    // The same link's way back, signed in from a browser that never saw the sign-up.
    const other = await browser.newContext();
    try {
      const elsewhere = await other.newPage();
      await elsewhere.goto(link);
      await expect(elsewhere.getByTestId("verify-email-status")).toContainText("verified");
      await expect(elsewhere.getByRole("link", { name: "You can sign in now" })).toHaveAttribute(
        "href",
        "/auth?next=%2Fcheckout",
      );
    } finally {
      await other.close();
    }
  });

  test("a way back to another site is not followed", { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto(`/auth/SignUp?next=${encodeURIComponent("https://evil.example/")}`);
    await expect(page.getByRole("main").getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute(
      "href",
      "/auth",
    );
  });
});
