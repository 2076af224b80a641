import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { adminToken } from "./support/admin";
import { createSignedInCustomer } from "./support/customer-api";
import { findSeriousViolations } from "./support/axe";
import { PHONE_ONLY, expect, test } from "./support/fixtures";
import { linkFromMail } from "./support/outbox";

// A customer with only a keyboard and a screen reader orders, at 1280 px and at 390 px: from the
// landing page to the menu, a search, a pizza with a variant and extras, the basket, sign-up at
// checkout, delivery (and collection in a second run), a time, the test payment and the tracking
// page. Controls are reached by Tab and Shift+Tab, found by their role and name, and pressed with
// Enter or Space; nothing is clicked or filled. At each step: focus is visible and not hidden,
// dialogs take focus and give it back, what changes is said (a live region or moved focus), and
// axe stays clean. Prices are checked by the specs that own them (order-and-pay, extras).

type Option = { name: string };
type Item = { _id: string; categoryItemName: string; pricing: { size: string; price: number; offered: boolean }[] };
type ItemWithExtras = Item & { extras: { name: string; options: Option[] }[] };

/** Checks that report every barrier of a walk, not only the first. */
const softly = expect.configure({ soft: true });

async function readData<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), `${url} answered ${res.status()}`).toBe(true);
  return (await res.json()).data as T;
}

/** A pizza sold in Large with its first variant and two extra toppings, read as a client reads the menu. */
async function pizzaWithExtras(request: APIRequestContext) {
  const categories = await readData<{ _id: string; Categoryname: string }[]>(
    request,
    "/api/admin/foodcategorydatashow",
  );
  const category = categories.find((c) => c.Categoryname === "Pizzas")!;
  const { categoryIteam } = await readData<{ categoryIteam: ItemWithExtras[] }>(
    request,
    `/api/admin/foodCategoryItemdata/${category._id}`,
  );
  const pizza = categoryIteam.find(
    (i) => i.pricing.some((p) => p.size === "large" && p.offered) && i.extras.some((g) => g.name === "Extra toppings"),
  )!;
  const { subcategories } = await readData<{ subcategories: { subCategoryname: string }[] }>(
    request,
    `/api/admin/subfoodCategorydata/${category._id}`,
  );
  const toppings = pizza.extras.find((g) => g.name === "Extra toppings")!.options;
  return { pizza, variant: subcategories[0]!.subCategoryname, topping: toppings[0]!.name };
}

/** What has focus, as a screen reader names it: role and accessible name (Playwright's ARIA snapshot). */
async function focusedName(page: Page): Promise<string> {
  const focused = page.locator("*:focus");
  if ((await focused.count()) === 0) return "(nothing: the page itself)";
  return (
    await focused
      .first()
      .ariaSnapshot({ timeout: 2_000 })
      .catch(() => "(gone)")
  ).split("\n")[0]!;
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves; fails with the
 * stops passed on the way if it is not reached within `limit` presses.
 */
async function tabTo(page: Page, target: Locator, { back, limit = 60 }: { back?: boolean; limit?: number } = {}) {
  await expect(target).toBeAttached();
  // Backwards when the target comes before the focused control, as a keyboard user would go.
  back ??= await target.evaluate((el) => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return false;
    return Boolean(focused.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING);
  });
  const stops: string[] = [];
  for (let i = 0; i <= limit; i += 1) {
    if (await isFocused(target)) return;
    if (i === limit) break;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    stops.push(await focusedName(page));
    await closeAdminPreview(page);
  }
  throw new Error(
    `${back ? "Shift+Tab" : "Tab"} never reached ${target} in ${limit} presses; stops:\n${stops.join("\n")}`,
  );
}

/**
 * The landing page's Admin Panel Preview opens by itself after 10 s (spec section 9), however slow
 * the walk: the customer closes it with Escape, and focus is back where they were.
 */
async function closeAdminPreview(page: Page) {
  const preview = page.getByRole("dialog", { name: "Admin Panel Preview" });
  if (!(await preview.isVisible())) return;
  expect(await preview.evaluate((d) => d.contains(document.activeElement)), "focus is in the preview").toBe(true);
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();
  softly(await page.evaluate(() => document.activeElement !== document.body), "focus is back on the page").toBe(true);
}

/** Tabs to `target` and presses it with Enter (or Space). */
async function press(
  page: Page,
  target: Locator,
  key: "Enter" | "Space" = "Enter",
  options?: { back?: boolean; limit?: number },
) {
  await tabTo(page, target, options);
  await page.keyboard.press(key);
}

