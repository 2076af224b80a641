import type { APIRequestContext, Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { addCartBody, aLargePizza, createSignedInCustomer } from "./support/customer-api";
import { findSeriousViolations } from "./support/axe";
import { ANY_WIDTH, expect, test } from "./support/fixtures";
import { expectOrderConfirmed } from "./support/confirmation";

// Issue 12 B in the browser: an address outside every zone is refused for delivery at checkout
// with the reason; an address in a zone, with who to call and notes for the rider, reaches the
// paid order and the kitchen's board; the admin's zones screen works and passes axe.

const OUT_OF_ZONE = "Sorry, we don't deliver to M1 1AA. Choose another address, or collect your order from us.";

async function readData<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), `${url} answered ${res.status()}`).toBe(true);
  return (await res.json()).data as T;
}

/** Two large pizzas in the browser's basket (over the seeded zone's £12 minimum). */
async function fillBasket(page: Page) {
  const res = await page.request.post("/api/cart/addCart", { data: addCartBody(await aLargePizza(page.request), 2) });
  expect(res.status(), await res.text()).toBe(201);
}

async function addAddress(
  page: Page,
  address: { line1: string; line2?: string; town: string; postcode: string; notes?: string },
) {
  await page.getByLabel("Address line 1").fill(address.line1);
  await page.getByLabel("Address line 2 (optional)").fill(address.line2 ?? "");
  await page.getByLabel("Town or city").fill(address.town);
  await page.getByLabel("Postcode", { exact: true }).fill(address.postcode);
  await page.getByLabel("Notes for the rider (optional)").fill(address.notes ?? "");
  await page.getByRole("button", { name: "Save address" }).click();
}

