import type { APIRequestContext, Page } from "@playwright/test";
import { adminToken, signInAsAdmin } from "./support/admin";
import { findSeriousViolations } from "./support/axe";
import { ANY_WIDTH, expect, test } from "./support/fixtures";

// Issue 13 (extras), the admin's side: the restaurant creates an option group on a category on
// /admin/extras, meets the form's checks (the browser's, and the server's 400 shown beside its
// field), edits and deletes it, and a customer's variant modal on /order follows each step.

type TOption = {
  _id: string;
  name: string;
  price: number;
  prices: { size: string; price: number }[];
  allergens: string[];
  available: boolean;
};
type TGroup = {
  _id: string;
  name: string;
  min: number;
  max: number;
  categoryId: string | null;
  categoryItemId: string | null;
  options: TOption[];
};

const GROUP = "Choose your sauce";
const gbp = (major: number) => new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(major);

async function kebabs(request: APIRequestContext) {
  const res = await request.get("/api/admin/foodcategorydatashow");
  const categories = ((await res.json()) as { data: { _id: string; Categoryname: string }[] }).data;
  return categories.find((c) => c.Categoryname === "Kebabas")!;
}

async function listGroups(request: APIRequestContext, token: string): Promise<TGroup[]> {
  const res = await request.get("/api/adminauth/menu/optionGroups", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: TGroup[] }).data;
}

