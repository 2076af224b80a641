import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { DESKTOP_ONLY, expect, PHONE_ONLY, test } from "./support/fixtures";
import { measureHorizontalOverflow } from "./support/full-page";

// Issue 13 (the menu on a phone): below md the categories of /order are a row of tabs that sticks
// to the top of the screen while the dishes scroll, and nothing the visitor or a test reaches for
// ends up under it. From md up they stay a sidebar.

type Category = { _id: string; Categoryname: string };

async function listCategories(request: APIRequestContext): Promise<Category[]> {
  const res = await request.get("/api/admin/foodcategorydatashow");
  expect(res.ok()).toBe(true);
  return (await res.json()).data as Category[];
}

const SCROLL = 2000;

/** Jumps and checks the page really got that far. */
async function scrollPageTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

/** The sticky band around the tabs (the nav inside it is inset by its padding). */
const barOf = (page: Page) => page.locator("[data-sticky-category-tabs]");

async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!.y + box!.height;
}

/** Whether the point at the middle of the element belongs to it: nothing is drawn over it there. */
function isHitAtCentre(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

function seriousAxeFindings(page: Page): Promise<string[]> {
  return new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze()
    .then((results) =>
      results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(" ")).join(" | ")})`),
    );
}

// The tabs exist below the md breakpoint; the desktop sidebar is tested below.
test.describe("[ORDER] the category tabs on a phone", { tag: PHONE_ONLY }, () => {
  test("stick to the top after scrolling 2000px, the current one marked and in view in its row", async ({
    page,
    request,
  }, testInfo) => {
    const categories = await listCategories(request);
    // A category near the end of the row, so that its tab starts out of the row's view.
    const late = categories[categories.length - 2]!;
    const pizzas = categories.find((c) => c.Categoryname === "Pizzas")!;
    await page.goto(`/order?category=${late._id}`);
    const nav = page.getByTestId("category-menu");
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toHaveText(late.Categoryname);
    await expect(page.getByTestId("category-menu-toggle")).toHaveCount(0);
    await expect(nav.getByTestId("category-link")).toHaveText(categories.map((c) => c.Categoryname));
    await expect(current).toBeInViewport({ ratio: 1 });
    // The row scrolls inside itself: it holds more than the screen is wide.
    const row = nav.getByRole("list");
    expect(await row.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);

    // Pizzas are the longest list, long enough to scroll 2000px and stay within the menu.
    await page.goto(`/order?category=${pizzas._id}`);
    await expect(current).toHaveText("Pizzas");
    await page.screenshot({ path: testInfo.outputPath("tabs-top-390.png") });
    await scrollPageTo(page, SCROLL);
    await expect.poll(async () => (await barOf(page).boundingBox())?.y ?? -1).toBe(0);
    await expect(current).toBeInViewport({ ratio: 1 });
    expect(await isHitAtCentre(current)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath("tabs-scrolled-390.png") });
  });

  test("tapping another tab shows its dishes from their start, under the bar, without reloading the page", async ({
    page,
    request,
  }) => {
    const categories = await listCategories(request);
    const pizzas = categories.find((c) => c.Categoryname === "Pizzas")!;
    const burgers = categories.find((c) => c.Categoryname === "Burgers")!;
    await page.goto(`/order?category=${pizzas._id}`);
    await page.evaluate(() => ((window as unknown as { tabsMarker: boolean }).tabsMarker = true));
    await scrollPageTo(page, SCROLL);

    const nav = page.getByTestId("category-menu");
    await nav.getByRole("link", { name: "Burgers", exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`[?&]category=${burgers._id}`));
    await expect(page.getByTestId("selected-category-name")).toHaveText("Burgers");
    await expect(nav.locator('[aria-current="page"]')).toHaveText("Burgers");
    await expect(nav.locator('[aria-current="page"]')).toBeInViewport({ ratio: 1 });
    // The list's heading sits right under the bar rather than somewhere above the screen.
    const heading = page.getByTestId("selected-category-name");
    await expect(heading).toBeInViewport();
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(await bottomOf(barOf(page)));
    expect(await page.evaluate(() => (window as unknown as { tabsMarker?: boolean }).tabsMarker)).toBe(true);
  });

  test("nothing scrolls sideways at 360px and 390px, at the top and with the bar stuck", async ({
    page,
    request,
  }, testInfo) => {
    const pizzas = (await listCategories(request)).find((c) => c.Categoryname === "Pizzas")!;
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/order?category=${pizzas._id}`);
      const sizes = () =>
        page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      const [scrollWidth, clientWidth] = await sizes();
      expect(scrollWidth, `${width}px at the top`).toBeLessThanOrEqual(clientWidth!);
      expect(await measureHorizontalOverflow(page), `${width}px at the top`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`tabs-top-${width}.png`) });
      await scrollPageTo(page, SCROLL);
      const [scrolledWidth, scrolledClientWidth] = await sizes();
      expect(scrolledWidth, `${width}px scrolled`).toBeLessThanOrEqual(scrolledClientWidth!);
      await page.screenshot({ path: testInfo.outputPath(`tabs-scrolled-${width}.png`) });
    }
  });

  test("a dish's size button scrolled to under the bar comes clear of it: for Playwright, a click and the keyboard", async ({
    page,
    request,
  }) => {
    const pizzas = (await listCategories(request)).find((c) => c.Categoryname === "Pizzas")!;
    await page.goto(`/order?category=${pizzas._id}`);
    const cards = page.getByTestId("item-card");
    const first = cards.first().getByRole("button").first();
    const name = (await cards.first().getByRole("heading").textContent())!;
    const hideUnderBar = async (target: Locator) => {
      // The bar is stuck at 0 once the menu's top has gone; the target's top then sits 10px down, under it.
      const { y } = (await target.boundingBox())!;
      await scrollPageTo(page, Math.round(await page.evaluate(() => window.scrollY)) + Math.round(y) - 10);
      await expect.poll(async () => (await barOf(page).boundingBox())?.y ?? -1).toBe(0);
      expect(await isHitAtCentre(target), "the bar covers the target before it is brought into view").toBe(false);
    };

    await hideUnderBar(first);
    await first.scrollIntoViewIfNeeded();
    expect((await first.boundingBox())!.y).toBeGreaterThanOrEqual(await bottomOf(barOf(page)));

    await hideUnderBar(first);
    await first.click();
    await expect(page.getByRole("dialog", { name })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name })).toBeHidden();

    // The keyboard: Shift+Tab from the card's second size button to its first, both under the bar.
    const sizes = cards.nth(1).getByRole("button");
    expect(await sizes.count()).toBeGreaterThanOrEqual(2);
    const second = sizes.first();
    await hideUnderBar(second);
    await sizes.nth(1).evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
    await page.keyboard.press("Shift+Tab");
    await expect(second).toBeFocused();
    // Polled: the page scrolls to the focused button.
    const barBottom = await bottomOf(barOf(page));
    await expect.poll(async () => (await second.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom);
    expect(await isHitAtCentre(second)).toBe(true);
  });

  // What the browser scrolls to (an anchor, a focused control) clears the tabs at the top and the
  // "View basket" bar at the bottom: /order's own room, found by its root's place under #main.
  test("the page keeps room for the tabs and the basket bar when it scrolls to something", async ({ page }) => {
    const padding = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return [style.scrollPaddingTop, style.scrollPaddingBottom];
      });
    await page.goto("/order");
    await expect(barOf(page)).toBeVisible();
    expect(await padding()).toEqual(["64px", "88px"]);
    await page.goto("/restaurant");
    expect(await padding()).toEqual(["auto", "auto"]);
  });

  test("no serious axe finding on /order, at the top and with the bar stuck", async ({ page }) => {
    await page.goto("/order");
    await page.waitForLoadState("networkidle");
    expect(await seriousAxeFindings(page)).toEqual([]);
    await scrollPageTo(page, 1000);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});

