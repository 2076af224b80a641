import type { APIRequestContext, Locator } from "@playwright/test";
import { adminToken, signInAsAdmin } from "./support/admin";
import { findSeriousViolations } from "./support/axe";
import {
  aLargePizza,
  addCartBody,
  createSignedInCustomer,
  payPendingOrder,
  placePaidOrder,
} from "./support/customer-api";
import { ANY_WIDTH, expect, test } from "./support/fixtures";
import { openAllDayDuringEachTest } from "./support/trading";

// The shop's tablet, 768 px upright and 1024 px on its side, and a laptop's 1280: the screens the
// staff use on it read without sideways scrolling.

const ADDRESS = "10 Downing Street, London SW1A 2AA";
const WIDTHS = [768, 1024, 1280];

openAllDayDuringEachTest();

async function rejectedWithALongReason(request: APIRequestContext, reason: string) {
  const customer = await createSignedInCustomer(request, "trail");
  const order = await placePaidOrder(request, customer, { ...(await aLargePizza(request)), qty: 1, address: ADDRESS });
  const rejected = await request.post(`/api/adminauth/orders/${order.orderId}/reject`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { reason },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);
  return order;
}

test(
  "the audit trail reads without sideways scrolling from a 768 px tablet to a 1280 px laptop",
  { tag: ANY_WIDTH },
  async ({ page, request }) => {
    const reason = "The oven broke down in the middle of the Friday rush and the engineer cannot come until Monday";
    const order = await rejectedWithALongReason(request, reason);
    await signInAsAdmin(page, "/admin/audit");
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 1024 });
      const entry = page.getByRole("row").filter({ hasText: order.orderNumber }).filter({ hasText: reason });
      await expect(entry, `the rejection's entry at ${width} px`).toBeVisible();
      const table = page.getByRole("table");
      // Every part of the trail inside its box: no sideways scroll of the table's box or the page.
      const overflow = await table.evaluate((t) => {
        const box = t.parentElement!;
        return {
          box: box.scrollWidth - box.clientWidth,
          page: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      expect(overflow, `sideways scroll at ${width} px`).toEqual({ box: 0, page: 0 });
      // The reason and the address are read with the rest of the entry.
      await expect(entry).toContainText(reason);
      await expect(entry).toContainText("127.0.0.1");
    }
    expect(await findSeriousViolations(page)).toEqual([]);
  },
);

/** A paid delivery for a customer whose name (as given at checkout) is long and hyphenated. */
async function paidOrderForALongName(request: APIRequestContext, name: string) {
  const customer = await createSignedInCustomer(request, "long");
  const headers = { Authorization: `Bearer ${customer.token}` };
  const ok = async (answer: Promise<{ ok(): boolean; text(): Promise<string>; json(): Promise<unknown> }>) => {
    const res = await answer;
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: unknown }).data;
  };
  await ok(request.post("/api/cart/addCart", { headers, data: addCartBody(await aLargePizza(request)) }));
  await ok(request.put("/api/auth/user/contact", { headers, data: { name, phone: "07911 123456" } }));
  const address = (await ok(request.post("/api/cart/addAddress", { headers, data: { address: ADDRESS } }))) as {
    _id: string;
  };
  await ok(request.post("/api/cart/selectAddress", { headers, data: { addressId: address._id } }));
  const created = (await ok(request.post("/api/cart/create_order", { headers }))) as Parameters<
    typeof payPendingOrder
  >[2];
  return payPendingOrder(request, customer, created);
}

/** The links and buttons of a part of the page shorter than a fingertip (44 px), named with their height. */
async function shortTargets(part: Locator): Promise<string[]> {
  return part.evaluate((root) =>
    Array.from(root.querySelectorAll("a, button"))
      .map((e) => ({ name: e.textContent?.trim() ?? "", height: e.getBoundingClientRect().height }))
      .filter((t) => t.height > 0 && t.height < 44)
      .map((t) => `${t.name}: ${Math.round(t.height)} px`),
  );
}

test(
  "on the kitchen's tablet, upright and on its side, an open card's every link and button is a finger's height",
  { tag: ANY_WIDTH },
  async ({ page, request }) => {
    const order = await paidOrderForALongName(request, "Ann Smith-Featherstonehaugh");
    await page.setViewportSize({ width: 768, height: 1024 });
    await signInAsAdmin(page, "/admin/orders");
    const card = page.locator(`[data-testid="board-order"][data-order-id="${order.orderId}"]`);
    await expect(card).toBeVisible({ timeout: 15_000 });
    await card.getByRole("button", { name: "Details" }).click();
    await expect(card.getByRole("link", { name: /^Print ticket/ })).toBeVisible();
    for (const size of [
      { width: 768, height: 1024 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(size);
      expect(await shortTargets(card), `targets under 44 px at ${size.width}×${size.height}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    }
    expect(await findSeriousViolations(page)).toEqual([]);
  },
);

test(
  "an order's page on a 1024 px tablet on its side keeps a long customer name inside its card",
  { tag: ANY_WIDTH },
  async ({ page, request }) => {
    const order = await paidOrderForALongName(request, "Ann Smith-Featherstonehaugh");
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInAsAdmin(page, `/admin/orders/${order.orderId}`);
    await expect(page.getByTestId("order-detail")).toContainText("Ann Smith-Featherstonehaugh");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), "sideways scroll").toBe(
      0,
    );
    // The way back to the board is a finger's height too.
    const back = page.getByTestId("order-detail").getByRole("link", { name: "Orders board" });
    expect((await back.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  },
);
