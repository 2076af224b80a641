import type { APIRequestContext, Locator, Page } from "@playwright/test";
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
import { smallTargets } from "./support/targets";
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

const TABLET = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
];

/** Lets a screen that loads what it shows settle: its data in, fonts drawn. */
async function openAndSettle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The top bar's controls drawn outside it (cut off at the top of the screen), by what they say. */
function controlsOutsideHeader(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector("#admin-content")!.previousElementSibling!;
    const bar = header.getBoundingClientRect();
    return [...header.querySelectorAll<HTMLElement>("a[href], button, input")]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height > 0 && (box.top < bar.top || box.bottom > bar.bottom))
      .map(({ el }) => el.getAttribute("aria-label") ?? el.textContent?.trim() ?? "");
  });
}

test(
  "the kitchen's admin screens on the tablet, upright and on its side: every control a finger's height",
  { tag: ANY_WIDTH },
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const order = await paidOrderForALongName(request, "Ann Smith-Featherstonehaugh");
    await signInAsAdmin(page, "/admin/orders");
    for (const size of TABLET) {
      await page.setViewportSize(size);
      for (const path of [
        `/admin/orders/${order.orderId}`,
        "/admin/order-list",
        "/admin/staff",
        "/admin/printers",
        "/admin/orders",
      ]) {
        await openAndSettle(page, path);
        expect(await smallTargets(page), `${path} at ${size.width} px: controls under 44 px`).toEqual([]);
        expect(await controlsOutsideHeader(page), `${path} at ${size.width} px: cut off the header`).toEqual([]);
      }
      // The board with a card open: its details hold the links and the rarer moves.
      const card = page.locator(`[data-testid="board-order"][data-order-id="${order.orderId}"]`);
      await card.getByRole("button", { name: "Details" }).click();
      await expect(card.getByRole("link", { name: /^Print ticket/ })).toBeVisible();
      expect(await smallTargets(page), `the board at ${size.width} px, a card open`).toEqual([]);
    }
    expect(await findSeriousViolations(page)).toEqual([]);
  },
);

test(
  "on the tablet the board's cards show the customer's name whole and allergens at 14 px or more",
  { tag: ANY_WIDTH },
  async ({ page, request }) => {
    const name = "Ann Smith-Featherstonehaugh";
    const order = await paidOrderForALongName(request, name);
    await signInAsAdmin(page, "/admin/orders");
    const card = page.locator(`[data-testid="board-order"][data-order-id="${order.orderId}"]`);
    await expect(card).toBeVisible({ timeout: 15_000 });
    await card.getByRole("button", { name: "Details" }).click();
    for (const size of TABLET) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `/tmp/tablet-board-${size.width}.png` });
      // Cut to an ellipsis, the name's box is narrower than its text.
      const shown = await card.getByTestId("order-name").evaluate((el) => ({
        text: el.textContent,
        isCut: el.scrollWidth > el.clientWidth || getComputedStyle(el).textOverflow === "ellipsis",
      }));
      expect(shown, `the name at ${size.width} px`).toEqual({ text: name, isCut: false });
      const summary = card.getByTestId("order-summary");
      expect(await summary.evaluate((el) => el.scrollHeight <= el.clientHeight), `the dishes at ${size.width} px`).toBe(
        true,
      );
      const allergens = card.getByTestId("allergen-line");
      await expect(allergens).toContainText("Gluten");
      const fontSize = await allergens.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(fontSize, `allergens at ${size.width} px`).toBeGreaterThanOrEqual(14);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    }
    await page.goto(`/admin/orders/${order.orderId}`);
    const onOrderPage = page.getByTestId("order-line").getByTestId("allergen-line");
    await expect(onOrderPage).toContainText("Gluten");
    expect(await onOrderPage.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(14);
  },
);

