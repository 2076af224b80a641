import type { Page } from "@playwright/test";
import {
  addCartBody,
  aLargePizza,
  createSignedInCustomer,
  placePaidOrder,
  type TCustomer,
} from "./support/customer-api";
import { expect, PHONE_ONLY, test } from "./support/fixtures";
import { smallTargets } from "./support/targets";

// Issue 25: on a phone every customer page opens at its top with the header in view, never pans
// sideways into white space, and no label spills out of its box. Checked at the two common
// narrow widths, 360 px (many Android phones) and 390 px (recent iPhones), on every page a
// customer can reach, the signed-in ones with a basket and a placed order behind them.

const WIDTHS = [360, 390] as const;

const PUBLIC_PAGES = [
  "/",
  "/order",
  "/restaurant",
  "/allergens",
  "/auth",
  "/auth/SignUp",
  "/auth/ForgottePassword",
  "/auth/verifyemail",
  "/help",
  "/terms",
  "/privacy",
  "/cookies",
  "/pricing",
  "/add-your-restaurant",
  "/sign-up-to-deliver",
  "/business-account",
  "/modern-slavery-statement",
  "/no-such-page-here",
];

/** Opened signed in; "{order}" is the order the customer placed. */
const SIGNED_IN_PAGES = [
  "/checkout",
  "/profile",
  "/profile/address",
  "/profile/favourites",
  "/profile/payments",
  "/order-detail/{order}",
  "/order-confirmation/{order}",
];

type TLayout = {
  scrollY: number;
  /** The layout viewport's width as scripts see it. */
  innerWidth: number;
  overflowDocument: number;
  overflowBody: number;
  /** Labels and buttons whose content is wider than their own box, by their text. */
  spilling: string[];
};

/**
 * Measured against the width the test set, not against window.innerWidth alone: a phone (and
 * Chromium's phone emulation) widens the layout viewport to whatever overflows, so on a page
 * that pans sideways innerWidth grows with scrollWidth and comparing the two hides the fault.
 */
function measureLayout(page: Page, width: number): Promise<TLayout> {
  return page.evaluate((screenWidth) => {
    const isScreenReaderOnly = (el: HTMLElement) => el.clientWidth <= 1 || getComputedStyle(el).clipPath !== "none";
    const spilling = [...document.querySelectorAll<HTMLElement>("label, button, [role=tab], [role=radio]")]
      .filter((el) => el.offsetParent !== null && getComputedStyle(el).display !== "inline" && !isScreenReaderOnly(el))
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}" (${el.scrollWidth} > ${el.clientWidth})`,
      );
    const viewport = Math.min(window.innerWidth, screenWidth);
    return {
      scrollY: window.scrollY,
      innerWidth: window.innerWidth,
      overflowDocument: document.documentElement.scrollWidth - viewport,
      overflowBody: document.body.scrollWidth - viewport,
      spilling,
    };
  }, width);
}

/**
 * Opens a page and lets it settle: fonts in, the app hydrated, anything it focuses or scrolls on
 * start done. A page that scrolls itself does so within a frame or two of hydrating.
 */
async function openAndSettle(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response, `no answer for ${path}`).not.toBeNull();
  await page.waitForLoadState("load");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Pages that poll (the tracking page) never go idle: a short wait is all they get.
  await page.waitForLoadState("networkidle", { timeout: 3_000 }).catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForTimeout(500);
}

async function expectPhoneLayout(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await openAndSettle(page, path);
  const layout = await measureLayout(page, width);
  expect(layout.scrollY, `${path} at ${width} px opened scrolled down`).toBe(0);
  await expect(page.locator("header").first(), `${path} at ${width} px: header out of view`).toBeInViewport();
  expect(layout.overflowDocument, `${path} at ${width} px pans sideways (html)`).toBeLessThanOrEqual(0);
  expect(layout.overflowBody, `${path} at ${width} px pans sideways (body)`).toBeLessThanOrEqual(0);
  expect(layout.innerWidth, `${path} at ${width} px: the phone widened its layout to fit the page`).toBe(width);
  expect(layout.spilling, `${path} at ${width} px: content wider than its box`).toEqual([]);
  // Checked once, at the common iPhone's width.
  if (width === 390) expect(await smallTargets(page), `${path}: controls under 44 px`).toEqual([]);
}

