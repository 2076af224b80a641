import { expect, test } from "./support/fixtures";
import { addCartBody, aLargePizza, createSignedInCustomer } from "./support/customer-api";
import { E2E_CHROMIUM } from "../playwright.config";

// Issue 26: a storefront page is kept whole by the browser for Back (the back/forward cache),
// so a customer who leaves the menu by a full page load (an allergen link, the payment page,
// another site) and comes back finds it at once, where they were; what changed while they were
// away (the basket, signing in) catches up when it is shown again (decision 058).

// Playwright starts Chromium with its back/forward cache off; this file's browser has it, as a customer's does.
test.use({ launchOptions: { ...E2E_CHROMIUM, ignoreDefaultArgs: ["--disable-back-forward-cache"] } });

test.describe("[STOREFRONT] Back to the menu", () => {
  test("comes out of the back/forward cache as it was left, with the basket and the customer caught up", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const pizza = await aLargePizza(request);
    const customer = await createSignedInCustomer(request, "bfcache");
    await page.addInitScript(() => {
      window.addEventListener("pageshow", (event) => {
        (window as unknown as { restored: boolean }).restored = event.persisted;
      });
    });

    await page.goto("/order");
    await page.waitForLoadState("networkidle");
    const basket = page.getByTestId(testInfo.project.name === "phone" ? "mobile-basket-summary" : "basket-summary");
    await expect(basket).toHaveAccessibleName(/^Basket: 0 items/);
    await page.evaluate(() => ((window as unknown as { mark: string }).mark = "left here"));

    // A full page load away; meanwhile the basket fills and the visitor signs in (the page's own cookies).
    await page.goto("/allergens");
    const added = await page.request.post("/api/cart/addCart", {
      data: addCartBody(pizza),
    });
    expect(added.ok(), await added.text()).toBe(true);
    const signedIn = await page.request.post("/api/auth/SignIn", {
      data: { email: customer.email, password: customer.password, cookie: true },
    });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);

    // A page out of the back/forward cache sends no load event, only pageshow.
    await page.goBack({ waitUntil: "commit" });
    await expect(page).toHaveURL(/\/order$/);
    // The same document, not a new load of it.
    await expect.poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { mark?: string }).mark)).toBe("left here");
    await expect(basket).toHaveAccessibleName(/^Basket: 1 item /);
    await expect(page.getByRole("link", { name: /^My Account/ }).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`back-to-the-menu-${testInfo.project.name}.png`) });
  });
});
