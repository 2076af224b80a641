import type { Page } from "@playwright/test";
import { ANY_WIDTH, expect, test } from "./support/fixtures";

type Item = { categoryItemName: string; pricing: { size: string; price: number; offered: boolean }[] };
type Category = { Categoryname: string; categoryIteam: Item[] };
type Offer = { price: string; priceCurrency: string };
type MenuSection = { name: string; hasMenuItem: { name: string; offers: Offer[] }[] };

const PAGES = [
  { path: "/", title: /Tasty Slice/ },
  { path: "/order", title: "Order online | Tasty Slice" },
  { path: "/restaurant", title: "Menu, offers and where to find us | Tasty Slice" },
];

const meta = (page: Page, selector: string) => page.locator(selector).first().getAttribute("content");

/**
 * The schema.org Restaurant as the page holds it once React has hydrated its script: the script is
 * built only while the server renders the HTML (decision 059), so hydration must leave it be.
 */
async function readRestaurantSchema(page: Page) {
  const readHydrated = () =>
    page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts
          .filter((script) => Object.keys(script).some((key) => key.startsWith("__reactFiber")))
          .map((script) => script.textContent ?? ""),
      );
  let scripts: string[] = [];
  await expect
    .poll(async () => (scripts = await readHydrated()).length, { message: "React hydrated the JSON-LD script" })
    .toBeGreaterThan(0);
  const restaurant = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Restaurant");
  expect(restaurant, "a schema.org Restaurant").toBeDefined();
  return restaurant;
}

const readMenuSchema = async (page: Page): Promise<MenuSection[]> =>
  (await readRestaurantSchema(page)).hasMenu.hasMenuSection;

test.describe("[SEO] titles, canonical URLs and sharing", { tag: ANY_WIDTH }, () => {
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

  for (const path of ["/restaurant", "/order"]) {
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
            item.pricing
              .filter((p) => p.offered)
              .map((p) => expect.objectContaining({ price: p.price.toFixed(2), priceCurrency: "GBP" })),
          );
        }
      }
    });
  }

  // The home page shows no dishes, so its Restaurant names where the menu is (decision 063); the
  // same @id ties it to the Restaurant with the whole menu on the other two pages.
  test("/ describes the restaurant and links its menu as JSON-LD", async ({ page, baseURL }) => {
    await page.goto("/");
    const restaurant = await readRestaurantSchema(page);
    expect(restaurant.hasMenu).toBe(new URL("/order", baseURL).toString());
    expect(restaurant["@id"]).toBe(new URL("/restaurant#restaurant", baseURL).toString());
    expect(restaurant.name).toBe("Tasty Slice");
    expect(restaurant.address.streetAddress).toBeTruthy();
    expect(restaurant.openingHoursSpecification.length).toBeGreaterThan(0);
  });

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

// Issue 26, decisions 045, 056 and 063: what a server component renders travels twice, as HTML and
// again in the page's payload. The restaurant page builds its JSON-LD in the browser from data the
// payload holds anyway, the order page from the menu's names, diets and prices packed, the home
// page only links the menu; the order page hands its island each dish and each extras group once,
// and the other categories' dishes only for a search sent in its address (its search box fetches
// them when first used).
test.describe("[WEIGHT] the storefront pages send each thing once", { tag: ANY_WIDTH }, () => {
  const count = (html: string, text: string) => html.split(text).length - 1;

  for (const path of ["/order", "/restaurant"]) {
    test(`${path} carries its menu's JSON-LD text once`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(count(html, "hasMenuSection")).toBe(1);
    });
  }

  test("/ carries no menu: neither the schema's nor the dishes' prices behind it", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(count(html, "hasMenuSection")).toBe(0);
    expect(count(html, "pricePence")).toBe(0);
  });

  test("/order names a dish's description and an extras group once in its payload", async ({ request }) => {
    type TItem = { description: string; extras: { _id: string; name: string }[] };
    const categories = (
      (await (await request.get("/api/admin/foodcategorydatashow")).json()) as {
        data: { _id: string; Categoryname: string }[];
      }
    ).data;
    const pizzas = categories.find((c) => c.Categoryname === "Pizzas")!;
    const items = (
      (await (await request.get(`/api/admin/foodCategoryItemdata/${pizzas._id}`)).json()) as {
        data: { categoryIteam: TItem[] };
      }
    ).data.categoryIteam;
    const toppings = items[0]!.extras.find((group) => group.name === "Extra toppings")!;
    // Every pizza has the category's toppings: the group is sent once, not once per pizza.
    expect(items.filter((item) => item.extras.some((group) => group._id === toppings._id)).length).toBeGreaterThan(1);

    const html = await (await request.get(`/order?category=${pizzas._id}`)).text();
    expect(count(html, toppings._id)).toBe(1);
    // The card's text, then the island's data: not a third time for the open category's list.
    expect(count(html, items[0]!.description)).toBe(2);
  });

  test("/order carries another category's dishes only for a search in its address", async ({ request }) => {
    type TCategory = {
      _id: string;
      Categoryname: string;
      categoryIteam: { categoryItemName: string; description: string }[];
    };
    const menu = ((await (await request.get("/api/admin/categorydata")).json()) as { data: TCategory[] }).data;
    const pizzas = menu.find((c) => c.Categoryname === "Pizzas")!;
    const garlic = menu.find((c) => c.Categoryname === "Garlic Bread")!.categoryIteam[0]!;

    const plain = await (await request.get(`/order?category=${pizzas._id}`)).text();
    expect(count(plain, garlic.description)).toBe(0);
    // The JSON-LD still names it (packed, in the payload once, and in the script's text).
    expect(count(plain, `"${garlic.categoryItemName}"`)).toBeGreaterThan(0);

    const word = garlic.categoryItemName.split(" ")[0]!.toLowerCase();
    const searched = await (await request.get(`/order?category=${pizzas._id}&q=${word}`)).text();
    // The card's text, then the island's data for the search.
    expect(count(searched, garlic.description)).toBe(2);
  });
});
