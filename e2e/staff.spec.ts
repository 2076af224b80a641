import type { APIRequestContext, Page } from "@playwright/test";
import { generate } from "otplib";
import { adminToken, signInAsAdmin } from "./support/admin";
import { openAllDayDuringEachTest } from "./support/trading";
import { findSeriousViolations } from "./support/axe";
import { aLargePizza, createSignedInCustomer, placePaidOrder } from "./support/customer-api";
import { ANY_WIDTH, expect, PHONE_ONLY, test } from "./support/fixtures";
import { linkFromMail } from "./support/outbox";

// Issue 22: the owner invites a kitchen member, who signs in on the kitchen's tablet, accepts an
// order and sees neither refunds nor the menu editor; another owner turns on two-factor sign-in
// in their account and signs in with a code.

const axeClean = async (page: Page, what: string) => expect(await findSeriousViolations(page), what).toEqual([]);

/** The owner invites from the staff page; the new member sets a password from the e-mailed link. */
async function invite(owner: Page, member: Page, role: "Kitchen" | "Owner") {
  const username = `${role.toLowerCase()}-${Date.now().toString(36)}`;
  const email = `${username}@example.co.uk`;
  await owner.goto("/admin/staff");
  await owner.getByLabel("Username").fill(username);
  await owner.getByLabel("E-mail").fill(email);
  await owner.getByRole("radio", { name: new RegExp(`^${role}`) }).check();
  await owner.getByRole("button", { name: "Send invitation" }).click();
  const row = owner.getByTestId("staff-row").filter({ hasText: username });
  await expect(row).toContainText("Invitation sent");

  await member.goto(await linkFromMail(email, "/admin/invite"));
  await member.getByLabel(/^Choose a password/).fill("a-good-password-1");
  await member.getByLabel("The same again").fill("a-good-password-1");
  await member.getByRole("button", { name: "Set my password" }).click();
  await expect(member.getByTestId("invite-done")).toContainText(username);
  await member.getByRole("link", { name: "Go to sign in" }).click();
  return { username, password: "a-good-password-1" };
}

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A customer's paid order reaches the member's board, and the member accepts it for 20 minutes. */
async function acceptNewOrder(kitchen: Page, request: APIRequestContext, customerTag: string) {
  const customer = await createSignedInCustomer(request, customerTag);
  const order = await placePaidOrder(request, customer, {
    ...(await aLargePizza(request)),
    qty: 1,
    address: "10 Downing Street, London SW1A 2AA",
  });
  const card = kitchen.locator(`[data-testid="board-order"][data-order-id="${order.orderId}"]`);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole("button", { name: "Accept" }).click();
  const accept = kitchen.getByRole("dialog", { name: /^Accept order/ });
  await accept.getByText("20 min").click();
  await accept.getByRole("button", { name: "Accept order" }).click();
  await expect(card.getByTestId("order-status")).toHaveText("Accepted");
  return order;
}

// The kitchen accepts an order for now with its minutes: the shop is open whatever the hour the
// suite runs at (a pre-order for the next opening is accepted without them).
openAllDayDuringEachTest();

