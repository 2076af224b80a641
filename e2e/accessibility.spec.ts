import { findSeriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

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
