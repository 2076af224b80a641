import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { adminToken, signInAsAdmin } from "./support/admin";
import { findSeriousViolations } from "./support/axe";
import { aLargePizza, createSignedInCustomer, placePaidOrder } from "./support/customer-api";
import { ANY_WIDTH, expect, test } from "./support/fixtures";
import { measureHorizontalOverflow } from "./support/full-page";

// /admin/reports (issue 24, decision 035): the trading day's Z report, another day chosen with
// the date picker, a VAT period with boxes 1 and 6, the CSV downloads read back by a CSV parser,
// the takings chart, print on 80 mm and A4. Expected figures come from the reports API.

const gbp = (major: number) => new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(major);

type Row = { ratePercent: number; net: number; vat: number; gross: number };

async function api<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${url} answered ${res.status()}`).toBe(true);
  return (await res.json()).data as T;
}

test.describe("[REPORTS] /admin/reports", { tag: ANY_WIDTH }, () => {
  test("shows the day's Z report and a VAT period as the API has them, downloads CSVs that parse, prints", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const customer = await createSignedInCustomer(request, "zrep");
    await placePaidOrder(request, customer, {
      ...(await aLargePizza(request)),
      qty: 2,
      address: "221B Baker Street, London NW1 6XE",
    });
    const token = await adminToken(request);

    await signInAsAdmin(page, "/admin/reports");
    await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    await expect(page.getByTestId("day-report")).toHaveAttribute("data-status", "ready");
    const shownDay = await page.getByLabel("Trading day").inputValue();
    const day = await api<{ takings: { orders: number; gross: number; net: number }; vat: { net: Row[] } }>(
      request,
      token,
      `/api/adminauth/reports/day?date=${shownDay}`,
    );
    expect(day.takings.orders).toBeGreaterThan(0);
    await expect(page.getByTestId("z-orders")).toHaveText(String(day.takings.orders));
    await expect(page.getByTestId("z-gross")).toHaveText(gbp(day.takings.gross));
    await expect(page.getByTestId("z-net")).toHaveText(gbp(day.takings.net));
    const vatTable = page.getByTestId("z-vat");
    for (const r of day.vat.net) {
      await expect(vatTable.getByRole("row", { name: new RegExp(`^${r.ratePercent}%`) })).toContainText(gbp(r.vat));
    }
    expect(await findSeriousViolations(page)).toEqual([]);
    expect(await measureHorizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: testInfo.outputPath(`reports-${project}.png`), fullPage: true });

    // Another day, chosen with the date picker: a day with nothing in it says so.
    await page.getByLabel("Trading day").fill("2020-01-15");
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect(page.getByTestId("z-report")).toContainText("Wednesday 15 January 2020");
    await expect(page.getByTestId("z-orders")).toHaveText("0");
    await expect(page.getByTestId("z-busiest")).toHaveText("No orders");
    await page.getByRole("button", { name: "Next day" }).click();
    await expect(page.getByTestId("z-report")).toContainText("Thursday 16 January 2020");
    await page.getByLabel("Trading day").fill(shownDay);
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect(page.getByTestId("z-orders")).toHaveText(String(day.takings.orders));

    // The VAT period: this month, boxes 1 and 6 as the API gives them, and the chart.
    await page.getByRole("button", { name: "This month" }).click();
    await expect(page.getByTestId("vat-report")).toHaveAttribute("data-status", "ready");
    const first = await page.getByLabel("First day").inputValue();
    const last = await page.getByLabel("Last day").inputValue();
    const vat = await api<{ box1: number; box6: number; takings: { net: number } }>(
      request,
      token,
      `/api/adminauth/reports/vat?from=${first}&to=${last}`,
    );
    await expect(page.getByTestId("box-1")).toHaveText(gbp(vat.box1));
    await expect(page.getByTestId("period-net")).toHaveText(gbp(vat.takings.net));
    await expect(page.getByTestId("takings-chart")).toBeVisible();
    await expect(page.getByTestId("takings-chart")).toHaveAttribute("aria-label", /^Chart of net takings by day/);

    // A period the wrong way round is refused beside the dates, before anything is asked.
    await page.getByLabel("First day").fill(last);
    await page.getByLabel("Last day").fill(first);
    if (first !== last) {
      await page.getByRole("button", { name: "Show period" }).click();
      await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
        "The first day must be before the last.",
      );
      await expect(page.getByLabel("First day")).toHaveAttribute("aria-invalid", "true");
      await page.getByRole("button", { name: "This month" }).click();
    }

    // The downloads: UTF-8 with a byte order mark, read back by a CSV parser.
    for (const [link, header] of [
      ["download-orders", "Gross (£)"],
      ["download-vat", "VAT rate (%)"],
    ] as const) {
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(link).click()]);
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows: string[][] = parse(bytes, { bom: true, relax_column_count: true, skip_empty_lines: true });
      expect(rows.flat()).toContain(header);
      if (link === "download-orders") {
        expect(download.suggestedFilename()).toBe(`orders-${first}-to-${last}.csv`);
        expect(rows.length).toBeGreaterThan(1);
      }
    }
    await page.getByRole("button", { name: "This month" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`reports-vat-${project}.png`), fullPage: true });

    // Printing: only the sheet, on the paper chosen (the print dialog itself is the browser's).
    await page.evaluate(() => (window.print = () => undefined));
    await page.getByRole("button", { name: "Print on 80 mm" }).click();
    await expect(page.getByTestId("z-report")).toHaveClass(/z-slip/);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();
    await expect(page.getByTestId("z-report")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`reports-print-80mm-${project}.png`), fullPage: true });
    await page.emulateMedia({ media: "screen" });
    await page.getByRole("button", { name: "Print on A4" }).click();
    await expect(page.getByTestId("z-report")).toHaveClass(/z-a4/);
    await page.emulateMedia({ media: "print" });
    await page.screenshot({ path: testInfo.outputPath(`reports-print-a4-${project}.png`), fullPage: true });
    await page.emulateMedia({ media: "screen" });
  });
});

test.describe("[REPORTS] a figure with its sign", { tag: ANY_WIDTH }, () => {
  test("a refund's minus sign stays with its amount in the period's narrow summary", async ({ page, request }) => {
    // A rejected order is refunded in full: the period then has refunds to show as "−£…".
    const customer = await createSignedInCustomer(request, "zsign");
    const rejected = await placePaidOrder(request, customer, {
      ...(await aLargePizza(request)),
      qty: 3,
      address: "221B Baker Street, London NW1 6XE",
    });
    const token = await adminToken(request);
    const reject = await request.post(`/api/adminauth/orders/${rejected.orderId}/reject`, {
      headers: { authorization: `Bearer ${token}` },
      data: { reason: "Out of dough" },
    });
    expect(reject.status(), await reject.text()).toBe(200);

    await signInAsAdmin(page, "/admin/reports");
    await page.getByRole("button", { name: "This month" }).click();
    await expect(page.getByTestId("vat-report")).toHaveAttribute("data-status", "ready");
    const refunds = page.getByTestId("vat-report").locator("dd").filter({ hasText: /^−£/ });
    await expect(refunds).toHaveCount(1);
    // On one line: as tall as one line of its text, not "−" above "£35.47".
    const lines = await refunds.evaluate((dd) => {
      const range = document.createRange();
      range.selectNodeContents(dd);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
  });
});

test.describe("[REPORTS] dates the reports do not cover", { tag: ANY_WIDTH }, () => {
  test("a date before 2000 is refused beside the dates on the dashboard, the day and the VAT period", async ({
    page,
  }) => {
    const message = "Choose a date from 2000 to 2099.";
    await signInAsAdmin(page, "/admin/dashboard");
    await expect(page.getByTestId("dashboard-figures")).toHaveAttribute("data-status", "ready");
    await page.getByLabel("From").fill("1999-12-01");
    await page.getByRole("button", { name: "Show period" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(message);
    await expect(page.getByLabel("From")).toHaveAttribute("aria-invalid", "true");
    // The figures shown are still the last period's, not a failure.
    await expect(page.getByTestId("dashboard-figures")).toHaveAttribute("data-status", "ready");

    await page.goto("/admin/reports");
    await expect(page.getByTestId("day-report")).toHaveAttribute("data-status", "ready");
    await page.getByLabel("Trading day").fill("1999-12-31");
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect(page.getByTestId("day-report-error")).toHaveText(message);
    await expect(page.getByLabel("Trading day")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("day-report")).toHaveAttribute("data-status", "ready");

    await page.getByLabel("First day").fill("1999-12-01");
    await page.getByRole("button", { name: "Show period" }).click();
    await expect(page.locator("#vat-period-error")).toHaveText(message);
    await expect(page.getByTestId("vat-report")).toHaveAttribute("data-status", "ready");
    expect(await findSeriousViolations(page)).toEqual([]);
  });

  test("Previous day from 1 January 2000 is refused beside the date in the server's words, the sheet kept", async ({
    page,
    request,
  }) => {
    // What the server answers for that day, and what the screen must say rather than the 400's
    // general "Check the highlighted fields and try again." in place of the sheet.
    const refused = await request.get("/api/adminauth/reports/day?date=1999-12-31", {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
    });
    expect(refused.status()).toBe(400);
    const message: string = (await refused.json()).data.date;
    expect(message).toBe("Choose a date from 2000 to 2099.");

    await signInAsAdmin(page, "/admin/reports");
    await expect(page.getByTestId("day-report")).toHaveAttribute("data-status", "ready");
    await page.getByLabel("Trading day").fill("2000-01-01");
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect(page.getByTestId("z-report")).toContainText("Saturday 1 January 2000");
    await page.getByRole("button", { name: "Previous day" }).click();
    await expect(page.getByTestId("day-report-error")).toHaveText(message);
    await expect(page.getByLabel("Trading day")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("day-report")).toHaveAttribute("data-status", "ready");
    await expect(page.getByTestId("z-report")).toContainText("Saturday 1 January 2000");
    await expect(page.getByRole("alert").filter({ hasText: /^Check / })).toHaveCount(0);
    // Next day takes the error away with it.
    await page.getByRole("button", { name: "Next day" }).click();
    await expect(page.getByTestId("z-report")).toContainText("Sunday 2 January 2000");
    await expect(page.getByTestId("day-report-error")).toHaveCount(0);
  });
});

test.describe("[REPORTS] a CSV download after the session has ended", { tag: ANY_WIDTH }, () => {
  test("downloads while signed in, then says to sign in again instead of nothing happening", async ({
    page,
  }, testInfo) => {
    await signInAsAdmin(page, "/admin/reports");
    await page.getByRole("button", { name: "This month" }).click();
    await expect(page.getByTestId("vat-report")).toHaveAttribute("data-status", "ready");
    const first = await page.getByLabel("First day").inputValue();
    const last = await page.getByLabel("Last day").inputValue();
    const button = page.getByRole("button", { name: "VAT report (CSV)" });
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    expect(download.suggestedFilename()).toBe(`vat-${first}-to-${last}.csv`);
    const bytes = await readFile((await download.path())!);
    expect(parse(bytes, { bom: true, relax_column_count: true }).flat()).toContain("VAT rate (%)");

    // The session ends on the server while the page still holds its cookie (as when the owner
    // signs the member out everywhere): a plain link's download was cancelled without a word.
    const cookies = await page.context().cookies();
    const out = await page.request.post("/api/adminauth/adminlogout");
    expect(out.status(), await out.text()).toBe(200);
    await page.context().addCookies(cookies);
    let downloads = 0;
    page.on("download", () => downloads++);
    await button.click();
    const note = page.getByTestId("download-signed-out");
    await expect(note).toContainText("You have been signed out.");
    await expect(note.getByRole("link", { name: "Sign in again" })).toHaveAttribute(
      "href",
      "/admin/sigIn?next=%2Fadmin%2Freports",
    );
    expect(downloads).toBe(0);
    expect(await findSeriousViolations(page)).toEqual([]);
    expect(await measureHorizontalOverflow(page)).toBe(0);
    await page.getByTestId("download-note").scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`reports-download-signed-out-${testInfo.project.name}.png`) });
    // A tablet on its side, between the desktop's 1280 and the phone's 390.
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.getByTestId("download-note").scrollIntoViewIfNeeded();
    expect(await measureHorizontalOverflow(page)).toBe(0);
    await page.screenshot({
      path: testInfo.outputPath(`reports-download-signed-out-768-${testInfo.project.name}.png`),
    });
  });
});