test(
  "an order's page on a 1024 px tablet breaks no total, time or name in the middle of a word",
  { tag: ANY_WIDTH },
  async ({ page, request }) => {
    const order = await paidOrderForALongName(request, "Ann Smith-Featherstonehaugh");
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInAsAdmin(page, `/admin/orders/${order.orderId}`);
    await expect(page.getByTestId("order-detail")).toContainText("Left to refund");
    await page.screenshot({ path: "/tmp/tablet-order-1024.png", fullPage: true });
    // Each word of each value on one line: a word drawn on two lines has two boxes.
    const broken = await page.getByTestId("order-detail").evaluate((detail) =>
      [...detail.querySelectorAll("dd")].flatMap((dd) => {
        const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
        const words: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (lines.size > 1) words.push(match[0]);
          }
        }
        return words;
      }),
    );
    expect(broken, "words broken across lines").toEqual([]);
  },
);

/**
 * The e-mail address inside `target` as it is drawn: the text of each line it takes, and what of
 * it lies outside the box it is drawn in (`box`, the cell or the order page's row), in pixels.
 */
function drawnEmail(target: Locator, box: string) {
  return target.evaluate((el, boxSelector) => {
    const lines: { top: number; text: string }[] = [];
    let right = 0;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue;
        right = Math.max(right, rect.right);
        const last = lines.at(-1);
        if (last && Math.abs(rect.top - last.top) < 2) last.text += text[i];
        else lines.push({ top: rect.top, text: text[i]! });
      }
    }
    const outer = el.closest(boxSelector)!;
    const padding = parseFloat(getComputedStyle(outer).paddingRight);
    return {
      text: el.textContent,
      lines: lines.map((l) => l.text),
      outside: Math.max(0, Math.round(right - (outer.getBoundingClientRect().right - padding))),
      overflow: outer.scrollWidth - outer.clientWidth,
    };
  }, box);
}

/** The lines of a drawn address that end inside a word: each but the last ends after '@', '.' or '-'. */
const brokenMidWord = (lines: string[]) => lines.slice(0, -1).filter((line) => !/[@.-]$/.test(line));

test(
  "a long e-mail address wraps after its '@', dots and hyphens, inside its box, on the customer list and an order's page",
  { tag: ANY_WIDTH },
  async ({ page, request }, testInfo) => {
    const customer = await createSignedInCustomer(
      request,
      "alexandra",
      (suffix) => `alexandra.featherstonehaugh-smith@longdomain-example${suffix.slice(-3)}.co.uk`,
    );
    const order = await placePaidOrder(request, customer, {
      ...(await aLargePizza(request)),
      qty: 1,
      address: ADDRESS,
    });
    await signInAsAdmin(page, "/admin/order-list");
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await openAndSettle(page, `/admin/order-list?q=${encodeURIComponent(customer.email)}`);
      const cell = page.getByTestId("customer-row").getByRole("cell", { name: customer.email, exact: true });
      await expect(cell).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`customers-email-${width}.png`) });
      const inList = await drawnEmail(cell, "td");
      expect(inList.text, `the list at ${width} px`).toBe(customer.email);
      expect.soft(brokenMidWord(inList.lines), `the list at ${width} px: ${inList.lines.join(" | ")}`).toEqual([]);
      expect.soft(inList, `the list at ${width} px`).toMatchObject({ outside: 0, overflow: 0 });
      // The address's words kept whole still leave the table inside its box.
      const tableBox = await page
        .getByRole("table", { name: "Customers" })
        .evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth);
      expect.soft(tableBox, `the list's sideways scroll at ${width} px`).toBe(0);

      await openAndSettle(page, `/admin/orders/${order.orderId}`);
      const link = page.getByTestId("order-detail").getByRole("link", { name: customer.email, exact: true });
      await expect(link).toHaveAttribute("href", `mailto:${customer.email}`);
      await link.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`order-email-${width}.png`) });
      const onOrder = await drawnEmail(link, "dd");
      expect(onOrder.text, `the order at ${width} px`).toBe(customer.email);
      expect.soft(brokenMidWord(onOrder.lines), `the order at ${width} px: ${onOrder.lines.join(" | ")}`).toEqual([]);
      expect.soft(onOrder, `the order at ${width} px`).toMatchObject({ outside: 0, overflow: 0 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    }
  },
);