test(
  "the owner invites a kitchen member, who runs the board on a tablet and sees no money or menu editing",
  { tag: ANY_WIDTH },
  async ({ page, browser, request }, testInfo) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page, "/admin/staff");
    await axeClean(page, "the staff page");
    await page.screenshot({ path: testInfo.outputPath(`staff-${testInfo.project.name}.png`), fullPage: true });

    const tablet = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 768, height: 1024 },
    });
    const kitchen = await tablet.newPage();
    const member = await invite(page, kitchen, "Kitchen");
    await signIn(kitchen, member.username, member.password);
    // The kitchen's first page is the board; the menu shows only what the role may use.
    await expect(kitchen).toHaveURL(/\/admin\/orders$/);
    await expect(kitchen.getByTestId("admin-role")).toHaveText("Kitchen");
    await kitchen.getByTestId("admin-menu-toggle").click();
    const nav = kitchen.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Orders board" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Sold out and pause" })).toBeVisible();
    for (const hidden of ["Dashboard", "Manage Food Category", "Promotions", "Staff", "Audit trail", "Store"]) {
      await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);
    }
    await kitchen.getByTestId("admin-menu-toggle").click();
    // A page of the menu editor leads back to the board; its API refuses.
    await kitchen.goto("/admin/Managefoodcategory");
    await expect(kitchen).toHaveURL(/\/admin\/orders$/);

    const order = await acceptNewOrder(kitchen, request, "staff");
    await kitchen.screenshot({ path: testInfo.outputPath(`staff-kitchen-board-${testInfo.project.name}.png`) });

    await kitchen.goto(`/admin/orders/${order.orderId}`);
    await expect(kitchen.getByTestId("order-detail")).toBeVisible();
    await expect(kitchen.getByTestId("refunds")).toHaveCount(0);
    await axeClean(kitchen, "the order page for the kitchen");
    await kitchen.screenshot({
      path: testInfo.outputPath(`staff-kitchen-order-${testInfo.project.name}.png`),
      fullPage: true,
    });
    await tablet.close();
  },
);

test(
  "the kitchen takes a dish and an extra off for the night and pauses ordering from its own page",
  { tag: ANY_WIDTH },
  async ({ page, browser, request }, testInfo) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page, "/admin/staff");
    const tablet = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 768, height: 1024 },
    });
    const kitchen = await tablet.newPage();
    const member = await invite(page, kitchen, "Kitchen");
    await signIn(kitchen, member.username, member.password);
    await expect(kitchen).toHaveURL(/\/admin\/orders$/);
    await kitchen.getByTestId("admin-menu-toggle").click();
    await kitchen.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Sold out and pause" }).click();
    await expect(kitchen.getByRole("heading", { level: 1, name: "Sold out and pause" })).toBeVisible();
    await axeClean(kitchen, "the kitchen's sold-out page");
    await kitchen.screenshot({
      path: testInfo.outputPath(`staff-kitchen-sold-out-${testInfo.project.name}.png`),
      fullPage: true,
    });

    // The top bar's search finds the one dish; the switch is the menu editor's, under the kitchen's power.
    const search = kitchen.getByRole("searchbox", { name: "Search the list on this page" });
    await expect(async () => {
      await search.fill("tuna salad");
      await expect(kitchen.getByTestId("sale-entry").filter({ visible: true })).toHaveCount(1, { timeout: 1000 });
    }).toPass();
    const dish = kitchen.getByTestId("sale-entry").filter({ visible: true });
    await expect(dish.getByRole("heading")).toHaveText("Tuna Salad");
    const dishId = (await dish.getAttribute("data-entry-id"))!;
    const isOnSale = async () =>
      (await (await request.get(`/api/admin/categoryItembyId/${dishId}`)).json()).data.available;
    await dish.getByTestId("sold-out-until").selectOption({ label: "I set it back" });
    await dish.getByRole("button", { name: "Sold out (Tuna Salad)" }).click();
    await expect(dish.getByTestId("availability-status")).toHaveText("Tuna Salad: Marked sold out.");
    expect(await isOnSale()).toBe(false);

    // A search for an extra leaves the dish hidden, not forgotten: back to it, it still says sold out.
    await search.fill("olives");
    const olives = kitchen.getByRole("button", { name: "Mark sold out: Black olives" });
    await olives.click();
    await expect(kitchen.getByRole("button", { name: "Put back on sale: Black olives" })).toBeVisible();
    await kitchen.getByRole("button", { name: "Put back on sale: Black olives" }).click();
    await expect(kitchen.getByRole("button", { name: "Mark sold out: Black olives" })).toBeVisible();
    await search.fill("tuna");
    await expect(dish.getByRole("button", { name: "Sold out (Tuna Salad)" })).toHaveAttribute("aria-pressed", "true");
    await dish.getByRole("button", { name: "Sold out (Tuna Salad)" }).click();
    await expect(dish.getByTestId("availability-status")).toHaveText("Tuna Salad: Back on sale.");
    expect(await isOnSale()).toBe(true);

    await kitchen.getByRole("button", { name: "15 min" }).click();
    await expect(kitchen.getByTestId("pause-state")).toHaveText(/^Online ordering is paused until .+ at \d\d:\d\d\.$/);
    await kitchen.getByRole("button", { name: "Resume online ordering" }).click();
    await expect(kitchen.getByTestId("pause-state")).toHaveText("Online ordering is on.");

    // Both are on the audit trail under the kitchen member's name.
    await page.goto("/admin/audit");
    await expect(
      page.getByRole("row").filter({ hasText: "menu.availability" }).filter({ hasText: member.username }).first(),
    ).toBeVisible();
    await tablet.close();
  },
);

