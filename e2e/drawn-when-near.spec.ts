import { expect, test } from "./support/fixtures";
import { E2E_CHROMIUM } from "../playwright.config";
import { loadRestaurantMenu } from "./support/restaurant-menu";

// The restaurant page's categories after the first are styled and laid out only when they near the
// screen (decision 068). A screen reader must still find them, and what follows them, before
// anyone scrolls there; a link from another page to what follows them (where to find us) must
// still land on it, past categories that stood in at other heights.

// Chromium builds the tree a screen reader reads only while one is attached, as this flag makes
// it; without it the parts not yet drawn are left out of the tree DevTools answers, and the check
// below fails.
test.use({ launchOptions: { ...E2E_CHROMIUM, args: [...E2E_CHROMIUM.args, "--force-renderer-accessibility"] } });

type TAxNode = { ignored: boolean; role?: { value: string }; name?: { value: string } };

test.describe("[RESTAURANT] [A11Y] what is drawn when it nears the screen", () => {
  test("a screen reader finds every category and what follows them; a link to where to find us lands on it", async ({
    page,
    request,
  }) => {
    const shown = (await loadRestaurantMenu(request)).groups.map((c) => c.Categoryname);
    expect(shown.length).toBeGreaterThan(3);

    await page.goto("/restaurant");
    const lastCategory = page.locator(".menu-section").last();
    expect(await lastCategory.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("auto");
    await expect(lastCategory).not.toBeInViewport();
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: TAxNode[] };
    const headings = nodes.filter((n) => !n.ignored && n.role?.value === "heading").map((n) => n.name?.value ?? "");
    expect(headings).toEqual(
      expect.arrayContaining([...shown, "Where to find us", "Customer reviews", "Similar restaurants"]),
    );

    await page.goto("/");
    await page.goto("/restaurant#location");
    const location = page.getByRole("region", { name: "Where to find us" });
    await expect(location).toBeInViewport();
    const top = () => location.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await expect.poll(top, { message: "the card at the top of the screen" }).toBeLessThanOrEqual(24);
    expect(await top()).toBeGreaterThanOrEqual(0);
  });
});
