import type { Page } from "@playwright/test";
import { findSeriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

// The screen an error shows when nothing nearer catches it (app/global-error.tsx, decision 090):
// the storefront's pages have no error boundary of their own, so a failure while the order
// page's dietary filter draws lands there. The filter's code is served with a throw at the top
// of its function, found by what the chunk holds, whatever the build named it.
const FILTER = /("DietFilterControls",0,function\([^)]*\)\{)/;

async function breakTheDietFilter(page: Page) {
  let broken = 0;
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    const response = await route.fetch();
    const code = await response.text();
    if (!FILTER.test(code)) return route.fulfill({ response });
    broken += 1;
    return route.fulfill({
      response,
      body: code.replace(FILTER, '$1if(window.__breakRender)throw Error("The filter failed to draw");'),
    });
  });
  await page.addInitScript(() => Object.assign(window, { __breakRender: !sessionStorage.getItem("mended") }));
  return { broken: () => broken };
}

test("an error nothing else catches shows the shop's own screen, styled, and Reload draws the page again", async ({
  page,
}) => {
  const filter = await breakTheDietFilter(page);
  const failures: string[] = [];
  page.on("pageerror", (error) => failures.push(error.message));
  await page.goto("/order");

  const heading = page.getByRole("heading", { level: 1, name: "Sorry, this page could not be shown" });
  await expect(heading).toBeVisible();
  expect(filter.broken(), "the filter's code was served broken").toBeGreaterThan(0);
  expect(failures.join("\n")).toContain("The filter failed to draw");
  // Next.js's built-in screen said this; it is no longer in the router.
  await expect(page.getByText("This page couldn’t load")).toHaveCount(0);
  // The shop's stylesheet still applies: the button is the navy of the shop's buttons, 44 px tall.
  const reload = page.getByRole("button", { name: "Reload the page" });
  await expect(reload).toHaveCSS("background-color", "rgb(3, 8, 31)");
  expect((await reload.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await expect(page.getByRole("link", { name: "Browse the menu" })).toHaveAttribute("href", "/order");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  expect(await findSeriousViolations(page)).toEqual([]);

  await page.screenshot({ path: test.info().outputPath("last-error-screen.png") });

  const errorsBefore = failures.length;
  await page.evaluate(() => sessionStorage.setItem("mended", "1"));
  await reload.click();
  await expect(page.getByRole("heading", { level: 1, name: "Sorry, this page could not be shown" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /^All offers from/ })).toBeVisible();
  await expect(page.locator("legend", { hasText: "Show only" })).toBeAttached();
  expect(failures.length, "the reloaded page draws without an error").toBe(errorsBefore);
  // A chunk the idle page still fetches in the background would be in the handler as the page
  // closes, whose read of it then fails the test.
  await page.unrouteAll({ behavior: "ignoreErrors" });
});