/** Waits for the page to stop scrolling (150 ms without a change of scrollY). */
async function atRest(page: Page) {
  await expect
    .poll(async () => {
      const before = await page.evaluate(() => scrollY);
      await page.waitForTimeout(150);
      return (await page.evaluate(() => scrollY)) === before;
    })
    .toBe(true);
}

/**
 * The focused control shows a focus ring (an outline or ring on it or its label) and is not hidden
 * behind anything the page keeps fixed on top (WCAG 2.4.7 and 2.4.11).
 */
async function expectFocusSeen(page: Page, what: string) {
  const problem = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      if (!(el instanceof HTMLElement) || el === document.body) return "nothing has focus";
      const ringed = [el, el.closest("label")].find((candidate) => {
        if (!candidate) return false;
        const style = getComputedStyle(candidate);
        const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
        return outline || (style.boxShadow !== "none" && candidate === el);
      });
      // A control drawn over by an invisible input (the variant cards) shows its ring on the label.
      const visible = el.getClientRects().length > 0 ? el : el.closest("label");
      const box = (visible ?? el).getBoundingClientRect();
      const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? el.tagName;
      if (!ringed && !el.matches("[tabindex='-1']")) return `no focus ring on ${el.tagName} "${name}"`;
      const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(box.top + Math.min(box.height / 2, 20), 0), window.innerHeight - 1);
      if (box.bottom <= 0 || box.top >= window.innerHeight) return `${el.tagName} "${name}" is out of view`;
      const hit = document.elementFromPoint(x, y);
      const owner = visible ?? el;
      if (hit && !owner.contains(hit) && !hit.contains(owner) && hit.closest("label") !== owner.closest("label")) {
        return `${el.tagName} "${name}" is covered by ${hit.tagName}.${hit.className.toString().slice(0, 60)}`;
      }
      return null;
    });
  // Polled: the page may still be scrolling to what has focus.
  await softly.poll(problem, { message: `focus on ${what}`, timeout: 3_000 }).toBeNull();
}

/** `text` is said: it is in a live region (status, alert, aria-live, output) or where focus now is. */
async function expectAnnounced(page: Page, text: string | RegExp, what: string) {
  const pattern = typeof text === "string" ? { source: text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), flags: "" } : text;
  await softly
    .poll(
      () =>
        page.evaluate(
          ({ source, flags }) => {
            const wanted = new RegExp(source, flags);
            const regions = document.querySelectorAll(
              "[aria-live]:not([aria-live='off']), [role='status'], [role='alert'], [role='alertdialog'], output",
            );
            const said = [...regions].map((r) => r.textContent ?? "");
            const focused = document.activeElement;
            if (focused && focused !== document.body) said.push(focused.textContent ?? "");
            return said.some((s) => wanted.test(s.replace(/\s+/g, " ")));
          },
          { source: pattern.source, flags: pattern.flags },
        ),
      { message: `${what}: "${text}" is announced`, timeout: 5_000 },
    )
    .toBe(true);
}

async function expectAxeClean(page: Page, what: string) {
  softly(await findSeriousViolations(page), what).toEqual([]);
}

function shooter(page: Page, testInfo: TestInfo) {
  return (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`keyboard-${name}-${testInfo.project.name}.png`) });
}