test(
  "an owner turns on two-factor sign-in and signs in with a code; the first owner resets it when the phone is lost",
  { tag: ANY_WIDTH },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page, "/admin/staff");
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: testInfo.project.use.viewport,
    });
    const owner = await context.newPage();
    const member = await invite(page, owner, "Owner");
    await signIn(owner, member.username, member.password);
    await expect(owner).not.toHaveURL(/sigIn/);
    await owner.goto("/admin/account");
    await expect(owner.getByTestId("two-factor-nudge")).toBeVisible();
    await owner.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    const secret = (await owner.getByTestId("totp-secret").textContent())!.trim();
    await expect(owner.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    await axeClean(owner, "setting up two-factor");
    await owner.getByLabel(/Enter the 6-digit code/).fill(await generate({ secret }));
    await owner.getByRole("button", { name: "Turn on", exact: true }).click();
    await expect(owner.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
    await owner.screenshot({
      path: testInfo.outputPath(`staff-two-factor-${testInfo.project.name}.png`),
      fullPage: true,
    });
    // Nothing wider than the screen, a phone's included (the test runs on desktop only).
    for (const width of [1280, 390]) {
      await owner.setViewportSize({ width, height: 844 });
      const overflow = await owner.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `the recovery codes at ${width} px overflow by ${overflow} px`).toBeLessThanOrEqual(0);
    }

    await context.clearCookies();
    await owner.goto("/admin/sigIn");
    await signIn(owner, member.username, member.password);
    const code = owner.getByLabel(/^Code from your authenticator app/);
    await expect(code).toBeFocused();
    await axeClean(owner, "the sign-in page asking for a code");
    await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await owner.getByRole("button", { name: "Sign in" }).click();
    await expect(owner).toHaveURL(/\/admin\/dashboard$|\/admin$/);

    // The member loses their phone and their codes: the first owner turns two-factor off for them
    // (decision 105), and they are signed out everywhere.
    await page.goto("/admin/staff");
    const row = page.getByTestId("staff-row").filter({ hasText: member.username });
    await expect(row).toContainText("Two-factor on");
    const reset = row.getByRole("button", { name: `Reset two-factor for ${member.username}` });
    await expect(reset).toBeVisible();
    await axeClean(page, "the staff page with a member's two-factor on");
    await page.screenshot({ path: testInfo.outputPath(`staff-reset-two-factor-${testInfo.project.name}.png`) });
    page.once("dialog", (dialog) => void dialog.accept());
    await reset.click();
    await expect(page.getByTestId("staff-status")).toContainText(`Two-factor is off for ${member.username}`);
    await expect(row).toContainText("Two-factor off");
    await owner.goto("/admin/account");
    await expect(owner).toHaveURL(/\/admin\/sigIn/);
    await context.close();
  },
);

