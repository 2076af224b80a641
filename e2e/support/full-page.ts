import type { Page, TestInfo } from "@playwright/test";

/**
 * Scrolls through the page so lazy pictures load, waits for every picture shown, then saves a
 * full-length screenshot among the test's outputs. Each step jumps (behavior "instant"), so a
 * page that asks for a glide still gets far.
 */
export async function saveFullPageScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight / 2);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      // A frame, or 100 ms when Chromium holds frames back (a loaded CI host once held one past
      // the test's 60 s): the pictures are waited for below, not here.
      await new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  // A picture that is not shown (display: none, as the home hero's on a phone) is lazy and never loads.
  await page.waitForFunction(() =>
    [...document.images].every(
      (image) => image.getClientRects().length === 0 || (image.complete && image.naturalWidth > 0),
    ),
  );
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
}

/** How far the page scrolls sideways: 0 when nothing overflows. */
export function measureHorizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