test.describe("[ZONES] delivery zones at checkout", () => {
  test("an address outside every zone is refused for delivery; one inside, with who to call, is paid and reaches the board", async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const customer = await createSignedInCustomer(request, "zone");
    await page.goto("/auth?next=/checkout");
    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    // The path itself: "/auth?next=/checkout" also ends in /checkout.
    await expect(page).toHaveURL((url) => url.pathname === "/checkout");
    await fillBasket(page);
    await page.reload();
    await expect(page.getByTestId("basket-line")).toHaveCount(1);
    const payNow = page.getByRole("button", { name: /^Pay Now/ });
    await expect(page.getByTestId("pay-now-reason")).toHaveText(
      "Tell us who to call: add your name and a UK phone number.",
    );

    // Who to call: a bad number is refused beside the field.
    await page.getByLabel("Your name").fill("Sam Taylor");
    await page.getByLabel("UK phone number").fill("12345");
    await page.getByRole("button", { name: "Save contact" }).click();
    await expect(page.getByText("Enter a UK phone number such as 07911 123456.")).toBeVisible();
    await page.getByLabel("UK phone number").fill("07911 123456");
    await page.getByRole("button", { name: "Save contact" }).click();
    await expect(page.getByTestId("contact-summary")).toHaveText(
      "We will call Sam Taylor on 07911 123456 about your orders.",
    );

    // Manchester: saved, but not delivered to.
    await addAddress(page, { line1: "1 Piccadilly", town: "Manchester", postcode: "m1 1aa" });
    await expect(page.getByTestId("address-notice")).toContainText("but we don't deliver to M1 1AA");
    const manchester = page.getByTestId("address-card").filter({ hasText: "M1 1AA" });
    await expect(manchester.getByTestId("address-undeliverable")).toHaveText(OUT_OF_ZONE);
    await expect(manchester.getByRole("button", { name: /^Deliver Here/ })).toHaveAttribute("aria-disabled", "true");
    // Even chosen through the API, it cannot be paid for: the page and create_order say why.
    const manchesterId = (
      await readData<{ _id: string; postcode: string }[]>(page.request, "/api/cart/showAddress")
    ).find((a) => a.postcode === "M1 1AA")!._id;
    expect((await page.request.post("/api/cart/selectAddress", { data: { addressId: manchesterId } })).ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId("pay-now-reason")).toHaveText(OUT_OF_ZONE);
    await expect(page.getByTestId("delivery-zone-note")).toHaveText(OUT_OF_ZONE);
    await expect(payNow).toBeDisabled();
    const refused = await page.request.post("/api/cart/create_order");
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe(OUT_OF_ZONE);
    await page.screenshot({ path: testInfo.outputPath("checkout-out-of-zone.png"), fullPage: true });

    // Regent Street, with notes for the rider.
    await addAddress(page, {
      line1: "12 Regent Street",
      line2: "Flat 4",
      town: "London",
      postcode: "W1B 5TD",
      notes: "Gate code 4321",
    });
    await expect(page.getByTestId("address-notice")).toHaveText("Address added successfully");
    const regent = page.getByTestId("address-card").filter({ hasText: "W1B 5TD" });
    await expect(regent).toContainText("Gate code 4321");
    await regent.getByRole("button", { name: /^Deliver Here/ }).click();
    await expect(regent).toHaveAttribute("data-selected", "true");
    await expect(page.getByTestId("delivery-zone-note")).toHaveText(
      "Central London: delivery £2.49, minimum order £12.00.",
    );
    await expect(payNow).toBeEnabled();
    await page.screenshot({ path: testInfo.outputPath("checkout-in-zone.png"), fullPage: true });

    await payNow.click();
    const testWindow = page.getByRole("dialog", { name: /Test payment mode — no real money is taken/ });
    await testWindow.getByRole("button", { name: "Pay (test succeeds)" }).click();
    await expectOrderConfirmed(page);

    // The number is kept on the account and can be changed from the profile.
    await page.goto("/profile/address");
    await expect(page.getByTestId("contact-summary")).toContainText("Sam Taylor");
    await page.getByRole("button", { name: "Change who to call" }).click();
    await page.getByLabel("UK phone number").fill("020 7946 0958");
    await page.getByRole("button", { name: "Save contact" }).click();
    await expect(page.getByTestId("contact-summary")).toContainText("020 7946 0958");
    expect(await findSeriousViolations(page), "/profile/address").toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("profile-contact.png"), fullPage: true });

    // An address with its own number says that number is the one called for it (decision 022).
    const reception = await page.request.post("/api/cart/addAddress", {
      data: { address: "Reception, 1 Regent Street, London W1B 5AH, Tel: 020 7946 0958" },
    });
    expect(reception.ok(), await reception.text()).toBe(true);
    await page.reload();
    const saved = page.getByTestId("address-card");
    await expect(saved.filter({ hasText: "Reception" }).getByTestId("address-phone")).toHaveText(
      "We call 020 7946 0958, the number in this address, about orders delivered here.",
    );
    await expect(page.getByTestId("address-phone")).toHaveCount(1);

    // The address not delivered to can go; asked first, and kept when the customer says so.
    await expect(saved).toHaveCount(3);
    const outOfZone = saved.filter({ hasText: "M1 1AA" });
    await outOfZone.getByRole("button", { name: /^Remove/ }).click();
    const ask = page.getByRole("alertdialog", { name: "Remove this address?" });
    await expect(ask).toContainText("1 Piccadilly");
    expect(await findSeriousViolations(page), "the remove address dialog").toEqual([]);
    await ask.getByRole("button", { name: "Keep it" }).click();
    await expect(ask).toBeHidden();
    await expect(saved).toHaveCount(3);
    await outOfZone.getByRole("button", { name: /^Remove/ }).click();
    await ask.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByTestId("address-announcement")).toHaveText("Address removed.");
    await expect(saved).toHaveCount(2);
    await expect(saved.filter({ hasText: "M1 1AA" })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("profile-addresses.png"), fullPage: true });

    // The kitchen sees who to call and how to get in.
    const kitchen = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
    await signInAsAdmin(kitchen, "/admin/orders");
    const history = (
      await (
        await request.get("/api/cart/userOreder", { headers: { Authorization: `Bearer ${customer.token}` } })
      ).json()
    ).data as { _id: string }[];
    const card = kitchen.locator(`[data-testid="board-order"][data-order-id="${history[0]!._id}"]`);
    await expect(card).toHaveCount(1);
    // The compact card (issue 23) names who ordered; who to call and how to get in open on tap.
    await expect(card.getByTestId("order-name")).toHaveText("Sam Taylor");
    await card.getByRole("button", { name: "Details" }).click();
    await expect(card.getByTestId("order-contact")).toContainText("Sam Taylor · 07911 123456");
    await expect(card.getByTestId("order-rider-notes")).toContainText("Gate code 4321");
    await expect(card).toContainText("12 Regent Street, Flat 4, London, W1B 5TD");
    await expect(card).toContainText("Central London (W1B 5TD)");
    await card.scrollIntoViewIfNeeded();
    await kitchen.screenshot({ path: testInfo.outputPath("board-contact.png") });
    await kitchen.close();
  });
});

