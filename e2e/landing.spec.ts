import type { Page } from "@playwright/test";
import { ANY_WIDTH, expect, test } from "./support/fixtures";
import { adminToken, settingsToSave } from "./support/admin";
import { measureHorizontalOverflow, saveFullPageScreenshot } from "./support/full-page";

type Category = { _id: string; Categoryname: string };
type DeliveryAnswer = { success: boolean; message: string; data: { postcode: string; delivers: boolean } };

const adminPreview = (page: Page) => page.getByRole("dialog", { name: "Admin Panel Preview" });

/** Opens / on a controlled clock and waits until React runs the page's timers. */
async function openHomeOnControlledClock(page: Page) {
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByTestId("admin-preview-modal")).toHaveAttribute("data-hydrated", "true");
}

test.describe("[HOME] the landing page", () => {
  test("shows the spec's sections and figures", async ({ page }, testInfo) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Feast your senses");
    for (const heading of [
      "Deals at Tasty Slice",
      "Popular categories",
      "Popular restaurants",
      "Know more about us",
      "How does Tasty Slice work?",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    const deals = page.getByRole("region", { name: "Deals at Tasty Slice" }).getByRole("listitem");
    await expect(deals).toHaveCount(3);
    // Drawn from the seeded promotions, each with its condition.
    for (const [index, [badge, headline]] of (
      [
        ["-40%", "Two large pizzas"],
        ["-20%", "Burger and fries night"],
        ["-17%", "Kebabs for two"],
      ] as const
    ).entries()) {
      await expect(deals.nth(index)).toContainText(badge);
      await expect(deals.nth(index)).toContainText(headline);
    }
    await expect(deals.nth(1)).toContainText("Fridays, 17:00–23:00");
    await expect(page.getByTestId("category-tile")).toHaveText([
      /21 Restaurants$/,
      /32 Restaurants$/,
      /4 Restaurants$/,
      /32 Restaurants$/,
      /4 Restaurants$/,
      /32 Restaurants$/,
    ]);
    await expect(page.getByRole("region", { name: "Popular restaurants" }).getByRole("listitem")).toHaveCount(6);
    const steps = page.getByRole("region", { name: "Know more about us" }).getByRole("heading", { level: 4 });
    await expect(steps).toHaveText(["Place an order", "Track progress", "Get your order"]);
    const figures = page.getByRole("region", { name: "Tasty Slice in numbers" });
    for (const figure of ["546+", "789,900+", "690+", "17,457+"]) {
      await expect(figures.getByText(figure, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /Add your restaurant/ }).first()).toHaveAttribute(
      "href",
      "/add-your-restaurant",
    );
    await expect(page.getByRole("link", { name: /Sign up to deliver/ }).first()).toHaveAttribute(
      "href",
      "/sign-up-to-deliver",
    );
    await expect(page.getByRole("heading", { name: /Ordering is more personalised/ })).toBeVisible();
    for (const image of await page.locator("main img").all()) {
      expect(
        await image.getAttribute("alt"),
        "every picture states its alt text, empty when decorative",
      ).not.toBeNull();
    }
    await saveFullPageScreenshot(page, testInfo, "home");
  });

  test("each popular category tile opens /order with that category selected", async ({ page, request }) => {
    const categories: Category[] = (await (await request.get("/api/admin/foodcategorydatashow")).json()).data;
    await page.goto("/");
    const tiles = page.getByTestId("category-tile");
    await expect(tiles).toHaveCount(6);
    const tileCount = await tiles.count();
    for (let index = 0; index < tileCount; index++) {
      await page.goto("/");
      const tile = tiles.nth(index);
      const name = (await tile.locator("span.font-bold").textContent())!.trim();
      const category = categories.find((c) => c.Categoryname === name);
      expect(category, `${name} is a category of the menu`).toBeDefined();
      await tile.click();
      await expect(page).toHaveURL(new RegExp(`/order\\?category=${category!._id}#menu$`));
      await expect(page.getByTestId("selected-category-name")).toHaveText(name);
    }
  });

  test("the hero's picture is fetched where it shows, and only there", async ({ page }, testInfo) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/home/hero.svg") fetched.push(request.url());
    });
    await page.goto("/", { waitUntil: "load" });
    const picture = page.getByRole("img", { name: "A pepperoni pizza with a cheeseburger and fries" });
    if (testInfo.project.name === "phone") {
      await expect(picture).toBeHidden();
      await page.waitForLoadState("networkidle");
      expect(fetched).toEqual([]);
    } else {
      await expect(picture).toBeVisible();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(fetched).toHaveLength(1);
    }
  });

  test("nothing scrolls sideways at 360px", { tag: ANY_WIDTH }, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/");
    expect(await measureHorizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe("[HOME] the postcode box", { tag: ANY_WIDTH }, () => {
  async function checkPostcode(page: Page, postcode: string) {
    const input = page.getByLabel("Enter a postcode to see if we deliver");
    await input.fill(postcode);
    await input.press("Enter");
    return page.getByTestId("postcode-answer");
  }

  async function askApi(page: Page, postcode: string) {
    const res = await page.request.get(`/api/delivery/check?postcode=${encodeURIComponent(postcode)}`);
    return { status: res.status(), body: (await res.json()) as DeliveryAnswer };
  }

  test("says we deliver to a postcode in the area, written any way", async ({ page }) => {
    await page.goto("/");
    const api = await askApi(page, "w1b5ah");
    expect(api.body.data).toMatchObject({ postcode: "W1B 5AH", delivers: true });
    const answer = await checkPostcode(page, "w1b5ah");
    await expect(answer).toContainText(api.body.message);
    await expect(answer.getByRole("link", { name: "Start your order" })).toHaveAttribute("href", "/order");
  });

  test("says we don't deliver outside the area, W10 included although it starts like W1", async ({ page }) => {
    await page.goto("/");
    for (const postcode of ["M1 1AE", "W10 4AA"]) {
      const api = await askApi(page, postcode);
      expect(api.body.data).toMatchObject({ postcode, delivers: false });
      const answer = await checkPostcode(page, postcode);
      await expect(answer).toContainText(api.body.message);
      await expect(answer).toContainText(`don't deliver to ${postcode}`);
    }
  });

  test("rejects what is not a UK postcode and says why", async ({ page }) => {
    await page.goto("/");
    const api = await askApi(page, "hello");
    expect(api.status).toBe(400);
    const answer = await checkPostcode(page, "hello");
    await expect(answer).toHaveText(api.body.data.postcode);
    await expect(page.getByLabel("Enter a postcode to see if we deliver")).toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("[HOME] admin panel preview", () => {
  test(
    "opens at 10 s and not before, comes back 4 s after each close, and never a fifth time",
    { tag: ANY_WIDTH },
    async ({ page }) => {
      // Its link is not prefetched: every visitor who stays 10 s would otherwise ask the admin
      // area for its page (and be sent on to its sign-in) without wanting it.
      const adminRequests: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/admin")) adminRequests.push(request.url());
      });
      await openHomeOnControlledClock(page);
      const dialog = adminPreview(page);

      await page.clock.runFor(9_000);
      await expect(dialog).toBeHidden();
      await page.clock.runFor(1_000);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("link", { name: "Open the admin panel" })).toHaveAttribute("href", "/admin");

      for (let showing = 1; showing <= 4; showing++) {
        await expect(dialog, `showing ${showing}`).toBeVisible();
        await dialog.getByRole("button", { name: "Close" }).click();
        await expect(dialog).toBeHidden();
        if (showing === 4) break;
        await page.clock.runFor(3_000);
        await expect(dialog, `not yet back after closing ${showing}`).toBeHidden();
        await page.clock.runFor(1_000);
      }

      await page.clock.runFor(60_000);
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("admin-preview-modal")).toHaveAttribute("data-showings", "4");
      expect(adminRequests).toEqual([]);
    },
  );

  test("its link, fetched only when followed, leads to the admin's sign-in", { tag: ANY_WIDTH }, async ({ page }) => {
    await openHomeOnControlledClock(page);
    await page.clock.runFor(10_000);
    await adminPreview(page).getByRole("link", { name: "Open the admin panel" }).click();
    await expect(page).toHaveURL(/\/admin\/sigIn\?next=%2Fadmin$/);
    await expect(page.getByRole("heading", { name: "Admin sign in" })).toBeVisible();
  });

  test(
    "works with the keyboard: focus moves in, stays inside, Escape closes and focus returns",
    { tag: ANY_WIDTH },
    async ({ page }) => {
      await openHomeOnControlledClock(page);
      // A link, not a field: a focused field is a form being filled, which the preview waits for.
      const input = page.getByRole("main").getByRole("link").first();
      await input.focus();
      await page.clock.runFor(10_000);

      const dialog = adminPreview(page);
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      const link = dialog.getByRole("link", { name: "Open the admin panel" });
      const close = dialog.getByRole("button", { name: "Close" });
      await expect(close).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(link).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(close).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(link).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(close).toBeFocused();

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(input).toBeFocused();

      // Escape is a close like any other: the preview is back 4 s later, and Enter on Close shuts it.
      await page.clock.runFor(4_000);
      await expect(dialog).toBeVisible();
      await expect(close).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      await expect(input).toBeFocused();
    },
  );

  test(
    "waits while a keyboard moves through the page, then comes and gives focus back where it was",
    { tag: ANY_WIDTH },
    async ({ page }) => {
      // A keyboard user tabbing through the links had their focus taken by the preview mid-journey
      // (the keyboard walk, 2026-12-06): a key outside it now counts as busy for 10 s, as typing does.
      await openHomeOnControlledClock(page);
      const dialog = adminPreview(page);
      await page.getByRole("main").getByRole("link").first().focus();
      await page.clock.runFor(9_000);
      await page.keyboard.press("Tab");
      const reached = await page.evaluate(() => document.activeElement?.outerHTML ?? "");
      // Tried at 10, 14 and 18 s (1, 5 and 9 s after the key): each time it waits.
      await page.clock.runFor(9_000);
      await expect(dialog, "18 s: 9 s after the last key").toBeHidden();
      await expect(page.getByTestId("admin-preview-modal")).toHaveAttribute("data-showings", "0");
      await page.clock.runFor(4_000);
      await expect(dialog, "22 s: the first try 10 s past the last key").toBeVisible();
      await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => document.activeElement?.outerHTML ?? "")).toBe(reached);
    },
  );

  test("never opens over the basket or a form being filled: it waits, then comes", async ({ page }, testInfo) => {
    await openHomeOnControlledClock(page);
    const dialog = adminPreview(page);
    const modal = page.getByTestId("admin-preview-modal");

    if (testInfo.project.name === "phone") {
      // The phone's basket is a dialog over the page.
      await page.getByTestId("mobile-basket-summary").click();
      const basket = page.getByRole("dialog", { name: "Your Basket" });
      await expect(basket).toBeVisible();
      await page.clock.runFor(30_000);
      await expect(dialog).toBeHidden();
      await expect(basket).toBeVisible();
      await expect(modal).toHaveAttribute("data-showings", "0");
      await basket.getByRole("button", { name: /close/i }).first().click();
      await expect(basket).toBeHidden();
      await page.clock.runFor(4_000);
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
    }

    // Typing a postcode: the preview waits while the field has focus and for 10 s after typing.
    const postcode = page.getByLabel("Enter a postcode to see if we deliver");
    await postcode.click();
    await page.keyboard.type("SW1A 1", { delay: 20 });
    await page.clock.runFor(20_000);
    await expect(dialog).toBeHidden();
    await expect(postcode).toBeFocused();
    await page.keyboard.type("A", { delay: 20 });
    await page.getByRole("heading", { level: 1 }).click();
    await expect(postcode).not.toBeFocused();
    await page.clock.runFor(4_000);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(12_000);
    await expect(dialog).toBeVisible();
    await expect(postcode).toHaveValue("SW1A 1A");
    await page.screenshot({ path: testInfo.outputPath("admin-preview-after-waiting.png") });
  });

  test(
    "the admin can turn it off, and on again (the spec's default)",
    { tag: ANY_WIDTH },
    async ({ page, request }) => {
      const headers = { Authorization: `Bearer ${await adminToken(request)}` };
      const settings = async () =>
        (
          (await (await request.get("/api/adminauth/store/settings", { headers })).json()) as {
            data: Record<string, unknown>;
          }
        ).data;
      const save = async (adminPreview: boolean) => {
        const body = { ...settingsToSave(await settings()), adminPreview };
        const res = await request.put("/api/adminauth/store/settings", { headers, data: body });
        expect(res.ok(), await res.text()).toBe(true);
      };
      expect((await settings()).adminPreview).toBe(true);
      await save(false);
      try {
        await page.clock.install();
        await page.goto("/");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.clock.runFor(60_000);
        await expect(adminPreview(page)).toBeHidden();
        await expect(page.getByTestId("admin-preview-modal")).toHaveCount(0);
      } finally {
        await save(true);
      }
      await openHomeOnControlledClock(page);
      await page.clock.runFor(10_000);
      await expect(adminPreview(page)).toBeVisible();
    },
  );
});
