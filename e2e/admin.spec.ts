import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { findSeriousViolations } from "./support/axe";
import { ANY_WIDTH, expect, test } from "./support/fixtures";
import sharp from "sharp";
import { E2E_ADMIN } from "../playwright.config";
import { createSignedInCustomer, placePaidOrder, readCustomerOrder } from "./support/customer-api";

// The admin's day: sign in, add a menu item with a picture, see it on /order, change its
// price, follow a customer's paid order from the board to "delivered", and see the dashboard
// count it. Expected figures come from the API or from what this test itself entered.

type Category = { _id: string; Categoryname: string };
type Item = {
  _id: string;
  categoryItemName: string;
  image: string | null;
  pricing: { size: string; price: number; offered: boolean }[];
};

const ADDRESS = "221B Baker Street, London NW1 6XE";
const gbp = (major: number) => new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(major);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function readData<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), `${url} answered ${res.status()}`).toBe(true);
  return (await res.json()).data as T;
}

async function signInAsAdmin(page: Page, next = "/admin/dashboard") {
  await page.goto(`/admin/sigIn?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(next)}$`));
}

/** The dashboard's Total Orders, Delivered and Cancelled figures, once loaded. */
async function readDashboard(page: Page) {
  await page.goto("/admin/dashboard");
  await expect(page.getByTestId("dashboard-figures")).toHaveAttribute("data-status", "ready");
  const figure = async (key: string) =>
    Number((await page.getByTestId(`summary-${key}`).getByTestId("summary-value").innerText()).replace(/,/g, ""));
  return { orders: await figure("orders"), delivered: await figure("delivered"), cancelled: await figure("cancelled") };
}

function boardCard(page: Page, orderId: string) {
  return page.locator(`[data-testid="board-order"][data-order-id="${orderId}"]`);
}

/** A move of a board card: its next step is on the card, the others (cancel…) under Details (issue 23). */
async function moveButton(card: Locator, name: string): Promise<Locator> {
  const button = card.getByRole("button", { name, exact: true });
  if (!(await button.isVisible())) await card.getByRole("button", { name: "Details" }).click();
  return button;
}