test.describe("[ZONES] the admin's zones screen", { tag: ANY_WIDTH }, () => {
  test("lists the seeded zone, refuses bad input beside the field, creates, edits and deletes a zone; no axe findings", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page, "/admin/zones");
    await expect(page.getByRole("link", { name: "Delivery zones" })).toHaveAttribute("aria-current", "page");
    const seeded = page.getByTestId("zone-row").filter({ hasText: "Central London" });
    await expect(seeded).toContainText("Delivery £2.49 · minimum order £12.00");
    expect(await findSeriousViolations(page), "/admin/zones").toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("zones.png"), fullPage: true });

    const form = page.getByRole("region", { name: "New zone" });
    const name = `Outer West ${testInfo.project.name}`;
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Outward codes/).fill("W10, W1B 5AH");
    await form.getByLabel(/^Delivery fee/).fill("-1");
    await form.getByLabel(/^Minimum order/).fill("25");
    await form.getByRole("button", { name: "Create zone" }).click();
    await expect(form.getByText(/^Not an outward code: 5AH\./)).toBeVisible();
    await expect(form.getByText("The delivery fee cannot be negative.")).toBeVisible();
    // Overlap is the server's rule: it answers beside the field too.
    await form.getByLabel(/^Outward codes/).fill("W10, W1");
    await form.getByLabel(/^Delivery fee/).fill("3.99");
    await form.getByRole("button", { name: "Create zone" }).click();
    await expect(form.getByText(/W1 overlaps W1 in Central London/)).toBeVisible();
    expect(await findSeriousViolations(page), "/admin/zones with errors").toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("zones-errors.png"), fullPage: true });

    await form.getByLabel(/^Outward codes/).fill("W10, W11");
    await form.getByRole("button", { name: "Create zone" }).click();
    const row = page.getByTestId("zone-row").filter({ hasText: name });
    await expect(row).toContainText("Delivery £3.99 · minimum order £25.00");
    await expect(row).toContainText("W10, W11");

    await row.getByRole("button", { name: `Edit ${name}` }).click();
    // While edited, the row is a form: its name is in a field, not in the text.
    const editing = page.getByTestId("zone-row").filter({ has: page.getByRole("button", { name: "Save zone" }) });
    await expect(editing.getByLabel(/^Name/)).toHaveValue(name);
    await editing.getByLabel(/^Extra minutes/).fill("15");
    await page.screenshot({ path: testInfo.outputPath("zones-edit.png"), fullPage: true });
    await editing.getByRole("button", { name: "Save zone" }).click();
    await expect(row).toContainText("+15 min");
    const check = await page.request.get("/api/delivery/check?postcode=W10%205AA");
    expect((await check.json()).data.zone).toMatchObject({ name, deliveryFee: 3.99, minimumOrder: 25 });

    page.once("dialog", (dialog) => void dialog.accept());
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(row).toHaveCount(0);
  });
});