test(
  "the owner sets how long the audit trail is kept, and the change is on the trail",
  { tag: ANY_WIDTH },
  async ({ page }, testInfo) => {
    await signInAsAdmin(page, "/admin/audit");
    const years = page.getByLabel("Keep entries for (years)");
    await expect(years).toHaveValue("6");
    // Typing before the form has hydrated is lost: type until the screen answers.
    await expect(async () => {
      await years.fill("4");
      await expect(page.getByText("HMRC expects a business to keep its records for six years.")).toBeVisible({
        timeout: 1000,
      });
    }).toPass();
    await years.fill("7");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Now 7 years.", { exact: false })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Keep entries for (years)")).toHaveValue("7");
    const entry = page.getByRole("row").filter({ hasText: "audit.retention" }).first();
    await expect(entry).toBeVisible();
    // The change in words: the field, what it was and what it became (not the entry's JSON).
    await expect(entry.getByRole("term")).toHaveText("years");
    await expect(entry.getByRole("definition")).toHaveText("6 → became 7");
    // The phone's card of the same entry is not displayed beside the row.
    await expect(page.getByTestId("audit-card").filter({ hasText: "audit.retention" }).first()).toBeHidden();
    await axeClean(page, "the audit trail with its retention");
    await page.screenshot({
      path: testInfo.outputPath(`audit-retention-${testInfo.project.name}.png`),
      fullPage: true,
    });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    // On a phone the entry is a card instead of the row, with the same change in words; the
    // changes' screen-reader words do not widen the page.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByTestId("audit-card").filter({ hasText: "audit.retention" }).first();
    await expect(card.getByRole("term")).toHaveText("years");
    await expect(card.getByRole("definition")).toHaveText("6 → became 7");
    await expect(entry).toBeHidden();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.setViewportSize(testInfo.project.use.viewport ?? { width: 1280, height: 800 });
    // Back to the default for the specs that follow.
    await page.getByLabel("Keep entries for (years)").fill("6");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Now 6 years.", { exact: false })).toBeVisible();
  },
);

test(
  "on a phone the trail shows each entry as a card saying who changed what, and how, without sideways scrolling",
  { tag: PHONE_ONLY },
  async ({ page, request }, testInfo) => {
    // The owner adds a zone on their phone, then looks on the trail for who did it.
    await signInAsAdmin(page, "/admin/zones");
    const name = `Shetland ${Date.now().toString(36)}`;
    const form = page.getByRole("region", { name: "New zone" });
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Outward codes/).fill("ZE3");
    await form.getByLabel(/^Delivery fee/).fill("3.99");
    await form.getByLabel(/^Minimum order/).fill("25");
    await form.getByRole("button", { name: "Create zone" }).click();
    await expect(page.getByTestId("zone-row").filter({ hasText: name })).toBeVisible();
    const auth = { authorization: `Bearer ${await adminToken(request)}` };
    const zones = (await (await request.get("/api/adminauth/store/zones", { headers: auth })).json()).data as {
      _id: string;
      name: string;
    }[];
    const zoneId = zones.find((z) => z.name === name)!._id;

    await page.goto("/admin/audit");
    const card = page.getByTestId("audit-card").filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
    await expect(card).toContainText("admin (owner)");
    await expect(card).toContainText("store.zone.create");
    for (const target of [name, "deliveryZone", zoneId]) {
      await expect(card.getByText(target, { exact: true })).toBeVisible();
    }
    // The change in words, each field with what it was set to (pence in pounds, no JSON).
    await expect(card.getByRole("term").filter({ hasText: /^fee$/ })).toHaveCount(1);
    await expect(card.getByRole("definition").filter({ hasText: "£3.99" })).toHaveText("set: £3.99");
    await expect(card.getByRole("definition").filter({ hasText: "ZE3" })).toHaveText("set: ZE3");
    // A screen reader meets the entry once: the table's row is not displayed at this width.
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await axeClean(page, "the audit trail's cards");
    await page.screenshot({ path: testInfo.outputPath("audit-cards-phone.png"), fullPage: true });

    const removed = await request.delete(`/api/adminauth/store/zones/${zoneId}`, { headers: auth });
    expect(removed.status(), await removed.text()).toBe(200);
  },
);