test.describe("[ADMIN] the admin area", { tag: ANY_WIDTH }, () => {
  test("signed out, /admin/dashboard leads to /admin/sigIn, which refuses a wrong password", async ({ page }) => {
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/sigIn\?next=%2Fadmin%2Fdashboard$/);
    await expect(page.getByRole("heading", { name: "Admin sign in" })).toBeVisible();
    // The sign-in page stands alone: no side menu.
    await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);

    const password = page.getByLabel(/^Password/);
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");

    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await password.fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("sign-in-error")).toHaveText("Invalid username or password.");
    await expect(page).toHaveURL(/\/admin\/sigIn/);
  });

  test("adds an item, changes its price, and follows a paid order to delivered on the board and the dashboard", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const categories = await readData<Category[]>(request, "/api/admin/foodcategorydatashow");
    const category = categories[1] ?? categories[0]!;

    // --- sign in: the next path is honoured, the greeting names the admin ---
    await signInAsAdmin(page);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText(`Hi, ${E2E_ADMIN.username}. Welcome back to the admin!`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("aria-current", "page");
    const before = await readDashboard(page);

    // --- add a category item with a real PNG ---
    const picture = testInfo.outputPath("item.png");
    await sharp({ create: { width: 96, height: 72, channels: 3, background: { r: 252, g: 138, b: 6 } } })
      .png()
      .toFile(picture);
    const name = `E2E Slice ${Date.now() % 100_000}`;
    await page.getByRole("link", { name: "Add Food Category", exact: true }).click();
    await page.getByLabel("What would you like to add?").selectOption("categoryIteam");
    const form = page.getByTestId("category-item-form");
    await form.getByLabel("Category").selectOption(category._id);
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Description").fill("A test pizza with a crisp base.");
    await form.getByTestId("item-image").setInputFiles(picture);
    await expect(form.getByTestId("item-image-preview")).toBeVisible();
    await form.getByLabel("Small").fill("7.5");
    await form.getByLabel("Large", { exact: true }).fill("11.25");
    await form.getByRole("button", { name: "Add category item" }).click();
    const added = page.getByRole("alertdialog", { name: "Category item added successfully" });
    await expect(added).toBeVisible();
    await added.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/admin\/Managefoodcategory\?type=categoryIteam&category=/);
    const manageCard = page.getByTestId("item-card").filter({ hasText: name });
    await expect(manageCard).toBeVisible();

    const items = (
      await readData<{ categoryIteam: Item[] }>(request, `/api/admin/foodCategoryItemdata/${category._id}`)
    ).categoryIteam;
    const item = items.find((i) => i.categoryItemName === name)!;
    // The spec's four places, a size not made at its default 0 (test/api/pricing-positions.test.ts).
    expect(item.pricing).toEqual([
      { size: "small", price: 7.5, offered: true },
      { size: "medium", price: 0, offered: false },
      { size: "large", price: 11.25, offered: true },
      { size: "xlarge", price: 0, offered: false },
    ]);
    expect(item.image, "the picture was stored").toBeTruthy();
    const served = await request.get(item.image!);
    expect(served.headers()["content-type"]).toBe("image/webp");

    // --- the customer's /order page shows it under its category ---
    const shop = await page.context().newPage();
    await shop.goto("/order");
    await shop.getByTestId("category-menu").getByRole("link", { name: category.Categoryname, exact: true }).click();
    await expect(shop.getByTestId("selected-category-name")).toHaveText(category.Categoryname);
    const shopCard = shop.getByTestId("item-card").filter({ hasText: name });
    await expect(shopCard.getByRole("button", { name: new RegExp(`^Small ${escape(gbp(7.5))}`) })).toBeVisible();
    await expect(shopCard.getByRole("button", { name: new RegExp(`^Large ${escape(gbp(11.25))}`) })).toBeVisible();
    // Its picture is fetched at the width the card shows it at (112 px here), not at 800 px.
    const shopPicture = shopCard.getByRole("img", { name });
    await shopPicture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => shopPicture.evaluate((img) => (img as HTMLImageElement).currentSrc))
      .toMatch(/\/media\/menu\/item-[0-9a-f-]{36}-w160\.webp$/);

    // --- change its price through Edit ---
    await manageCard.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/Foods/${item._id}$`));
    const editForm = page.getByTestId("category-item-form");
    await expect(editForm.getByLabel("Name")).toHaveValue(name);
    await expect(editForm.getByLabel("Small")).toHaveValue("7.5");
    await editForm.getByLabel("Large", { exact: true }).fill("12.4");
    await editForm.getByRole("button", { name: "Save changes" }).click();
    const updated = page.getByRole("alertdialog", { name: "Category item updated successfully" });
    await expect(updated).toBeVisible();
    await updated.getByRole("button", { name: "OK" }).click();
    await expect(
      page
        .getByTestId("item-card")
        .filter({ hasText: name })
        .getByRole("link", { name: new RegExp(`Large ${escape(gbp(12.4))}`) }),
    ).toBeVisible();
    const large = (await readData<Item>(request, `/api/admin/categoryItembyId/${item._id}`)).pricing.find(
      (p) => p.size === "large",
    )!;
    expect(large.price).toBe(12.4);
    await shop.reload();
    await expect(shopCard.getByRole("button", { name: new RegExp(`^Large ${escape(gbp(12.4))}`) })).toBeVisible();
    await shop.close();

    // --- a customer pays while the board is open: it appears without a reload ---
    await page.getByRole("link", { name: "Orders board", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Orders board" })).toBeVisible();
    await expect(page.getByTestId("board-column-new")).toBeVisible();
    const customer = await createSignedInCustomer(request, "adm");
    const order = await placePaidOrder(request, customer, {
      categoryItemId: item._id,
      size: "large",
      unitPrice: large.price,
      qty: 2,
      address: ADDRESS,
    });
    const card = boardCard(page, order.orderId);
    await expect(page.getByTestId("board-column-new").locator(`[data-order-id="${order.orderId}"]`)).toBeVisible({
      timeout: 12_000,
    });
    await expect(page.getByTestId("board-announcement")).toContainText(customer.username);
    await expect(card).toContainText(gbp(order.amountPence / 100));
    await expect(card).toContainText(`2 × ${name}, Large`);

    // --- the order shows under that customer ---
    await page.getByTestId("admin-side-menu").getByRole("link", { name: "Customers", exact: true }).click();
    // The search box is the shell's, there before the customers come: text typed while the board
    // is still shown belongs to the board and is gone when the list arrives (search-context.tsx).
    await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
    const search = page.getByRole("searchbox", { name: "Search the list on this page" });
    await search.fill(customer.email);
    await expect(page.getByTestId("customer-row")).toHaveCount(1);
    // The server searches every customer, not only the page shown, and the address keeps the search.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(customer.email).replace(/\./g, "\\.")}`));
    await expect(page.getByText(`1 customer matches “${customer.email}”.`)).toBeVisible();
    await page.reload();
    await expect(search).toHaveValue(customer.email);
    await expect(page.getByTestId("customer-row")).toHaveCount(1);
    // A page past the end goes to the last page, the search kept.
    await page.goto(`/admin/order-list?q=${encodeURIComponent(customer.email)}&page=99`);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByTestId("customer-row")).toHaveCount(1);
    // Nobody's cash is stopped in this shop: no filter offered, and asked for, an empty list.
    await expect(page.getByTestId("cash-stopped-filter")).toHaveCount(0);
    await page.goto("/admin/order-list?cash=stopped");
    await expect(page.getByText("No customer's cash is stopped.")).toBeVisible();
    await page.getByRole("link", { name: "Show every customer" }).click();
    await expect(page).toHaveURL(/\/admin\/order-list$/);
    await expect(page.getByTestId("customer-row").first()).toBeVisible();
    await search.fill(customer.email);
    await expect(page.getByTestId("customer-row")).toHaveCount(1);
    await search.fill("nobody-has-this-name");
    await expect(page.getByText("No customer matches “nobody-has-this-name”.")).toBeVisible();
    await search.fill(customer.email);
    await expect(page.getByTestId("customer-row")).toHaveCount(1);
    const row = page.getByTestId("customer-row").filter({ hasText: customer.email });
    await expect(row).toContainText(customer.username);
    await expect(row).toContainText("Verified");
    await row.getByTestId("customer-orders-link").click();
    await expect(page.getByRole("heading", { level: 1, name: "Order Details" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Order Detail", exact: true })).toHaveAttribute("aria-current", "page");
    const orderCard = page.locator(`[data-testid="order-card"][data-order-id="${order.orderId}"]`);
    await expect(orderCard.getByTestId("order-total")).toHaveText(gbp(order.amountPence / 100));
    await expect(orderCard.getByTestId("payment-status")).toHaveText("Paid");
    await expect(orderCard).toContainText(ADDRESS);
    await expect(orderCard.getByTestId("order-line")).toContainText(name);
    await expect(orderCard.getByTestId("order-line")).not.toContainText("N/A");
    await expect(orderCard.getByTestId("order-line")).toContainText(gbp(large.price * 2));

    // --- the board moves it on, step by step, to delivered ---
    await page.getByRole("link", { name: "Orders board", exact: true }).click();
    for (const [button, column] of [
      ["Start preparing", "preparing"],
      ["Out for delivery", "out"],
      ["Mark delivered", "done"],
    ] as const) {
      await (await moveButton(card, button)).click();
      await expect(
        page.getByTestId(`board-column-${column}`).locator(`[data-order-id="${order.orderId}"]`),
      ).toBeVisible();
    }
    await expect(card.getByTestId("order-status")).toHaveText("Delivered");
    await expect(card).toBeFocused();
    // Finished: no move is left, only its details to open (issue 23's compact card).
    await expect(card.getByRole("button")).toHaveText(["Details"]);
    expect((await readCustomerOrder(request, customer, order.orderId))?.status).toBe("delivered");

    // --- a second order: Cancel asks first; a move made elsewhere meanwhile is refused with the reason ---
    const second = await placePaidOrder(request, customer, {
      categoryItemId: item._id,
      size: "large",
      unitPrice: large.price,
      qty: 1,
      address: ADDRESS,
    });
    const secondCard = boardCard(page, second.orderId);
    await expect(secondCard).toBeVisible({ timeout: 12_000 });
    await (await moveButton(secondCard, "Cancel")).click();
    const confirm = page.getByRole("alertdialog", { name: /^Cancel order/ });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Keep order" }).click();
    await expect(confirm).toBeHidden();
    await expect(secondCard.getByTestId("order-status")).toHaveText("New");

    // Hold the board's polling so it still offers "Start preparing" after another admin cancels.
    let lastBoard = "";
    let isFrozen = false;
    await page.route("**/api/adminauth/orders", async (route) => {
      if (isFrozen && lastBoard)
        return route.fulfill({ status: 200, contentType: "application/json", body: lastBoard });
      const response = await route.fetch();
      lastBoard = await response.text();
      return route.fulfill({ response, body: lastBoard });
    });
    await expect.poll(() => lastBoard.includes(second.orderId), { timeout: 12_000 }).toBe(true);
    isFrozen = true;
    const cancelled = await page.request.patch(`/api/adminauth/orderStatus/${second.orderId}`, {
      data: { status: "cancelled" },
    });
    expect(cancelled.status()).toBe(200);
    await (await moveButton(secondCard, "Start preparing")).click();
    await expect(secondCard.getByTestId("board-order-error")).toHaveText(
      "An order that is cancelled cannot become preparing.",
    );
    isFrozen = false;
    await expect(page.getByTestId("board-column-done").locator(`[data-order-id="${second.orderId}"]`)).toBeVisible({
      timeout: 12_000,
    });
    await expect(secondCard.getByTestId("order-status")).toHaveText("Cancelled");
    // A poll may still be in flight: let it finish before the page moves on.
    await page.unrouteAll({ behavior: "wait" });

    // --- the dashboard counts both orders, the delivery and the cancellation ---
    const after = await readDashboard(page);
    expect(after).toEqual({
      orders: before.orders + 2,
      delivered: before.delivered + 1,
      cancelled: before.cancelled + 1,
    });
    await expect(page.getByTestId("week-chart")).toBeVisible();
    await expect(page.getByTestId("sample-label")).toHaveText("Sample reviews");

    // --- leave the menu as it was: delete the item (its orders keep their lines) ---
    await page.goto(`/admin/Managefoodcategory?type=categoryIteam&category=${category._id}`);
    await page
      .getByTestId("item-card")
      .filter({ hasText: name })
      .getByRole("button", { name: `Delete ${name}` })
      .click();
    await page
      .getByRole("alertdialog", { name: `Delete ${name}?` })
      .getByRole("button", { name: "Delete" })
      .click();
    const removed = page.getByRole("alertdialog", { name: "Category item removed successfully" });
    await removed.getByRole("button", { name: "OK" }).click();
    await expect(page.getByTestId("item-card").filter({ hasText: name })).toHaveCount(0);
    expect((await request.get(`/api/admin/categoryItembyId/${item._id}`)).status()).toBe(404);
    expect((await readCustomerOrder(request, customer, order.orderId))?.status).toBe("delivered");
  });
  test("every admin screen is free of serious or critical axe findings", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/admin/sigIn");
    expect(await findSeriousViolations(page), "/admin/sigIn").toEqual([]);
    await signInAsAdmin(page);
    const screens: [string, (() => Promise<void>)?][] = [
      ["/admin/dashboard", () => expect(page.getByTestId("dashboard-figures")).toHaveAttribute("data-status", "ready")],
      ["/admin/order-list"],
      ["/admin/orders", () => expect(page.getByTestId("board-column-new")).toBeVisible()],
      ["/admin/Analytics"],
      ["/admin/Reviews"],
      ["/admin/emails"],
      ["/admin/Foods?type=category"],
      ["/admin/Foods?type=categoryIteam"],
      ["/admin/Foods?type=subcategory"],
      ["/admin/Managefoodcategory?type=category", () => expect(page.getByTestId("category-row").first()).toBeVisible()],
      [
        "/admin/Managefoodcategory?type=categoryIteam",
        () => expect(page.getByTestId("item-card").first()).toBeVisible(),
      ],
      [
        "/admin/Managefoodcategory?type=subcategory",
        () => expect(page.getByTestId("subcategory-card").first()).toBeVisible(),
      ],
    ];
    for (const [path, isReady] of screens) {
      await page.goto(path);
      await isReady?.();
      expect(await findSeriousViolations(page), path).toEqual([]);
    }
    // A form with its errors showing, and a confirm dialog open.
    await page.goto("/admin/Foods?type=categoryIteam");
    await page.getByRole("button", { name: "Add category item" }).click();
    await expect(page.getByTestId("field-error").first()).toBeVisible();
    expect(await findSeriousViolations(page), "item form with errors").toEqual([]);
    await page.goto("/admin/Managefoodcategory?type=category");
    await page
      .getByTestId("category-row")
      .first()
      .getByRole("button", { name: /^Delete/ })
      .click();
    const confirm = page.getByRole("alertdialog", { name: /^Delete / });
    await expect(confirm).toContainText("Its items and their variants (subcategories) are deleted too.");
    await expect(confirm).toContainText("Baskets holding them lose those lines");
    expect(await findSeriousViolations(page), "delete dialog").toEqual([]);
    await confirm.getByRole("button", { name: "Keep it" }).click();
    await expect(confirm).toBeHidden();
  });

  test("at 390px the side menu folds behind its toggle and no screen scrolls sideways", async ({ page }) => {
    // Twenty screens, each waited for until the network is idle: 30 s was not enough on a busy machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    const toggle = page.getByTestId("admin-menu-toggle");
    const menuLink = page.getByTestId("admin-side-menu").getByRole("link", { name: "Customers", exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menuLink).toBeHidden();
    await toggle.click();
    await expect(menuLink).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menuLink).toBeHidden();
    await toggle.click();
    await menuLink.click();
    await expect(page).toHaveURL(/\/admin\/order-list$/);
    await expect(menuLink).toBeHidden();
    for (const path of [
      "/admin/dashboard",
      "/admin/order-list",
      "/admin/orders",
      "/admin/emails",
      "/admin/Foods?type=categoryIteam",
      "/admin/Managefoodcategory?type=categoryIteam",
      // The screens whose journeys run on desktop only (ANY_WIDTH).
      "/admin/store",
      "/admin/zones",
      "/admin/extras",
      "/admin/extras/new",
      "/admin/promotions",
      "/admin/promotions/new",
      "/admin/printers",
      "/admin/reports",
      "/admin/staff",
      "/admin/audit",
      "/admin/account",
      "/admin/Analytics",
      "/admin/Reviews",
      "/admin/deliveries",
    ]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });
  test("adds, renames and deletes a category, and adds, edits and deletes a subcategory with a cover", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page, "/admin/Foods");
    const suffix = Date.now() % 100_000;
    const categoryName = `E2E Wraps ${suffix}`;

    // A category by typed name; a second time it is refused beside the field.
    await page.getByLabel("or type a name").fill(categoryName);
    await page.getByRole("button", { name: "Add category" }).click();
    const added = page.getByRole("alertdialog", { name: "Category added successfully" });
    await added.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/admin\/Managefoodcategory\?type=category$/);
    await expect(page.getByTestId("category-name").filter({ hasText: categoryName })).toBeVisible();
    await page.goto("/admin/Foods");
    await page.getByLabel("or type a name").fill(categoryName);
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByTestId("field-error")).toHaveText("You have already added this category.");

    // Rename it in place.
    await page.goto("/admin/Managefoodcategory?type=category");
    const row = page.getByTestId("category-row").filter({ hasText: categoryName });
    await row.getByRole("button", { name: `Edit ${categoryName}` }).click();
    const renamed = `${categoryName} Co`;
    await page.getByLabel(`New name for ${categoryName}`).fill(renamed);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("category-name").filter({ hasText: renamed })).toBeVisible();
    const categories = await readData<Category[]>(request, "/api/admin/foodcategorydatashow");
    const category = categories.find((c) => c.Categoryname === renamed)!;
    expect(category, "the new name is saved").toBeTruthy();

    // A subcategory with a picture and a cover, then the cover removed.
    const picture = testInfo.outputPath("variant.png");
    await sharp({ create: { width: 80, height: 80, channels: 3, background: { r: 3, g: 8, b: 31 } } })
      .png()
      .toFile(picture);
    await page.goto(`/admin/Foods?type=subcategory&category=${category._id}`);
    const form = page.getByTestId("subcategory-form");
    await expect(form.getByLabel("Category")).toHaveValue(category._id);
    await form.getByLabel("Name").fill("Spicy wrap");
    await form.getByRole("button", { name: "Add subcategory" }).click();
    await expect(form.getByTestId("field-error")).toHaveText("Choose a picture.");
    await form.getByTestId("subcategory-image").setInputFiles(picture);
    await form.getByRole("button", { name: "Add a cover picture" }).click();
    await form.getByTestId("subcategory-cover").setInputFiles(picture);
    await form.getByRole("button", { name: "Add subcategory" }).click();
    await page
      .getByRole("alertdialog", { name: "Subcategory added successfully" })
      .getByRole("button", { name: "OK" })
      .click();
    await expect(page).toHaveURL(new RegExp(`type=subcategory&category=${category._id}`));
    const card = page.getByTestId("subcategory-card").filter({ hasText: "Spicy wrap" });
    await expect(card).toContainText("Has a cover picture");

    await card.getByRole("link", { name: "Edit Spicy wrap" }).click();
    const editForm = page.getByTestId("subcategory-form");
    await expect(editForm.getByLabel("Name")).toHaveValue("Spicy wrap");
    await editForm.getByLabel("Name").fill("Extra spicy wrap");
    await editForm.getByRole("button", { name: "Remove the cover picture" }).click();
    await editForm.getByRole("button", { name: "Save changes" }).click();
    await page
      .getByRole("alertdialog", { name: "Subcategory updated successfully" })
      .getByRole("button", { name: "OK" })
      .click();
    const { subcategories } = await readData<{
      subcategories: { subCategoryname: string; image: string; coverimage: string | null }[];
    }>(request, `/api/admin/subfoodCategorydata/${category._id}`);
    expect(subcategories).toEqual([expect.objectContaining({ subCategoryname: "Extra spicy wrap", coverimage: null })]);

    // Delete the subcategory, then the category.
    const edited = page.getByTestId("subcategory-card").filter({ hasText: "Extra spicy wrap" });
    await edited.getByRole("button", { name: "Delete Extra spicy wrap" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete Extra spicy wrap?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await page
      .getByRole("alertdialog", { name: "Subcategory removed successfully" })
      .getByRole("button", { name: "OK" })
      .click();
    await expect(edited).toHaveCount(0);
    await expect(page.getByRole("heading", { name: `Subcategories of ${renamed}` })).toBeFocused();

    await page.getByTestId("manage-type").selectOption("category");
    await page
      .getByTestId("category-row")
      .filter({ hasText: renamed })
      .getByRole("button", { name: `Delete ${renamed}` })
      .click();
    await page
      .getByRole("alertdialog", { name: `Delete ${renamed}?` })
      .getByRole("button", { name: "Delete" })
      .click();
    await page
      .getByRole("alertdialog", { name: "Category removed successfully" })
      .getByRole("button", { name: "OK" })
      .click();
    await expect(page.getByTestId("category-name").filter({ hasText: renamed })).toHaveCount(0);
    expect(
      (await readData<Category[]>(request, "/api/admin/foodcategorydatashow")).some((c) => c._id === category._id),
    ).toBe(false);
  });
});
