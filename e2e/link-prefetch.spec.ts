import type { Page, Request } from "@playwright/test";
import { DESKTOP_ONLY, PHONE_ONLY, expect, test } from "./support/fixtures";

// Issue 26, decision 070: a storefront link fetches the page it leads to when a mouse is over it or
// the keyboard is on it (components/ui/intent-link.tsx), not when it comes on screen. Next's
// default fetched `/`, `/order` and `/auth` while `/restaurant` loaded (48–77 KB each, decoded on
// the main thread), and every page whose link was scrolled past.

/** Every page the app's router fetched (its RSC requests), ahead or to navigate, and the documents loaded. */
function watchFetches(page: Page) {
  const routed: Request[] = [];
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["rsc"] === "1") routed.push(request);
    else if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  const ahead = () => routed.filter((r) => r.headers()["next-router-prefetch"] === "1");
  const paths = (requests: Request[]) => [...new Set(requests.map((r) => new URL(r.url()).pathname))];
  return { routed, documents, ahead, paths };
}

test.describe("[STOREFRONT] Pages fetched ahead", () => {
  for (const path of ["/", "/order", "/restaurant"]) {
    test(`${path} fetches no other page while it loads or is scrolled through`, async ({ page }) => {
      const fetches = watchFetches(page);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // Down to the footer's links, a screen at a time, as a visitor reading it.
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
        await page.waitForTimeout(50);
      }
      await page.waitForLoadState("networkidle");
      expect(fetches.paths(fetches.routed)).toEqual([]);
    });
  }

  test(
    "a mouse over a link fetches its page, and the click shows it without loading a document",
    { tag: DESKTOP_ONLY },
    async ({ page }) => {
      const fetches = watchFetches(page);
      await page.goto("/restaurant");
      await page.waitForLoadState("networkidle");
      const orderLink = page.getByRole("link", { name: "Special Offers" }).first();
      const fetchedAhead = page.waitForRequest(
        (r) => r.headers()["next-router-prefetch"] === "1" && new URL(r.url()).pathname === "/order",
      );
      await orderLink.hover();
      await fetchedAhead;
      await page.waitForLoadState("networkidle");
      await orderLink.click();
      await expect(page).toHaveURL(/\/order$/);
      await expect(page.getByTestId("restaurant-category-link")).toHaveCount(0);
      expect(fetches.documents).toEqual(["/restaurant"]);
      expect(fetches.paths(fetches.ahead())).toEqual(["/order"]);
    },
  );

  test("the keyboard on a link fetches its page", { tag: DESKTOP_ONLY }, async ({ page }) => {
    const fetches = watchFetches(page);
    await page.goto("/restaurant");
    await page.waitForLoadState("networkidle");
    const visited = new Set<string>();
    for (let presses = 0; presses < 30 && !visited.has("/order"); presses += 1) {
      await page.keyboard.press("Tab");
      visited.add((await page.evaluate(() => document.activeElement?.getAttribute("href"))) ?? "");
    }
    expect(visited).toContain("/order");
    await expect.poll(() => fetches.paths(fetches.ahead())).toContain("/order");
    // Only the links the keyboard was on: the logo's `/` on the way, nothing else on the screen.
    expect(fetches.paths(fetches.ahead()).filter((path) => !visited.has(path))).toEqual([]);
  });

  test("a tap navigates without fetching the page twice", { tag: PHONE_ONLY }, async ({ page }) => {
    const fetches = watchFetches(page);
    await page.goto("/restaurant");
    await page.waitForLoadState("networkidle");
    await page.locator('a[href="/order"]:visible').first().tap();
    await expect(page).toHaveURL(/\/order$/);
    await page.waitForLoadState("networkidle");
    expect(fetches.documents).toEqual(["/restaurant"]);
    expect(fetches.paths(fetches.ahead())).toEqual([]);
    expect(fetches.paths(fetches.routed)).toEqual(["/order"]);
  });
});