/** Types into the focused field, having reached it by Tab. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test.describe("[A11Y] a keyboard and screen reader customer orders", () => {
  test("from the landing page to the tracking page, signing up at checkout, for delivery", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const shot = shooter(page, testInfo);
    const isPhone = testInfo.project.name === "phone";
    const { pizza, variant, topping } = await pizzaWithExtras(request);

    // --- the landing page: the skip link first, then the way to the menu ---
    await page.goto("/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await expectFocusSeen(page, "the skip link");
    await shot("skip-link");
    await expectAxeClean(page, "the landing page");
    if (isPhone) {
      // The phone's menu opens under its button, and Escape closes it with focus back on the button.
      const toggle = page.getByRole("button", { name: "Open menu" });
      await press(page, toggle);
      const close = page.getByRole("button", { name: "Close menu" });
      await expect(close).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(toggle).toBeFocused();
      await page.keyboard.press("Enter");
    }
    const toMenu = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Special Offers" });
    await tabTo(page, toMenu);
    await expectFocusSeen(page, "the way to the menu");
    await shot("to-menu");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/order/);

    // --- the menu: search for the pizza, Enter takes the reader to the results ---
    const search = page.getByRole("searchbox", { name: "Search the menu" });
    await tabTo(page, search);
    await expectFocusSeen(page, "the menu's search box");
    await page.keyboard.type(pizza.categoryItemName);
    await expectAnnounced(page, /\d+ dish(es)? match/i, "the search's result count");
    await page.keyboard.press("Enter");
    const card = page
      .getByTestId("item-card")
      .filter({ has: page.getByRole("heading", { name: pizza.categoryItemName, exact: true }) })
      .first();
    await expect(card).toBeVisible();
    await shot("search");
    await expectAxeClean(page, "the menu, searched");

    // --- the dish: its Large button opens the chooser, focus on the first choice ---
    const large = card.getByRole("button", { name: new RegExp(`^Large .*\\(${pizza.categoryItemName}\\)`) });
    await tabTo(page, large);
    await expectFocusSeen(page, "the Large size button");
    await shot("size-button");
    await page.keyboard.press("Enter");
    const chooser = page.getByRole("dialog", { name: pizza.categoryItemName });
    await expect(chooser).toBeVisible();
    const firstChoice = chooser.getByRole("radio", { name: variant });
    await expect(firstChoice).toBeFocused();
    await page.keyboard.press("Space");
    await expect(firstChoice).toBeChecked();
    await expectFocusSeen(page, "the variant");
    await shot("chooser-variant");
    // Tab stays inside the dialog: Shift+Tab from the first control goes round to its last.
    await tabTo(page, chooser.getByRole("button", { name: "Close" }), { back: true, limit: 4 });
    await page.keyboard.press("Shift+Tab");
    expect(await chooser.evaluate((d) => d.contains(document.activeElement)), "Shift+Tab stays in the dialog").toBe(
      true,
    );
    const extra = chooser.getByRole("checkbox", { name: new RegExp(`^${topping}`) });
    await tabTo(page, extra);
    await page.keyboard.press("Space");
    await expect(extra).toBeChecked();
    await expectFocusSeen(page, "an extra topping");
    // The running total is said when an extra changes it.
    const total = (await chooser.getByTestId("variant-modal-total").textContent())!;
    await expectAnnounced(page, total, "the chooser's new total");
    await press(page, chooser.getByRole("button", { name: "Increase quantity" }));
    await expect(chooser.getByTestId("variant-modal-qty")).toHaveText("2");
    await expectAnnounced(page, "2", "the chooser's quantity");
    await expectFocusSeen(page, "the chooser's Increase quantity");
    await shot("chooser-extras");
    await expectAxeClean(page, "the chooser");
    await press(page, chooser.getByRole("button", { name: "Next" }));

    // --- added: the special request dialog takes focus; Escape closes it, focus back on the size button ---
    const added = page.getByRole("dialog", { name: "Added to your basket" });
    await expect(added).toBeVisible();
    await expect(chooser).toBeHidden();
    expect(await added.evaluate((d) => d.contains(document.activeElement)), "focus is in the added dialog").toBe(true);
    await expectFocusSeen(page, "the added dialog");
    await shot("added");
    await expectAxeClean(page, "the added dialog");
    await page.keyboard.press("Escape");
    await expect(added).toBeHidden();
    await expect(large).toBeFocused();

    // --- the basket: on a phone the View basket bar opens it; a quantity changed is said ---
    let basket: Locator;
    if (isPhone) {
      // The top bar's basket opens it in a dialog; Escape gives focus back to the button.
      const opener = page.getByRole("button", { name: /^Basket: 2 items/ });
      await press(page, opener);
      basket = page.getByRole("dialog", { name: "Your Basket" });
      await expect(basket).toBeVisible();
      expect(await basket.evaluate((d) => d.contains(document.activeElement)), "focus is in the basket").toBe(true);
      await page.keyboard.press("Escape");
      await expect(basket).toBeHidden();
      await expect(opener).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(basket).toBeVisible();
    } else {
      basket = page.getByTestId("basket-panel");
    }
    const line = basket.getByRole("listitem").filter({ hasText: pizza.categoryItemName });
    const decrease = line.getByRole("button", { name: "Decrease quantity" });
    await tabTo(page, decrease);
    await page.keyboard.press("Enter");
    await expect(line.getByTestId("basket-line-qty")).toHaveText("1");
    await expectAnnounced(page, /quantity.*1|1 .*in your basket/i, "the basket line's new quantity");
    await expectFocusSeen(page, "the basket's Decrease quantity");
    await shot("basket");
    await expectAxeClean(page, "the basket");

    // --- checkout, signed out: the dialog says to sign in; its button takes the customer there ---
    await press(page, basket.getByRole("button", { name: "Checkout" }));
    const oops = page.getByRole("alertdialog", { name: "Oops..." });
    await expect(oops).toBeVisible();
    expect(await oops.evaluate((d) => d.contains(document.activeElement)), "focus is in the sign-in dialog").toBe(true);
    await press(page, oops.getByRole("button", { name: "Sign in" }));
    await expect(page).toHaveURL(/\/auth\?next=(%2F|\/)checkout$/);
    await press(page, page.getByRole("main").getByRole("link", { name: /Sign up|Create (an )?account/i }));
    await expect(page).toHaveURL(/\/auth\/SignUp/);

    // --- sign up: an empty form says what is missing, at the first field ---
    const createAccount = page.getByRole("button", { name: "Create account" });
    await press(page, createAccount);
    const username = page.getByRole("textbox", { name: "Username" });
    await expect(username).toBeFocused();
    await expect(username).toHaveAttribute("aria-invalid", "true");
    await expect(username).toHaveAccessibleDescription(/./);
    await expectFocusSeen(page, "the first field in error");
    await shot("sign-up-errors");
    await expectAxeClean(page, "sign-up with errors");
    const suffix = `${Date.now() % 1_000_000}`;
    const email = `keys-${suffix}-${testInfo.project.name}@example.co.uk`;
    await page.keyboard.type(`keys${suffix}`);
    await typeInto(page, page.getByRole("textbox", { name: "Email" }), email);
    await typeInto(page, page.getByLabel("Password", { exact: true }), "slice-e2e-1");
    await press(page, createAccount);
    const welcome = page.getByRole("alertdialog", { name: /^Welcome to / });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole("button", { name: "Continue" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/auth\/verifyemail/);

    // The mail's link (the customer follows it from their mail), then sign in by keyboard.
    await page.goto(await linkFromMail(email, "/auth/verifyemail"));
    await expectAnnounced(page, "Email verified successfully", "the verification");
    await press(page, page.getByRole("link", { name: /sign in now/i }));
    await expect(page).toHaveURL(/\/auth/);
    await typeInto(page, page.getByRole("textbox", { name: "Email" }), email);
    await typeInto(page, page.getByLabel("Password", { exact: true }), "slice-e2e-1");
    await press(page, page.getByRole("button", { name: "Sign in", exact: true }));
    await expect(page).toHaveURL(/\/checkout$/, { timeout: 20_000 });

    // --- checkout: who to call ---
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await typeInto(page, page.getByRole("textbox", { name: "Your name" }), "Sam Taylor");
    await typeInto(page, page.getByRole("textbox", { name: "UK phone number" }), "07911 123456");
    await press(page, page.getByRole("button", { name: "Save contact" }));
    await expect(page.getByTestId("contact-summary")).toContainText("Sam Taylor");
    await expectAnnounced(page, (await page.getByTestId("contact-notice").textContent())!, "the saved contact");
    // The form and its button have gone: focus is on what replaced them, not back at the page's top.
    await softly(page.getByTestId("contact-summary")).toBeFocused();

    // --- delivery, an address: a wrong postcode is said at its field ---
    await expect(page.getByRole("radio", { name: "Delivery" })).toBeChecked();
    await typeInto(page, page.getByRole("textbox", { name: "Address line 1" }), "12 Regent Street");
    await typeInto(page, page.getByRole("textbox", { name: "Town or city" }), "London");
    const postcode = page.getByRole("textbox", { name: "Postcode", exact: true });
    await typeInto(page, postcode, "NOT A CODE");
    await press(page, page.getByRole("button", { name: "Save address" }));
    await expect(postcode).toBeFocused();
    await expect(postcode).toHaveAttribute("aria-invalid", "true");
    await expect(postcode).toHaveAccessibleDescription(/postcode/i);
    await shot("address-error");
    await expectAxeClean(page, "the address form with an error");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("W1B 5TD");
    await press(page, page.getByRole("button", { name: "Save address" }));
    const deliverHere = page.getByRole("button", { name: /^Deliver Here: 12 Regent Street/ });
    await expect(deliverHere).toBeVisible();
    await press(page, deliverHere);
    await expect(deliverHere).toHaveAttribute("aria-pressed", "true");
    await expectFocusSeen(page, "Deliver Here");

    // --- when: order ahead for a time by the select's arrow keys ---
    await chooseATime(page, "Delivery time");
    // Shift+Tab to the time went back through the emptied new-address form: nothing said missing.
    await softly(page.getByRole("textbox", { name: "Address line 1" })).not.toHaveAttribute("aria-invalid", "true");
    await shot("checkout-time");
    await expectAxeClean(page, "the checkout, ready to pay");

    // --- pay in the test mode: the window takes focus ---
    await payInTestMode(page, request, shot);
  });
});

/** Order ahead: the time select, reached by Tab, changed with the arrow keys; the new time is said. */
async function chooseATime(page: Page, label: string) {
  const ahead = page.getByRole("radio", { name: "Order ahead for a time" });
  // While the shop is open "As soon as possible" is chosen, and Tab stops only on a group's chosen
  // radio: the arrow keys move to the next (closed, it is the only choice and already chosen).
  if (!(await ahead.isChecked())) {
    await tabTo(page, page.getByRole("radio", { name: "As soon as possible" }));
    await page.keyboard.press("ArrowDown");
    await expect(ahead).toBeChecked();
    await expect(ahead).toBeFocused();
  }
  const select = page.getByRole("combobox", { name: label });
  await tabTo(page, select);
  await expectFocusSeen(page, "the time select");
  const before = await select.inputValue();
  await page.keyboard.press("ArrowDown");
  await expect(select).not.toHaveValue(before);
  await expectAnnounced(page, /(Delivery|Collection) for /, "the time chosen");
}

