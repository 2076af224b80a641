import type { APIRequestContext, Page } from "@playwright/test";
import { generate } from "otplib";
import { E2E_ADMIN } from "../playwright.config";
import { findSeriousViolations } from "./support/axe";
import { ANY_WIDTH, expect, PHONE_ONLY, test } from "./support/fixtures";
import { expectOrderConfirmed, trackFromConfirmation } from "./support/confirmation";
import { takesOrdersNow } from "./support/customer-api";
import { linkToken, replaceStripeAtTheEdge, startStripeShop, type StripeShop } from "./support/stripe-shop";

// Payments a UK takeaway takes (issue 21, decision 030), in a shop with Stripe's keys (the Stripe
// double) and cash at collection turned on by its owner: a card order with a tip paid in the
// Payment Element, a cash order for collection, both on the kitchen's board, the cash taken.
// Screenshots of the checkout's payment step at 390 px and on a desktop.

let shop: StripeShop;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  shop = await startStripeShop(testInfo.project.name);
});

test.afterAll(async () => {
  await shop?.stop();
});

const gbp = (pence: number) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(pence / 100);
const axeClean = async (page: Page, what: string) => expect(await findSeriousViolations(page), what).toEqual([]);

async function data<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  const text = await res.text();
  expect(res.ok(), text).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

/** A new customer of the Stripe shop, signed in in this browser (the session cookie). */
async function signedInCustomer(page: Page, prefix: string) {
  const suffix = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 10)}`;
  const customer = {
    username: `${prefix}${suffix}`.slice(0, 15),
    email: `${prefix}-${suffix}@example.co.uk`,
    password: "slice-e2e-1",
  };
  const signUp = await page.request.post(`${shop.url}/api/auth/SignUp`, { form: customer });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const token = await linkToken(shop, customer.email, "/auth/verifyemail");
  await data(await page.request.get(`${shop.url}/api/auth/verifyemail/${token}`));
  await data(
    await page.request.post(`${shop.url}/api/auth/SignIn`, {
      data: { email: customer.email, password: customer.password, cookie: true },
    }),
  );
  await data(
    await page.request.put(`${shop.url}/api/auth/user/contact`, {
      data: { name: customer.username, phone: "07911 123456" },
    }),
  );
  return customer;
}

/** Two large Margheritas for delivery to an address, or for collection; ahead when the shop is closed. */
async function fillBasket(page: Page, fulfilment: "delivery" | "collection") {
  const categories = await data<{ _id: string; Categoryname: string }[]>(
    await page.request.get(`${shop.url}/api/admin/foodcategorydatashow`),
  );
  const pizzas = categories.find((c) => c.Categoryname === "Pizzas")!;
  const { categoryIteam } = await data<{
    categoryIteam: {
      _id: string;
      categoryItemName: string;
      pricing: { size: string; price: number; offered: boolean }[];
    }[];
  }>(await page.request.get(`${shop.url}/api/admin/foodCategoryItemdata/${pizzas._id}`));
  const pizza = categoryIteam.find((i) => i.categoryItemName === "Margherita")!;
  const price = pizza.pricing.find((p) => p.size === "large")!.price;
  await data(
    await page.request.post(`${shop.url}/api/cart/addCart`, {
      data: {
        qty: 2,
        total: Math.round(price * 200) / 100,
        subcategoryId: null,
        categoryItemId: pizza._id,
        size: "large",
      },
    }),
  );
  if (fulfilment === "delivery") {
    const address = await data<{ _id: string }>(
      await page.request.post(`${shop.url}/api/cart/addAddress`, {
        data: { address: "12 Regent Street, London W1B 5TD" },
      }),
    );
    await data(await page.request.post(`${shop.url}/api/cart/selectAddress`, { data: { addressId: address._id } }));
  }
  const status = await data<Record<string, { open: boolean; lastOrdersAt: string | null }>>(
    await page.request.get(`${shop.url}/api/store/status`),
  );
  let slot: string | null = null;
  if (!takesOrdersNow(status[fulfilment]!)) {
    const { slots } = await data<{ slots: { start: string; available: boolean }[] }>(
      await page.request.get(`${shop.url}/api/store/slots?fulfilment=${fulfilment}`),
    );
    slot = slots.find((s) => s.available)!.start;
  }
  return data<{ grandtotal: number; subtotal: number; discount: number }>(
    await page.request.post(`${shop.url}/api/cart/fulfilment`, { data: { fulfilment, slot } }),
  );
}

/** The shop's owner with two-factor sign-in on (payment settings need it), signed in in `page`. */
async function signInOwnerWithTwoFactor(page: Page, request: APIRequestContext, next: string) {
  // Through the API with a bearer token, apart from the browser, whose sign-in must ask for the code.
  const login = await data<{ token: string }>(
    await request.post(`${shop.url}/api/adminauth/adminlogin`, { data: { form: E2E_ADMIN } }),
  );
  const auth = { authorization: `Bearer ${login.token}` };
  const { secret } = await data<{ secret: string }>(
    await request.post(`${shop.url}/api/adminauth/2fa/setup`, { headers: auth }),
  );
  await data(
    await request.post(`${shop.url}/api/adminauth/2fa/enable`, {
      headers: auth,
      data: { code: await generate({ secret }) },
    }),
  );
  await page.goto(`${shop.url}/admin/sigIn?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The window after the one that turned it on: a code is good once.
  await page
    .getByLabel(/^Code from your authenticator app/)
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
}

