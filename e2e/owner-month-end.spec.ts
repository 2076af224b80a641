import { signInAsAdmin } from "./support/admin";
import { aLargePizza, createSignedInCustomer, placePaidOrder } from "./support/customer-api";
import { expect, test } from "./support/fixtures";

// What the owner reads going back over a month's orders, at a desk (1280 px) and on a phone (390 px).

test.describe("[OWNER] an order's page", () => {
  test("each label of the customer's card is on one line beside a long e-mail address", async ({ page, request }) => {
    const customer = await createSignedInCustomer(request, "longaddress");
    const order = await placePaidOrder(request, customer, {
      ...(await aLargePizza(request)),
      qty: 1,
      address: "221B Baker Street, London NW1 6XE",
    });
    await signInAsAdmin(page, `/admin/orders/${order.orderId}`);
    const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "Customer" }) });
    await expect(card.getByRole("link", { name: customer.email })).toBeVisible();
    for (const label of await card.locator("dt").all()) {
      // "E-mail" broken at its hyphen read "E-" above "mail".
      const lines = await label.evaluate((dt) => {
        const range = document.createRange();
        range.selectNodeContents(dt);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, await label.innerText()).toBe(1);
    }
  });
});
