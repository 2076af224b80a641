import type { APIRequestContext, Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { createSignedInCustomer } from "./support/customer-api";
import { findSeriousViolations } from "./support/axe";
import { ANY_WIDTH, expect, test } from "./support/fixtures";

// Issue 13 (allergens, dietary labels, availability; decision 016), in the browser.

type TItem = {
  _id: string;
  categoryItemName: string;
  allergens: string[];
  dietary: string[];
  pricing: { size: string; price: number; offered: boolean }[];
};
type TMenu = { _id: string; Categoryname: string; categoryIteam: TItem[] }[];

async function readMenu(request: APIRequestContext): Promise<TMenu> {
  return ((await (await request.get("/api/admin/categorydata")).json()) as { data: TMenu }).data;
}

async function shoot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `test-results/allergens-${name}-${project}.png`, fullPage: false });
}

test("filter the menu: vegan on /order, no milk on /restaurant, kept in the URL", async ({ page, request }, info) => {
  const menu = await readMenu(request);
  const fries = menu.find((c) => c.Categoryname === "Fries")!;
  const burgers = menu.find((c) => c.Categoryname === "Burgers")!;
  const veganFries = fries.categoryIteam.filter((i) => i.dietary.includes("vegan")).map((i) => i.categoryItemName);
  expect(veganFries.length).toBeGreaterThan(0);
  expect(veganFries.length).toBeLessThan(fries.categoryIteam.length);

  await page.goto(`/order?category=${fries._id}`);
  await page.getByText("Dietary and allergen filter").click();
  await page.getByRole("checkbox", { name: "Vegan" }).check();
  await expect(page).toHaveURL(/[?&]diet=vegan/);
  const cards = page.locator("#menu").getByTestId("item-card");
  await expect(cards).toHaveCount(veganFries.length);
  for (const name of veganFries) await expect(cards.filter({ hasText: name })).toHaveCount(1);
  // Every card says so in words, not only with an icon.
  for (const card of await cards.all()) await expect(card.getByTestId("dietary-labels")).toContainText("Vegan");
  await shoot(page, "order-vegan", info.project.name);

  // The choice survives a reload and a change of category.
  await page.reload();
  await expect(cards).toHaveCount(veganFries.length);
  await page.goto(`/order?category=${burgers._id}&diet=vegan`);
  await expect(cards).toHaveCount(burgers.categoryIteam.filter((i) => i.dietary.includes("vegan")).length);
  await expect(page.getByRole("checkbox", { name: "Vegan" })).toBeChecked();

  // A category with nothing vegan says where the vegan dishes are, one tap away with the filter kept.
  const pizzas = menu.find((c) => c.Categoryname === "Pizzas")!;
  expect(pizzas.categoryIteam.some((i) => i.dietary.includes("vegan"))).toBe(false);
  await page.goto(`/order?category=${pizzas._id}&diet=vegan`);
  const empty = page.getByTestId("menu-empty");
  await expect(empty).toContainText("No dish in Pizzas fits the dietary filter.");
  const withVegan = menu.filter((c) => c.categoryIteam.some((i) => i.dietary.includes("vegan")));
  await expect(empty.getByRole("link")).toHaveCount(withVegan.length);
  await empty.scrollIntoViewIfNeeded();
  await shoot(page, "order-vegan-none-here", info.project.name);
  await empty.getByRole("link", { name: `Fries (${veganFries.length})` }).click();
  await expect(page).toHaveURL(new RegExp(`category=${fries._id}&diet=vegan`));
  await expect(cards).toHaveCount(veganFries.length);

  // No milk, on /restaurant: no dish containing milk is left.
  await page.goto("/restaurant");
  await page.getByText("Dietary and allergen filter").click();
  await page.getByRole("checkbox", { name: "Milk", exact: true }).check();
  await expect(page).toHaveURL(/[?&]free=milk/);
  const withoutMilk = menu.flatMap((c) => c.categoryIteam).filter((i) => !i.allergens.includes("milk"));
  const dishes = page.locator("article[data-dish]");
  await expect(dishes).toHaveCount(withoutMilk.length);
  await expect(dishes.filter({ hasText: "Margherita" })).toHaveCount(0);
  await expect(dishes.filter({ hasText: "Classic Fries" })).toHaveCount(1);
  // "Contains: …" is the line's first part; "May contain: Milk" may stay.
  for (const text of await dishes.locator(".dish-allergens").allTextContents()) {
    expect(text.split(" · ")[0]).not.toMatch(/\bMilk\b/);
  }
  await shoot(page, "restaurant-no-milk", info.project.name);
  await page.reload();
  await expect(dishes).toHaveCount(withoutMilk.length);
});