/** Deletes what an earlier failed run of this test left behind. */
async function removeGroup(request: APIRequestContext, token: string, name: string) {
  for (const group of (await listGroups(request, token)).filter((g) => g.name === name)) {
    await request.delete(`/api/adminauth/menu/optionGroups/${group._id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }
}

/** A customer's variant modal for a large Doner Kebab, in a page of its own. */
async function openKebabModal(page: Page, categoryId: string) {
  const customer = await page.context().browser()!.newPage({ viewport: page.viewportSize()! });
  await customer.goto(`/order?category=${categoryId}`);
  const card = customer
    .getByTestId("item-card")
    .filter({ has: customer.getByRole("heading", { name: "Doner Kebab", exact: true }) });
  await card.getByRole("button", { name: /^Large / }).click();
  const modal = customer.getByRole("dialog", { name: "Doner Kebab" });
  await expect(modal).toBeVisible();
  return { customer, modal };
}

test.describe("[EXTRAS ADMIN] option groups on /admin/extras", { tag: ANY_WIDTH }, () => {
  test("create “Choose your sauce” on Kebabas, see the checks, edit it, delete it; /order follows", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const project = testInfo.project.name;
    const shot = (name: string, fullPage = false) =>
      page.screenshot({ path: testInfo.outputPath(`admin-extras-${name}-${project}.png`), fullPage });
    const token = await adminToken(request);
    const category = await kebabs(request);
    await removeGroup(request, token, GROUP);
    const before = await listGroups(request, token);

    await signInAsAdmin(page, "/admin/extras");
    await expect(page.getByRole("heading", { level: 1, name: "Extras" })).toBeVisible();
    // The seeded groups are listed with their rule and place.
    const toppings = page
      .getByTestId("option-group-row")
      .filter({ has: page.getByRole("heading", { name: "Extra toppings" }) });
    await expect(toppings.getByTestId("group-rule")).toHaveText("Optional, up to 5");
    await expect(toppings.getByTestId("group-place")).toHaveText("Every dish in Pizzas");
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Extras" })).toHaveAttribute("aria-current", "page");
    expect(await findSeriousViolations(page)).toEqual([]);
    await shot("list");

    // ---- create, with the minimum over the maximum first ----
    await page.getByRole("link", { name: "New option group" }).click();
    await expect(page).toHaveURL(/\/admin\/extras\/new$/);
    await page.getByRole("textbox", { name: "Name", exact: true }).first().fill(GROUP);
    await page.getByLabel("Minimum").fill("3");
    await page.getByLabel("Maximum").fill("1");
    await page.getByRole("radio", { name: "Every dish in a category" }).check();
    await page.getByRole("combobox", { name: "Category", exact: true }).selectOption({ label: "Kebabas" });

    const first = page.getByTestId("option-fields").nth(0);
    await first.getByLabel("Name").fill("Garlic sauce");
    await first.getByLabel(/^Price/).fill("0.00");
    await first.getByText(/^Allergens:/).click();
    await first.getByRole("checkbox", { name: "Eggs" }).check();
    await expect(first.getByText(/^Allergens:/)).toHaveText("Allergens: Eggs");
    await page.getByRole("button", { name: "Add option" }).click();
    const second = page.getByTestId("option-fields").nth(1);
    // The new option's name takes the focus.
    await expect(second.getByLabel("Name")).toBeFocused();
    await second.getByLabel("Name").fill("Chilli sauce");
    await second.getByLabel(/^Price/).fill("0.30");
    await second.getByRole("checkbox", { name: "A different price for some sizes" }).check();
    await second.getByLabel(/^Large/).fill("0.50");

    await page.getByRole("button", { name: "Create option group" }).click();
    const minimum = page.getByLabel("Minimum");
    await expect(minimum).toHaveAttribute("aria-invalid", "true");
    await expect(minimum).toBeFocused();
    await expect(
      page.getByTestId("field-error").filter({ hasText: "The minimum cannot be more than the maximum." }),
    ).toBeVisible();
    expect(await listGroups(request, token)).toHaveLength(before.length);
    expect(await findSeriousViolations(page)).toEqual([]);
    await shot("min-over-max");

    // The server's 400 lands beside its field too (here a made-up answer for the Large price).
    await minimum.fill("1");
    await page.route(
      "**/api/adminauth/menu/optionGroups",
      (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            success: false,
            message: "Check the highlighted fields and try again.",
            data: { "options.1.prices.0.price": "An extra must cost under 100.00." },
          }),
        }),
      { times: 1 },
    );
    await page.getByRole("button", { name: "Create option group" }).click();
    const large = second.getByLabel(/^Large/);
    await expect(large).toHaveAttribute("aria-invalid", "true");
    await expect(second.getByTestId("field-error")).toHaveText("An extra must cost under 100.00.");
    await expect(large).toBeFocused();
    await shot("server-error");

    await page.getByRole("button", { name: "Create option group" }).click();
    const created = page.getByRole("alertdialog", { name: `“${GROUP}” created` });
    await expect(created).toBeVisible();
    await created.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/admin\/extras$/);
    const row = page.getByTestId("option-group-row").filter({ has: page.getByRole("heading", { name: GROUP }) });
    await expect(row.getByTestId("group-rule")).toHaveText("Exactly 1");
    await expect(row.getByTestId("group-place")).toHaveText("Every dish in Kebabas");
    await expect(row.getByTestId("option-line")).toHaveText([
      `Garlic sauce Free · contains Eggs Mark sold out`,
      `Chilli sauce ${gbp(0.3)} · Large ${gbp(0.5)} Mark sold out`,
    ]);
    await row.scrollIntoViewIfNeeded();
    await shot("created");

    // What the API holds: the whole group as entered.
    const saved = (await listGroups(request, token)).find((g) => g.name === GROUP)!;
    expect(saved).toMatchObject({ min: 1, max: 1, categoryId: category._id, categoryItemId: null });
    expect(
      saved.options.map(({ name, price, prices, allergens, available }) => ({
        name,
        price,
        prices,
        allergens,
        available,
      })),
    ).toEqual([
      { name: "Garlic sauce", price: 0, prices: [], allergens: ["eggs"], available: true },
      { name: "Chilli sauce", price: 0.3, prices: [{ size: "large", price: 0.5 }], allergens: [], available: true },
    ]);

    // ---- a customer's variant modal now asks for a sauce ----
    {
      const { customer, modal } = await openKebabModal(page, category._id);
      const sauces = modal.getByRole("group", { name: new RegExp(`^${GROUP}`) });
      await expect(sauces).toContainText("(Choose 1)");
      await expect(sauces.getByRole("radio")).toHaveCount(2);
      await expect(sauces.getByText(`+${gbp(0.5)}`)).toBeVisible();
      await expect(sauces.getByText("Free")).toBeVisible();
      await sauces.scrollIntoViewIfNeeded();
      await customer.screenshot({ path: testInfo.outputPath(`admin-extras-customer-modal-${project}.png`) });
      await customer.close();
    }

    // ---- edit: rename an option, take the other off sale, offer it with one dish; option ids are kept ----
    await row.getByRole("link", { name: `Edit ${GROUP}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Edit: ${GROUP}` })).toBeVisible();
    const editFirst = page.getByTestId("option-fields").nth(0);
    const editSecond = page.getByTestId("option-fields").nth(1);
    await expect(editSecond.getByLabel(/^Large/)).toHaveValue("0.50");
    await expect(page.getByRole("combobox", { name: "Category", exact: true })).toHaveValue(category._id);
    await editSecond.getByLabel("Name").fill("Hot chilli sauce");
    await editFirst.getByRole("checkbox", { name: "On sale" }).uncheck();
    // From the whole category to one dish of it.
    await page.getByRole("radio", { name: "One dish" }).check();
    await page.getByRole("combobox", { name: "Dish", exact: true }).selectOption({ label: "Doner Kebab" });
    await shot("edit", true);
    await page.getByRole("button", { name: "Save option group" }).click();
    const savedDialog = page.getByRole("alertdialog", { name: `“${GROUP}” saved` });
    await savedDialog.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/admin\/extras$/);
    await expect(row.getByTestId("option-line")).toHaveText([
      `Garlic sauce Free · contains Eggs Not on sale Put back on sale`,
      `Hot chilli sauce ${gbp(0.3)} · Large ${gbp(0.5)} Mark sold out`,
    ]);
    await expect(row.getByTestId("group-place")).toHaveText("Doner Kebab (Kebabas)");
    const edited = (await listGroups(request, token)).find((g) => g.name === GROUP)!;
    expect(edited.categoryId).toBeNull();
    expect(edited.categoryItemId).toMatch(/^[0-9a-f-]{36}$/);
    expect(edited.options.map((o) => o._id)).toEqual(saved.options.map((o) => o._id));
    expect(edited.options.map((o) => [o.name, o.available])).toEqual([
      ["Garlic sauce", false],
      ["Hot chilli sauce", true],
    ]);

    // ---- one click: an extra off for the evening and back, without opening its group ----
    await row.getByRole("button", { name: "Mark sold out: Hot chilli sauce" }).click();
    await expect(row.getByTestId("option-line").nth(1)).toContainText("Not on sale");
    await expect(
      row.getByRole("status").filter({ hasText: "Hot chilli sauce is sold out until you set it back." }),
    ).toBeVisible();
    expect((await listGroups(request, token)).find((g) => g.name === GROUP)!.options[1]!.available).toBe(false);
    await row.getByRole("button", { name: "Put back on sale: Hot chilli sauce" }).click();
    await expect(row.getByRole("button", { name: "Mark sold out: Hot chilli sauce" })).toBeVisible();
    expect((await listGroups(request, token)).find((g) => g.name === GROUP)!.options[1]!.available).toBe(true);

    // ---- delete ----
    await row.getByRole("button", { name: `Delete ${GROUP}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete “${GROUP}”?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("alertdialog", { name: `“${GROUP}” deleted` })
      .getByRole("button", { name: "OK" })
      .click();
    await expect(
      page.getByTestId("option-group-row").filter({ has: page.getByRole("heading", { name: GROUP }) }),
    ).toHaveCount(0);
    expect((await listGroups(request, token)).some((g) => g.name === GROUP)).toBe(false);

    {
      const { customer, modal } = await openKebabModal(page, category._id);
      await expect(modal.getByRole("group", { name: new RegExp(`^${GROUP}`) })).toHaveCount(0);
      await customer.close();
    }
  });
});
