import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

type Item = { categoryItemName: string; pricing: { size: string; price: number }[] };
type Category = { Categoryname: string; categoryIteam: Item[] };
type Offer = { price: string; priceCurrency: string };
type MenuSection = { name: string; hasMenuItem: { name: string; offers: Offer[] }[] };

const PAGES = [
  { path: "/", title: /Tasty Slice/ },
  { path: "/order", title: "Order online | Tasty Slice" },
  { path: "/restaurant", title: "Menu, offers and where to find us | Tasty Slice" },
];

const meta = (page: Page, selector: string) => page.locator(selector).first().getAttribute("content");

async function readMenuSchema(page: Page): Promise<MenuSection[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const restaurant = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Restaurant");
  expect(restaurant, "a schema.org Restaurant").toBeDefined();
  return restaurant.hasMenu.hasMenuSection;
}

test.describe("[SEO] titles, canonical URLs and sharing", () => {
  for (const { path, title } of PAGES) {
    test(`${path} has a title, a description, a canonical URL and Open Graph tags`, async ({ page, baseURL }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      expect((await meta(page, 'meta[name="description"]'))?.length).toBeGreaterThan(50);
      // Compared as parsed URLs: Next writes the root as "http://host", which is the same as "http://host/".
      const expectedUrl = new URL(path, baseURL).toString();
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).toString()).toBe(expectedUrl);
      expect(new URL((await meta(page, 'meta[property="og:url"]'))!).toString()).toBe(expectedUrl);
      expect(await meta(page, 'meta[property="og:title"]')).toBeTruthy();
      expect(await meta(page, 'meta[property="og:description"]')).toBeTruthy();
      const image = await meta(page, 'meta[property="og:image"]');
      expect(image).toBe(new URL("/og/tasty-slice.png", baseURL).toString());
      expect(await meta(page, 'meta[property="og:image:width"]')).toBe("1200");
      expect(await meta(page, 'meta[property="og:image:height"]')).toBe("630");
      const png = await page.request.get(image!);
      expect(png.status()).toBe(200);
      expect(png.headers()["content-type"]).toBe("image/png");
    });
  }

  for (const path of ["/", "/restaurant", "/order"]) {
    test(`${path} describes the restaurant and its whole menu as JSON-LD`, async ({ page, request }) => {
      const categories: Category[] = (await (await request.get("/api/admin/categorydata")).json()).data;
      const withItems = categories.filter((c) => c.categoryIteam.length > 0);
      await page.goto(path);
      const sections = await readMenuSchema(page);
      expect(sections.map((s) => s.name)).toEqual(withItems.map((c) => c.Categoryname));
      for (const [index, category] of withItems.entries()) {
        const section = sections[index]!;
        expect(section.hasMenuItem.map((item) => item.name)).toEqual(
          category.categoryIteam.map((i) => i.categoryItemName),
        );
        for (const [itemIndex, item] of category.categoryIteam.entries()) {
          expect(section.hasMenuItem[itemIndex]!.offers).toEqual(
            item.pricing.map((p) => expect.objectContaining({ price: p.price.toFixed(2), priceCurrency: "GBP" })),
          );
        }
      }
    });
  }

  test("robots.txt keeps crawlers out of private areas and points at the sitemap", async ({ request, baseURL }) => {
    const robots = await (await request.get("/robots.txt")).text();
    for (const path of ["/admin", "/api", "/checkout", "/profile"]) expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL)}`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/", "/order", "/restaurant"]) {
      expect(sitemap).toContain(`<loc>${new URL(path, baseURL)}</loc>`);
    }
    expect(sitemap).not.toContain("/checkout");
  });
});