test("the filter by keyboard: the box just used keeps focus when the filtered menu comes, and Clear filter hands it to the summary", async ({
  page,
  request,
}) => {
  const menu = await readMenu(request);
  const fries = menu.find((c) => c.Categoryname === "Fries")!;
  const vegan = fries.categoryIteam.filter((i) => i.dietary.includes("vegan")).length;
  await page.goto(`/order?category=${fries._id}`);
  await page.waitForLoadState("networkidle");
  const summary = page.getByTestId("diet-filter").locator("summary");
  await summary.focus();
  await page.keyboard.press("Enter");
  const veganBox = page.getByRole("checkbox", { name: "Vegan" });
  await veganBox.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/[?&]diet=vegan/);
  const cards = page.locator("#menu").getByTestId("item-card");
  await expect(cards).toHaveCount(vegan);
  // The page was drawn anew for the new address (its own cache entry): the box is another
  // element now, and it is the one with focus, so the next Tab goes on from there.
  await expect(veganBox).toBeChecked();
  await expect(veganBox).toBeFocused();
  await expect(page.getByTestId("diet-filter").getByRole("status")).toHaveText(
    `${vegan} ${vegan === 1 ? "dish" : "dishes"} shown`,
  );

  await page.keyboard.press("Tab");
  await expect(page.getByRole("checkbox", { name: "Gluten free" })).toBeFocused();
  await page.getByRole("button", { name: "Clear filter" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(/diet=/);
  await expect(cards).toHaveCount(fries.categoryIteam.length);
  await expect(summary).toBeFocused();
  await expect(page.getByTestId("diet-filter")).not.toHaveAttribute("open");
});

test("/allergens lists every dish against the 14, passes axe, and each card links to its row", async ({
  page,
  request,
}, info) => {
  // axe reads a table of 63 rows by 17 columns: slow on a shared machine.
  test.setTimeout(90_000);
  const menu = await readMenu(request);
  const margherita = menu.flatMap((c) => c.categoryIteam).find((i) => i.categoryItemName === "Margherita")!;
  await page.goto("/allergens");
  await expect(page.getByRole("heading", { level: 1, name: "Allergens and dietary information" })).toBeVisible();
  await expect(page.getByTestId("allergen-row")).toHaveCount(menu.reduce((n, c) => n + c.categoryIteam.length, 0));
  const row = page.locator(`#dish-${margherita._id}`);
  await expect(row.locator('[data-state="contains"]')).toHaveCount(2);
  await expect(row).toContainText("Contains gluten");
  await expect(row).toContainText("Contains milk");
  expect(await findSeriousViolations(page)).toEqual([]);
  await shoot(page, "allergens-page", info.project.name);

  // The footer and each menu card lead here.
  await page.goto("/order");
  await page
    .getByTestId("item-card")
    .filter({ hasText: "Margherita" })
    .getByRole("link", { name: "Allergen info for Margherita" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/allergens#dish-${margherita._id}$`));
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Allergens and dietary information" }),
  ).toBeVisible();

  // Printed, the table stands alone: no site header or footer. Another page prints them.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.locator("body > div > header")).toBeHidden();
  await page.goto("/help");
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test(
  "a dish the admin marks sold out is shown as such and refused to a customer",
  { tag: ANY_WIDTH },
  async ({ page, request }, info) => {
    const menu = await readMenu(request);
    const pizzas = menu.find((c) => c.Categoryname === "Pizzas")!;
    const hawaiian = pizzas.categoryIteam.find((i) => i.categoryItemName === "Hawaiian")!;

    await signInAsAdmin(page, `/admin/Managefoodcategory?type=categoryIteam&category=${pizzas._id}`);
    const adminCard = page.getByTestId("item-card").filter({ hasText: "Hawaiian" });
    const soldOut = adminCard.getByRole("button", { name: "Sold out (Hawaiian)" });
    await soldOut.click();
    await expect(soldOut).toHaveAttribute("aria-pressed", "true");
    await expect(adminCard.getByRole("status")).toContainText("Marked sold out");
    await shoot(page, "admin-sold-out", info.project.name);

    try {
      // The customer's menu shows it sold out, with no way to add it.
      const customer = await page.context().browser()!.newPage();
      await customer.setViewportSize(page.viewportSize()!);
      await customer.goto(`/order?category=${pizzas._id}`);
      const card = customer.getByTestId("item-card").filter({ hasText: "Hawaiian" });
      await expect(card.getByTestId("sold-out")).toHaveText("Sold out");
      for (const button of await card.getByRole("button").all()) await expect(button).toBeDisabled();
      await card.scrollIntoViewIfNeeded();
      await shoot(customer, "order-sold-out", info.project.name);
      await customer.close();

      // A client that tries anyway is refused with a clear message.
      const buyer = await createSignedInCustomer(request, "soldout");
      const medium = hawaiian.pricing.find((p) => p.size === "medium")!;
      const refused = await request.post("/api/cart/addCart", {
        headers: { authorization: `Bearer ${buyer.token}` },
        data: { qty: 1, total: medium.price, subcategoryId: null, categoryItemId: hawaiian._id, size: "medium" },
      });
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toBe(
        "Sorry, Hawaiian is sold out. Please choose something else.",
      );
    } finally {
      // Back on sale, so the other specs see the menu as seeded.
      await soldOut.click();
      await expect(soldOut).toHaveAttribute("aria-pressed", "false");
    }
  },
);

test(
  "the admin's item form shows the dish's allergens, labels and spice",
  { tag: ANY_WIDTH },
  async ({ page, request }, info) => {
    const menu = await readMenu(request);
    const pizzas = menu.find((c) => c.Categoryname === "Pizzas")!;
    const pepperoni = pizzas.categoryIteam.find((i) => i.categoryItemName === "Pepperoni Feast")!;
    await signInAsAdmin(page, `/admin/Foods/${pepperoni._id}`);
    const contains = page.getByTestId("allergens-fieldset");
    await expect(contains.getByRole("checkbox", { name: "Cereals containing gluten" })).toBeChecked();
    await expect(contains.getByRole("checkbox", { name: "Milk" })).toBeChecked();
    await expect(contains.getByRole("checkbox", { name: "Fish" })).not.toBeChecked();
    await expect(page.getByTestId("mayContain-fieldset").getByRole("checkbox", { name: "Sesame" })).toBeChecked();
    await expect(page.getByLabel("Spice")).toHaveValue("1");
    await contains.scrollIntoViewIfNeeded();
    await shoot(page, "admin-item-form", info.project.name);
  },
);
