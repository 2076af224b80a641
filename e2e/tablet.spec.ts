import type { APIRequestContext } from "@playwright/test";
import { adminToken, signInAsAdmin } from "./support/admin";
import { findSeriousViolations } from "./support/axe";
import { aLargePizza, createSignedInCustomer, placePaidOrder } from "./support/customer-api";
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