test.describe("[ORDER] the categories by keyboard", () => {
  test("the category chosen keeps focus on its tab when its dishes come, so Tab goes on from there", async ({
    page,
  }) => {
    await page.goto("/order");
    await page.waitForLoadState("networkidle");
    const menu = page.getByTestId("category-menu");
    await menu.getByRole("link", { name: "Burgers", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/category=/);
    await expect(page.getByTestId("selected-category-name")).toHaveText("Burgers");
    // Each category is its own cached page, drawn anew: the tab with focus is the new page's.
    const burgers = menu.getByRole("link", { name: "Burgers", exact: true });
    await expect(burgers).toHaveAttribute("aria-current", "page");
    await expect(burgers).toBeFocused();
    const tabs = menu.getByTestId("category-link");
    const names = await tabs.allTextContents();
    await page.keyboard.press("Tab");
    await expect(tabs.nth(names.indexOf("Burgers") + 1)).toBeFocused();
  });
});

test.describe("[ORDER] the category tabs without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "are plain links to the category, keeping the dietary filter",
    { tag: PHONE_ONLY },
    async ({ page, request }) => {
      const burgers = (await listCategories(request)).find((c) => c.Categoryname === "Burgers")!;
      await page.goto("/order?diet=vegetarian");
      const link = page.getByTestId("category-menu").getByRole("link", { name: "Burgers", exact: true });
      await expect(link).toHaveAttribute("href", new RegExp(`category=${burgers._id}.*diet=vegetarian`));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`category=${burgers._id}`));
      await expect(page.getByTestId("selected-category-name")).toHaveText("Burgers");
      await expect(page.getByTestId("category-menu").locator('[aria-current="page"]')).toHaveText("Burgers");
    },
  );
});

test.describe("[ORDER] the category sidebar on a desktop", () => {
  // The sidebar exists from the md breakpoint up.
  test("stays a list beside the dishes", { tag: DESKTOP_ONLY }, async ({ page, request }, testInfo) => {
    const pizzas = (await listCategories(request)).find((c) => c.Categoryname === "Pizzas")!;
    await page.goto(`/order?category=${pizzas._id}`);
    const nav = page.getByTestId("category-menu");
    await expect(nav.getByRole("heading", { name: "Menu", exact: true })).toBeVisible();
    const links = nav.getByTestId("category-link");
    const [a, b] = [(await links.nth(0).boundingBox())!, (await links.nth(1).boundingBox())!];
    expect(b.y, "one under the other").toBeGreaterThan(a.y);
    expect(b.x).toBe(a.x);
    await page.screenshot({ path: testInfo.outputPath("sidebar-top-1280.png") });
    await scrollPageTo(page, 600);
    expect(await measureHorizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath("sidebar-scrolled-1280.png") });
  });
});