async function payInTestMode(page: Page, request: APIRequestContext, shot: (name: string) => Promise<unknown>) {
  const pay = page.getByRole("button", { name: /^Pay Now/ });
  await expect(pay).toBeEnabled();
  await tabTo(page, pay);
  await expectFocusSeen(page, "Pay Now");
  await page.keyboard.press("Enter");
  const window = page.getByRole("dialog", { name: /Test payment mode/ });
  await expect(window).toBeVisible();
  const succeed = window.getByRole("button", { name: "Pay (test succeeds)" });
  await expect(succeed).toBeFocused();
  await expectFocusSeen(page, "the test payment window");
  await shot("test-payment");
  await expectAxeClean(page, "the test payment window");

  // A declined payment is said, and the customer can try again from where focus is.
  await press(page, window.getByRole("button", { name: "Fail payment" }), "Enter", { back: true });
  await expectAnnounced(page, /declined|failed/i, "the declined payment");
  await expect(succeed).toBeFocused();
  await page.keyboard.press("Enter");

  // The confirmation page's heading takes focus; its link leads to the tracking page.
  await expect(page).toHaveURL(/\/order-confirmation\//, { timeout: 20_000 });
  const heading = page.getByRole("heading", { level: 1, name: "Thank you, your order is in" });
  await expect(heading).toBeFocused();
  await shot("confirmation");
  await expectAxeClean(page, "the confirmation page");
  await press(page, page.getByRole("link", { name: "Track my order" }));
  await expect(page).toHaveURL(/\/order-detail\//);
  await expect(page.getByTestId("tracking-status")).toBeVisible();
  await expectAnnounced(page, /Order placed/, "the order's status");
  await shot("tracking");
  await expectAxeClean(page, "the tracking page");

  // The kitchen turns the walk's order down, so that it does not wait on the board the specs after
  // this one read (kitchen-alerts counts the cards a tablet shows; this order's extras make its
  // card two lines taller).
  const orderId = new URL(page.url()).pathname.split("/").pop()!;
  const rejected = await request.post(`/api/adminauth/orders/${orderId}/reject`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { reason: "The keyboard walk is over." },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);
}

test("a signed-in keyboard customer collects: the basket to the tracking page", async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const shot = shooter(page, testInfo);
  const isPhone = testInfo.project.name === "phone";
  const { pizza } = await pizzaWithExtras(request);
  const customer = await createSignedInCustomer(request, "keysc");

  await page.goto("/auth");
  await typeInto(page, page.getByRole("textbox", { name: "Email" }), customer.email);
  await typeInto(page, page.getByLabel("Password", { exact: true }), customer.password);
  await press(page, page.getByRole("button", { name: "Sign in", exact: true }));
  await expect(page).not.toHaveURL(/\/auth/);

  await page.goto("/order");
  const card = page
    .getByTestId("item-card")
    .filter({ has: page.getByRole("heading", { name: pizza.categoryItemName, exact: true }) })
    .first();
  await press(page, card.getByRole("button", { name: new RegExp(`^Large .*\\(${pizza.categoryItemName}\\)`) }));
  const chooser = page.getByRole("dialog", { name: pizza.categoryItemName });
  await expect(chooser).toBeVisible();
  await page.keyboard.press("Space");
  await press(page, chooser.getByRole("button", { name: "Next" }));
  const added = page.getByRole("dialog", { name: "Added to your basket" });
  await expect(added).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(added).toBeHidden();
  if (isPhone) {
    // The bar at the bottom leads to the basket on the page; Tab goes on from there.
    await press(page, page.getByRole("link", { name: /^View basket/ }));
    await expect(page).toHaveURL(/#basket$/);
    await press(page, page.getByTestId("basket-panel").getByRole("button", { name: "Checkout" }), "Enter", {
      back: false,
      limit: 15,
    });
  } else {
    await press(page, page.getByTestId("basket-panel").getByRole("button", { name: "Checkout" }));
  }
  await expect(page).toHaveURL(/\/checkout$/);

  await typeInto(page, page.getByRole("textbox", { name: "Your name" }), "Alex Reid");
  await typeInto(page, page.getByRole("textbox", { name: "UK phone number" }), "07911 123456");
  await press(page, page.getByRole("button", { name: "Save contact" }));
  await expect(page.getByTestId("contact-summary")).toContainText("Alex Reid");
  // Change brings the form back with focus in it, in place of the button that went.
  await press(page, page.getByRole("button", { name: "Change who to call" }));
  await expect(page.getByRole("textbox", { name: "Your name" })).toBeFocused();
  await page.keyboard.type(" Jones");
  await press(page, page.getByRole("button", { name: "Save contact" }));
  await expect(page.getByTestId("contact-summary")).toContainText("Alex Reid Jones");
  await expect(page.getByTestId("contact-summary")).toBeFocused();

  // The arrow keys move between Delivery and Collection; the change is said.
  const delivery = page.getByRole("radio", { name: "Delivery" });
  await tabTo(page, delivery);
  await page.keyboard.press("ArrowDown");
  const collection = page.getByRole("radio", { name: "Collection" });
  await expect(collection).toBeChecked();
  await expect(collection).toBeFocused();
  await expect(page.getByTestId("collection-address")).toBeVisible();
  await expectAnnounced(page, /Collection for|Ready to collect/, "collection chosen");
  // Collection has no delivery fee: the new total is said where the choice was made.
  const total = (await page.getByTestId("basket-grand-total").first().textContent())!.trim();
  await expectAnnounced(page, `Grand total ${total}.`, "the total without the delivery fee");
  await expectFocusSeen(page, "the Collection radio");
  await chooseATime(page, "Collection time");
  await shot("collection");
  await expectAxeClean(page, "the checkout for collection");
  await payInTestMode(page, request, shot);
});

// When the site glided its scrolls, the page was still gliding down to the button Tab had reached
// when the form sent focus to the first field in error; the glide carried on and left that field
// out of sight (CI 2026-12-06: the walk above, at 390 px, under load; 7 runs in 8 with Enter at
// once). The site no longer glides (decision 095).
test(`a field the form focuses right after Tab is left in view ${PHONE_ONLY}`, async ({ page }) => {
  const createAccount = page.getByRole("button", { name: "Create account" });
  const username = page.getByRole("textbox", { name: "Username" });
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await page.goto("/auth/SignUp?next=%2Fcheckout");
    await expect(createAccount).toBeVisible();
    // Tab without pausing, then Enter at once, as a quick keyboard user does.
    for (let i = 0; i < 40 && !(await isFocused(createAccount)); i += 1) await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(username).toBeFocused();
    await atRest(page);
    const box = await username.evaluate((el) => {
      const { top, bottom } = el.getBoundingClientRect();
      return { top, bottom, height: innerHeight };
    });
    expect(box.top, `attempt ${attempt}: the field's top is on the screen`).toBeGreaterThanOrEqual(0);
    expect(box.bottom, `attempt ${attempt}: the field's bottom is on the screen`).toBeLessThanOrEqual(box.height);
  }
});