test.describe("[CHECKOUT] Stripe, tips and cash", () => {
  test(
    "a card order with a tip and a cash collection order, both on the board, the cash taken",
    { tag: ANY_WIDTH },
    async ({ browser, page: card, request }, testInfo) => {
      test.setTimeout(180_000);

      // --- The owner turns on cash at collection (payment settings: owner, two-factor) ---
      const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const owner = await admin.newPage();
      await signInOwnerWithTwoFactor(owner, request, "/admin/store");
      const cash = owner.getByTestId("cash-settings");
      await expect(cash.getByLabel("Take cash on delivery")).not.toBeChecked();
      await cash.getByLabel("Take cash when customers collect").check();
      await expect(cash.getByLabel(/Largest cash order/)).toHaveValue("40");
      await owner.getByRole("button", { name: "Save times and capacity" }).click();
      await expect(owner.getByText("Store settings saved")).toBeVisible();

      // --- A card order with a 15% tip, paid in the Payment Element (this page's CSP is watched) ---
      await replaceStripeAtTheEdge(card.context(), shop.stripe);
      await signedInCustomer(card, "card");
      const basket = await fillBasket(card, "delivery");
      await card.goto(`${shop.url}/checkout`);
      const step = card.getByTestId("payment-step");
      const methods = step.getByRole("group", { name: "How would you like to pay?" });
      // Stripe is the default; cash is not offered for delivery in this shop; the test mode stays beside test keys.
      // The first checkout of a server just started, on a shared machine, may take a while to hydrate.
      await expect(methods.getByRole("radio", { name: "Card, Apple Pay or Google Pay" })).toBeChecked({
        timeout: 20_000,
      });
      await expect(methods.getByRole("radio", { name: /Cash on delivery/ })).toHaveCount(0);
      const goods = Math.round((basket.subtotal - basket.discount) * 100);
      const tip = Math.round((goods * 15) / 100);
      const total = Math.round(basket.grandtotal * 100);
      await step
        .getByRole("group", { name: "Add a tip for your rider" })
        .getByText(`15% (${gbp(tip)})`)
        .click();
      const frame = card.frameLocator('iframe[title="Secure payment input frame"]');
      // Declined first (Stripe's test card 4000 0000 0000 0002): said, and paying again works.
      await frame.getByLabel("Card number").fill("4000 0000 0000 0002");
      await frame.getByLabel("Expiry").fill("12 / 34");
      await frame.getByLabel("Security code").fill("123");
      const pay = step.getByRole("button", { name: `Pay ${gbp(total + tip)}` });
      await expect(pay).toBeEnabled();
      await axeClean(card, "the checkout's payment step");
      await step.screenshot({ path: testInfo.outputPath("payment-step-desktop.png") });
      await card.screenshot({ path: testInfo.outputPath("checkout-card-desktop.png"), fullPage: true });
      await pay.click();
      await expect(step.getByTestId("card-error")).toHaveText("Your card was declined.");
      await frame.getByLabel("Card number").fill("4242 4242 4242 4242");
      await pay.click();
      // The confirmation page says how it was paid and what with the tip (issue 25), then tracking.
      await expectOrderConfirmed(card);
      await expect(card.getByTestId("confirmation-payment")).toHaveText("Paid by card");
      await expect(card.getByTestId("order-paid-with-tip")).toHaveText(gbp(total + tip));
      const cardOrderId = await trackFromConfirmation(card);
      await expect(card.getByText("Your tip, thank you")).toBeVisible();
      await expect(card.getByText(gbp(total + tip), { exact: true })).toBeVisible();
      // Paid at Stripe for exactly the total and the tip.
      const intents = [...shop.stripe.intents.values()].filter((i) => i.metadata.orderId === cardOrderId);
      expect(intents.map((i) => [i.status, i.amount])).toEqual([["succeeded", total + tip]]);

      // --- A cash order for collection: placed at once, to pay at the counter ---
      const cashContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await replaceStripeAtTheEdge(cashContext, shop.stripe);
      const collector = await cashContext.newPage();
      await signedInCustomer(collector, "cash");
      const cashBasket = await fillBasket(collector, "collection");
      const due = Math.round(cashBasket.grandtotal * 100);
      await collector.goto(`${shop.url}/checkout`);
      const cashStep = collector.getByTestId("payment-step");
      await cashStep.getByRole("radio", { name: "Pay at collection (cash)" }).check();
      await expect(cashStep.getByTestId("tip-picker")).toHaveCount(0);
      await axeClean(collector, "the payment step with cash chosen");
      await cashStep.getByRole("button", { name: `Place order, pay ${gbp(due)} when you collect` }).click();
      await expectOrderConfirmed(collector);
      await expect(collector.getByTestId("confirmation-payment")).toHaveText(
        `Pay ${gbp(due)} in cash when you collect`,
      );
      await expect(collector.getByTestId("confirmation-fulfilment")).toHaveText("You collect it at the counter");
      const cashOrderId = await trackFromConfirmation(collector);
      await expect(collector.getByTestId("tracking-payment")).toHaveText(`Pay ${gbp(due)} in cash when you collect`);
      // The receipt gives it as its last line, not the same sentence again.
      await expect(collector.getByTestId("cash-due-customer").getByRole("term")).toHaveText(
        "To pay in cash when you collect",
      );
      await expect(collector.getByTestId("cash-due-customer").getByRole("definition")).toHaveText(gbp(due));
      await expect(collector.getByText(`Pay ${gbp(due)} in cash when you collect`)).toHaveCount(1);

      // --- The kitchen's board: the card order with its tip, the cash order to take payment for ---
      await owner.goto(`${shop.url}/admin/orders`);
      const cardCard = owner.locator(`[data-testid="board-order"][data-order-id="${cardOrderId}"]`);
      const cashCard = owner.locator(`[data-testid="board-order"][data-order-id="${cashOrderId}"]`);
      await expect(cardCard).toContainText(`${gbp(total)} + ${gbp(tip)} tip · Card (Stripe) Paid`);
      await expect(cashCard.getByTestId("cash-due")).toHaveText(`CASH ${gbp(due)} — take payment`);
      await axeClean(owner, "the board with a cash order");
      await owner.screenshot({ path: testInfo.outputPath("board-card-and-cash.png"), fullPage: true });
      // The order's own page reads the cash as due, not as a card payment pending.
      await owner.goto(`${shop.url}/admin/orders/${cashOrderId}`);
      const payments = owner.getByTestId("payments");
      await expect(payments.getByTestId("payment-method")).toHaveText("Payment by Cash");
      // Said once: the order reads "Cash due", its payment's row where the money is to be taken.
      await expect(payments.getByText("Cash due", { exact: true })).toHaveCount(1);
      await expect(payments.getByRole("listitem").getByTestId("payment-status")).toHaveText("To take at the counter");
      await owner.goto(`${shop.url}/admin/orders`);
      await cashCard.getByRole("button", { name: new RegExp(`^Cash taken ${gbp(due).replace(".", "\\.")}`) }).click();
      await expect(cashCard.getByTestId("cash-due")).toHaveCount(0);
      await expect(cashCard).toContainText(`${gbp(due)} · Cash Paid`);
      await owner.goto(`${shop.url}/admin/orders/${cashOrderId}`);
      await expect(payments.getByTestId("payment-method")).toHaveText("Paid by Cash");
      await expect(payments.getByRole("listitem").getByTestId("payment-status")).toHaveText("Paid");
      await admin.close();
      await cashContext.close();
    },
  );

  // The desktop journey takes the desktop screenshots.
  test("the payment step fits a phone", { tag: PHONE_ONLY }, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await replaceStripeAtTheEdge(page.context(), shop.stripe);
    await signedInCustomer(page, "phone");
    await fillBasket(page, "delivery");
    await page.goto(`${shop.url}/checkout`);
    const step = page.getByTestId("payment-step");
    await step.getByRole("group", { name: "Add a tip for your rider" }).getByText("Other").click();
    await step.getByLabel(/Tip amount/).fill("2.50");
    await page
      .frameLocator('iframe[title="Secure payment input frame"]')
      .getByLabel("Card number")
      .fill("4242 4242 4242 4242");
    await expect(step.getByRole("button", { name: /^Pay £/ })).toBeEnabled();
    // Each way to pay keeps its round radio when its words take two lines: the test mode's were
    // squeezed into an oval 17 px wide.
    const radios = step.getByRole("group", { name: "How would you like to pay?" }).getByRole("radio");
    expect(await radios.count()).toBeGreaterThan(1);
    for (const radio of await radios.all()) {
      const box = await radio.boundingBox();
      expect(box?.width, await radio.evaluate((r) => r.closest("label")?.textContent)).toBe(box?.height);
    }
    await step.scrollIntoViewIfNeeded();
    await axeClean(page, "the payment step on a phone");
    await step.screenshot({ path: testInfo.outputPath("payment-step-390.png") });
    await page.screenshot({ path: testInfo.outputPath("checkout-390.png"), fullPage: true });
    // Nothing wider than the screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });
});