// Phone widths only: each test sets its own 360 or 390 px viewport, so one project is enough.
test.describe("phone layout", { tag: PHONE_ONLY }, () => {
  for (const width of WIDTHS) {
    for (const path of PUBLIC_PAGES) {
      test(`${path} at ${width} px opens at the top and fits the screen`, async ({ page }) => {
        await expectPhoneLayout(page, path, width);
      });
    }
  }

  test("the top bar's avatar, basket and menu keep their size down to 320 px; the logo gives way", async ({ page }) => {
    const box = async (testId: string) => (await page.getByTestId(testId).boundingBox())!;
    for (const width of [390, 375, 360, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await openAndSettle(page, "/order");
      const avatar = (await page.getByTestId("mobile-account-link").locator("img").boundingBox())!;
      expect([avatar.width, avatar.height], `avatar at ${width} px`).toEqual([36, 36]);
      const menu = await box("mobile-menu-toggle");
      expect([menu.width, menu.height], `menu button at ${width} px`).toEqual([44, 44]);
      const basket = page.getByTestId("mobile-basket-summary");
      await expect(basket).toContainText("£");
      expect(
        await basket.evaluate((el) => el.scrollWidth <= el.clientWidth),
        `basket summary spills at ${width} px`,
      ).toBe(true);
      const logo = page.getByRole("link", { name: /home$/ }).first();
      await expect(logo, `logo at ${width} px`).toBeInViewport({ ratio: 1 });
      // The shop's name in words where it fits, the mark alone where it does not.
      if (width >= 360) await expect(logo.locator("span").first()).toBeVisible();
      else await expect(logo.locator("span").first()).toBeHidden();
      const layout = await measureLayout(page, width);
      expect(layout.overflowDocument, `/order at ${width} px pans sideways`).toBeLessThanOrEqual(0);
    }
  });

  test("/order's hero hides its pizza on a phone and does not fetch it", async ({ page }) => {
    const pictures: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/home/pizza.svg")) pictures.push(request.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await openAndSettle(page, "/order");
    await expect(page.locator('img[src="/home/pizza.svg"]')).toBeHidden();
    expect(pictures, "the hidden picture was downloaded").toEqual([]);
    // The same hero on a wide screen shows it, so the check above is not of a page without one.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('img[src="/home/pizza.svg"]')).toBeVisible();
    await expect.poll(() => pictures.length).toBe(1);
  });

  test("a visitor's Checkout from the basket scrolled down, then Sign in, opens the sign-in page at its top", async ({
    page,
  }) => {
    // The basket on a phone is below the menu: its Checkout is tapped about 2,900 px down. The
    // sign-in page opened as far down as it could (202–286 px), its header and heading cut off.
    await page.setViewportSize({ width: 390, height: 844 });
    const added = await page.request.post("/api/cart/addCart", { data: addCartBody(await aLargePizza(page.request)) });
    expect(added.status(), await added.text()).toBe(201);
    await openAndSettle(page, "/order");
    const checkout = page.getByTestId("basket-panel").getByRole("button", { name: "Checkout" });
    await checkout.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await checkout.click();
    await page.getByRole("alertdialog", { name: "Oops..." }).getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/auth\?next=(%2F|\/)checkout$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY), "/auth after Checkout").toBe(0);
    await expect(page.locator("header").first()).toBeInViewport();
  });

  test.describe("signed in, with an order placed and a pizza in the basket", () => {
    let customer: TCustomer;
    let orderId: string;

    /** The page's browser signed in as the customer, by the API's cookie sign-in. */
    async function signInAsCustomer(page: Page) {
      const signIn = await page.request.post("/api/auth/SignIn", {
        data: { email: customer.email, password: customer.password, cookie: true },
      });
      expect(signIn.status(), await signIn.text()).toBe(200);
    }

    test.beforeAll(async ({ request }, testInfo) => {
      if (testInfo.project.name !== "phone") return;
      test.setTimeout(60_000);
      customer = await createSignedInCustomer(request, "phonelay");
      const pizza = await aLargePizza(request);
      ({ orderId } = await placePaidOrder(request, customer, {
        ...pizza,
        qty: 1,
        address: "10 Downing Street, London SW1A 2AA",
      }));
      // The paid order emptied the basket; the checkout needs something in it.
      const added = await request.post("/api/cart/addCart", {
        headers: { Authorization: `Bearer ${customer.token}` },
        data: addCartBody(pizza),
      });
      expect(added.status(), await added.text()).toBe(201);
    });

    test("signing in from a form scrolled down, and logging out, open the next page at its top", async ({ page }) => {
      // What the issue saw: the sign-in form scrolled to its button (286 px at 390 px wide), and
      // the account page opening as far down, its header out of view.
      await page.setViewportSize({ width: 390, height: 844 });
      await openAndSettle(page, "/auth?next=/profile");
      await page.getByLabel("Email").fill(customer.email);
      await page.getByLabel(/^Password/).fill(customer.password);
      await page.evaluate(() => window.scrollTo({ top: 286, behavior: "instant" }));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.getByRole("button", { name: "Sign in", exact: true }).dispatchEvent("click");
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => window.scrollY), "/profile after signing in").toBe(0);
      await expect(page.locator("header").first()).toBeInViewport();

      const logout = page.getByTestId("logout-button").first();
      await logout.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy({ top: 200, behavior: "instant" }));
      await logout.dispatchEvent("click");
      await expect(page.getByTestId("dialog")).toContainText("You have been logged out.");
      await page.getByTestId("dialog").getByRole("button").last().click();
      await expect(page).toHaveURL(/\/auth$/);
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => window.scrollY), "/auth after logging out").toBe(0);
      await expect(page.locator("header").first()).toBeInViewport();
    });

    test("Checkout from the basket scrolled down opens the checkout at its top", async ({ page }) => {
      // Signed in, Checkout goes straight to /checkout, which opened 109 px down, its header out of view.
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAsCustomer(page);
      await openAndSettle(page, "/order");
      const checkout = page.getByTestId("basket-panel").getByRole("button", { name: "Checkout" });
      await checkout.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await checkout.click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => window.scrollY), "/checkout after Checkout").toBe(0);
      await expect(page.locator("header").first()).toBeInViewport();
    });

    test("Order again is as tall as a thumb needs, on the order's page and in the account", async ({ page }) => {
      // It was 40 px tall, the one button of these pages under the 44 px the others keep.
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAsCustomer(page);
      for (const path of [`/order-detail/${orderId}`, "/profile"]) {
        await openAndSettle(page, path);
        const button = page.getByRole("button", { name: "Order again" }).first();
        await expect(button).toBeVisible();
        const box = await button.boundingBox();
        expect(box?.height, `Order again on ${path}`).toBeGreaterThanOrEqual(44);
      }
    });

    for (const width of WIDTHS) {
      for (const path of SIGNED_IN_PAGES) {
        test(`${path} at ${width} px opens at the top and fits the screen`, async ({ page }) => {
          await signInAsCustomer(page);
          await expectPhoneLayout(page, path.replace("{order}", orderId), width);
          if (path === "/checkout") await expect(page.getByRole("radio", { name: "Collection" })).toBeVisible();
        });
      }
    }
  });
});
