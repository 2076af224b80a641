import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** The serious and critical axe findings, one line each, so a failure names what to fix. */
async function findSeriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(" ")).join(" | ")})`);
}

test.describe("[A11Y] no serious or critical axe violation", () => {
  for (const path of ["/", "/order", "/restaurant", "/auth", "/checkout", "/profile"]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await findSeriousViolations(page)).toEqual([]);
    });
  }

  test("/ with the admin panel preview open", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(page.getByTestId("admin-preview-modal")).toHaveAttribute("data-hydrated", "true");
    await page.clock.runFor(10_000);
    await expect(page.getByRole("dialog", { name: "Admin Panel Preview" })).toBeVisible();
    expect(await findSeriousViolations(page)).toEqual([]);
  });

  test("/restaurant with a search that finds nothing", async ({ page }) => {
    await page.goto("/restaurant");
    await page.getByRole("searchbox", { name: "Search the menu" }).fill("zzqx");
    await expect(page.getByTestId("menu-search-status")).toHaveText("No dishes match “zzqx”");
    expect(await findSeriousViolations(page)).toEqual([]);
  });
});
