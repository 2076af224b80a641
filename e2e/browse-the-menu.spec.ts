import type { APIRequestContext } from "@playwright/test";
import { ANY_WIDTH, expect, PHONE_ONLY, test } from "./support/fixtures";

type Category = { _id: string; Categoryname: string };
type Item = { categoryItemName: string; pricing: { size: string; price: number; offered: boolean }[] };

async function menu(request: APIRequestContext) {
  const categories: Category[] = (await (await request.get("/api/admin/foodcategorydatashow")).json()).data;
  const itemsOf = async (id: string): Promise<Item[]> =>
    (await (await request.get(`/api/admin/foodCategoryItemdata/${id}`)).json()).data.categoryIteam;
  return { categories, itemsOf };
}

const gbp = (price: number) => `£${price.toFixed(2)}`;

test.describe("[ORDER] a visitor browses the menu on /order", () => {
  test("sees every category, the first one selected, its items with a button per size and price", async ({
    page,
    request,
  }) => {
    const { categories, itemsOf } = await menu(request);
    expect(categories).toHaveLength(13);
    await page.goto("/order");

    const nav = page.getByTestId("category-menu");
    if (await page.getByTestId("category-menu-toggle").isVisible()) {
      await page.getByTestId("category-menu-toggle").click();
    }
    await expect(nav.getByTestId("category-link")).toHaveText(categories.map((c) => c.Categoryname));
    await expect(nav.locator('[aria-current="page"]')).toHaveText(categories[0]!.Categoryname);
    await expect(page.getByTestId("selected-category-name")).toHaveText(categories[0]!.Categoryname);

    const items = await itemsOf(categories[0]!._id);
    const cards = page.getByTestId("item-card");
    await expect(cards).toHaveCount(items.length);
    const first = items[0]!;
    const firstCard = cards.first();
    await expect(firstCard).toContainText(first.categoryItemName);
    for (const p of first.pricing.filter((size) => size.offered)) {
      await expect(firstCard.getByRole("button", { name: new RegExp(gbp(p.price).replace(".", "\\.")) })).toBeVisible();
    }
    await expect(page.getByTestId("basket-panel")).toBeVisible();
    await expect(page.getByTestId("basket-panel").getByTestId("delivery-status")).toHaveText(
      /^(from|until) .*\d\d:\d\d$/,
    );
    await expect(page.getByTestId("basket-panel").getByTestId("collection-status")).toHaveText(
      /^(from|until) .*\d\d:\d\d$/,
    );
    await expect(page.getByRole("button", { name: "Sort by Pricing" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`order-${test.info().project.name}.png`), fullPage: true });
  });

  test("choosing a category changes the items and the URL, and the choice survives a reload", async ({
    page,
    request,
  }) => {
    const { categories, itemsOf } = await menu(request);
    const burgers = categories.find((c) => c.Categoryname === "Burgers")!;
    const burgerItems = await itemsOf(burgers._id);
    await page.goto("/order");

    const toggle = page.getByTestId("category-menu-toggle");
    if (await toggle.isVisible()) await toggle.click();
    await page.getByTestId("category-menu").getByRole("link", { name: "Burgers" }).click();

    await expect(page).toHaveURL(new RegExp(`[?&]category=${burgers._id}`));
    await expect(page.getByTestId("selected-category-name")).toHaveText("Burgers");
    await expect(page.getByTestId("item-card")).toHaveCount(burgerItems.length);
    await expect(page.getByTestId("item-card").first()).toContainText(burgerItems[0]!.categoryItemName);

    await page.reload();
    await expect(page.getByTestId("selected-category-name")).toHaveText("Burgers");
  });

  test(
    "an unknown or malformed category in the URL falls back to the first category",
    { tag: ANY_WIDTH },
    async ({ page, request }) => {
      const { categories } = await menu(request);
      for (const bad of ["not-an-id", "0199a0e4-0000-7000-8000-000000000000"]) {
        const res = await page.goto(`/order?category=${bad}`);
        expect(res?.status()).toBe(200);
        await expect(page.getByTestId("selected-category-name")).toHaveText(categories[0]!.Categoryname);
      }
    },
  );

  test(
    "a size tapped while the add-to-basket code cannot be fetched says so, and the next tap opens the choice",
    { tag: ANY_WIDTH },
    async ({ page, request }) => {
      // The journey's code (add-journey.tsx) is not in the page's first scripts: it comes when the
      // browser is idle, or with the first tap. Here every script the page asks for later fails.
      const html = await (await request.get("/order")).text();
      const firstScripts = new Set(
        [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => new URL(m[1]!, "http://x").pathname),
      );
      let isOffline = true;
      await page.route("**/_next/static/chunks/*.js", (route) =>
        isOffline && !firstScripts.has(new URL(route.request().url()).pathname)
          ? route.abort("internetdisconnected")
          : route.continue(),
      );
      const alerts: string[] = [];
      page.on("dialog", (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await page.goto("/order");
      await page.waitForLoadState("networkidle");
      const size = page.getByTestId("item-card").first().getByRole("button").first();
      await size.click();
      await expect.poll(() => alerts).toEqual(["Check your connection and try again."]);
      await expect(size).not.toHaveAttribute("aria-busy");
      await expect(page.getByRole("dialog")).toHaveCount(0);

      isOffline = false;
      await size.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(page.getByRole("dialog")).toContainText("Choose an option");
      expect(alerts).toHaveLength(1);
    },
  );
});

// The mobile menu exists only below the desktop breakpoint; the category tabs are in order-phone-tabs.spec.ts.
test.describe("[ORDER] small screens", { tag: PHONE_ONLY }, () => {
  test("the mobile menu opens, and closes on a link click and on Escape", async ({ page }) => {
    await page.goto("/order");
    const toggle = page.getByTestId("mobile-menu-toggle");
    const menuPanel = page.getByTestId("mobile-menu");
    await expect(menuPanel).toBeHidden();
    await toggle.click();
    await expect(menuPanel).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(menuPanel).toBeHidden();

    await toggle.click();
    await menuPanel.getByRole("link", { name: "Restaurants" }).click();
    await expect(page).toHaveURL(/\/restaurant$/);
    await expect(menuPanel).toBeHidden();
  });

  test("nothing scrolls sideways at 360px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of ["/", "/order"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("[SITE] routes", { tag: ANY_WIDTH }, () => {
  test("the spec's routes exist and an unknown URL is a proper 404 page", async ({ page }) => {
    for (const path of [
      "/",
      "/order",
      "/restaurant",
      "/auth",
      "/profile",
      "/checkout",
      "/order-detail",
      "/terms",
      "/privacy",
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
    }
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: /page not found/i })).toBeVisible();
  });

  test("the copyright year is this year", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("footer")).toContainText(String(new Date().getFullYear()));
    await page.screenshot({ path: test.info().outputPath(`home-${test.info().project.name}.png`), fullPage: true });
  });
});