test(
  "a kitchen member's first shift: the board and an order at 1280 and 768, powers refused in words, and the board stops when the owner suspends them",
  { tag: ANY_WIDTH },
  async ({ page, browser, request }, testInfo) => {
    test.setTimeout(150_000);
    await signInAsAdmin(page, "/admin/staff");
    const counter = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 1280, height: 900 },
    });
    const kitchen = await counter.newPage();
    const member = await invite(page, kitchen, "Kitchen");
    await signIn(kitchen, member.username, member.password);
    await expect(kitchen).toHaveURL(/\/admin\/orders$/);

    const order = await acceptNewOrder(kitchen, request, "shift");
    for (const width of [1280, 768]) {
      await kitchen.setViewportSize({ width, height: 900 });
      await kitchen.screenshot({ path: testInfo.outputPath(`staff-shift-board-${width}.png`), fullPage: true });
    }
    await kitchen.goto(`/admin/orders/${order.orderId}`);
    await expect(kitchen.getByTestId("order-detail")).toBeVisible();
    for (const width of [1280, 768]) {
      await kitchen.setViewportSize({ width, height: 900 });
      await kitchen.screenshot({ path: testInfo.outputPath(`staff-shift-order-${width}.png`), fullPage: true });
    }

    // With their own session (the tablet's cookie), what the screens leave out is refused in
    // words that name their role, and nothing is written.
    const own = { origin: new URL(kitchen.url()).origin };
    const dish = await aLargePizza(request);
    const refused = [
      await kitchen.request.post(`/api/adminauth/orders/${order.orderId}/refund`, {
        headers: own,
        data: { amount: 1, reason: "Cold" },
      }),
      await kitchen.request.patch(`/api/admin/categoryItemupdatebyId/${dish.categoryItemId}`, {
        headers: own,
        multipart: { pricing: JSON.stringify([{ size: "large", price: 0.01 }]) },
      }),
      await kitchen.request.get("/api/adminauth/reports/day"),
      await kitchen.request.post("/api/adminauth/staff", {
        headers: own,
        data: { username: `x-${member.username}`, email: `x-${member.username}@example.co.uk`, role: "owner" },
      }),
    ];
    for (const res of refused) {
      expect(res.status(), res.url()).toBe(403);
      expect((await res.json()).message, res.url()).toBe("Your role (Kitchen) cannot do this. Ask the owner.");
    }
    const item = (await (await request.get(`/api/admin/categoryItembyId/${dish.categoryItemId}`)).json()).data as {
      pricing: { size: string; price: number; offered: boolean }[];
    };
    expect(item.pricing.find((p) => p.size === "large")!.price).toBe(dish.unitPrice);
    await kitchen.goto("/admin/orders");
    await expect(kitchen.locator(`[data-testid="board-order"][data-order-id="${order.orderId}"]`)).toBeVisible({
      timeout: 15_000,
    });

    // The owner suspends them mid-shift: the board stops, empty and silent, and says why.
    await page.goto("/admin/staff");
    const row = page.getByTestId("staff-row").filter({ hasText: member.username });
    await row.getByRole("button", { name: `Suspend ${member.username}` }).click();
    await expect(page.getByTestId("staff-status")).toHaveText(`${member.username} is suspended and signed out.`);
    const stopped = kitchen.getByTestId("board-signed-out");
    await expect(stopped).toContainText("You have been signed out, so the board has stopped.", { timeout: 15_000 });
    await expect(kitchen.getByTestId("board-order")).toHaveCount(0);
    await axeClean(kitchen, "the board after the session ended");
    await kitchen.screenshot({ path: `/tmp/staffshift-board-signed-out.png`, fullPage: true });
    await stopped.getByRole("link", { name: "Sign in again" }).click();
    await signIn(kitchen, member.username, member.password);
    await expect(kitchen.getByTestId("sign-in-error")).toHaveText("This account is suspended. Ask the owner.");

    // What they did is on the trail under their name.
    await page.goto("/admin/audit");
    await expect(
      page.getByRole("row").filter({ hasText: "order.accepted" }).filter({ hasText: member.username }).first(),
    ).toBeVisible();
    await counter.close();
  },
);
