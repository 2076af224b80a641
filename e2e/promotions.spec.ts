import AxeBuilder from "@axe-core/playwright";
import { randomUUID } from "node:crypto";
import { ANY_WIDTH, expect, test } from "./support/fixtures";
import type { APIRequestContext } from "@playwright/test";
import { adminToken, signInAsAdmin } from "./support/admin";

/**
 * Retires, through the API, any promotion of that name still running. A deal a failed test left
 * live would be a fourth card on the landing page and fail landing.spec.ts too (CI, 2026-11-30).
 */
async function retireIfRunning(request: APIRequestContext, name: string) {
  const auth = { authorization: `Bearer ${await adminToken(request)}` };
  const listed = await request.get("/api/adminauth/promotions", { headers: auth });
  const rows = ((await listed.json()) as { data: { _id: string; name: string; retiredAt: string | null }[] }).data;
  for (const row of rows.filter((r) => r.name === name && r.retiredAt === null)) {
    await request.delete(`/api/adminauth/promotions/${row._id}`, { headers: auth });
  }
}

// Promotions are the admin's, and the pages advertise exactly the live ones (issue 11).

test.describe("[ADMIN] [PROMOTIONS] promotions", { tag: ANY_WIDTH }, () => {
  let made: string | undefined;
  test.afterEach(async ({ request }) => {
    if (made) await retireIfRunning(request, made);
    made = undefined;
  });

  test("the admin creates a deal with the form, the home page shows it, retiring takes it away", async ({
    page,
  }, testInfo) => {
    const name = `Salad Tuesday ${randomUUID().slice(0, 6)}`;
    made = name;
    await signInAsAdmin(page, "/admin/promotions");
    await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
    await expect(page.getByTestId("promotion-row").filter({ hasText: "ORDER5" })).toContainText("Running");
    await page.screenshot({ path: testInfo.outputPath(`promotions-${testInfo.project.name}.png`), fullPage: true });

    await page.getByRole("link", { name: "New promotion" }).click();
    await expect(page).toHaveURL(/\/admin\/promotions\/new$/);
    // The same rules as the server, before anything is sent.
    await page.getByRole("button", { name: "Create promotion" }).click();
    await expect(page.getByText("Give the promotion a name.")).toBeVisible();

    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await page.getByRole("textbox", { name: "Badge", exact: true }).fill("-15%");
    await page.getByRole("textbox", { name: "Headline", exact: true }).fill("Salads for less");
    await page.getByLabel("Condition, in words").fill("15% off every salad.");
    await page.getByLabel("The deals on the home page").check();
    await page.getByLabel("A deal card opens the menu at").selectOption({ label: "Salads" });
    await page
      .getByRole("combobox", { name: "It gives", exact: true })
      .selectOption({ label: "A percentage off some dishes" });
    await page.getByRole("spinbutton", { name: "Percentage off" }).fill("150");
    await page.getByRole("group", { name: "Categories it covers" }).getByLabel("Salads").check();
    await page.getByRole("button", { name: "Create promotion" }).click();
    await expect(page.getByText("At most 100%.")).toBeVisible();
    await page.getByRole("spinbutton", { name: "Percentage off" }).fill("15");
    await page.screenshot({ path: testInfo.outputPath(`promotion-form-${testInfo.project.name}.png`), fullPage: true });
    const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.getByRole("button", { name: "Create promotion" }).click();
    await expect(page).toHaveURL(/\/admin\/promotions$/);
    const row = page.getByTestId("promotion-row").filter({ hasText: name });
    await expect(row).toContainText("Running");

    await page.goto("/");
    const deal = page.getByTestId("home-deal").filter({ hasText: "Salads for less" });
    await expect(deal).toContainText("-15%");
    await deal.click();
    await expect(page).toHaveURL(/\/order\?category=[0-9a-f-]+#menu$/);

    await page.goto("/admin/promotions");
    page.once("dialog", (d) => void d.accept());
    await page
      .getByTestId("promotion-row")
      .filter({ hasText: name })
      .getByRole("button", { name: `Retire ${name}` })
      .click();
    await expect(page.getByTestId("promotion-row").filter({ hasText: name })).toContainText("Retired");
    await page.goto("/");
    await expect(page.getByTestId("home-deal").filter({ hasText: "Salads for less" })).toHaveCount(0);
  });

  test("a promotion that ends leaves the home page at its end time", async ({ page, request }) => {
    const token = await adminToken(request);
    const headline = `Flash deal ${randomUUID().slice(0, 6)}`;
    const endsAt = new Date(Date.now() + 6_000).toISOString();
    const created = await request.post("/api/adminauth/promotions", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: headline,
        headline,
        badge: "-10%",
        description: "10% off everything for a moment.",
        kind: "percent_off_subtotal",
        percent: 10,
        placements: ["home_deals"],
        endsAt,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto("/");
    await expect(page.getByTestId("home-deal").filter({ hasText: headline })).toBeVisible();
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId("home-deal").filter({ hasText: headline }).count();
        },
        { timeout: 20_000, intervals: [2_000] },
      )
      .toBe(0);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(endsAt));
  });
});
