import type { Page } from "@playwright/test";

const CHUNKS = "**/_next/static/chunks/*.js";

/**
 * Makes the browser's fetch of a script chunk fail as if the connection had dropped, for the
 * chunks whose code contains `text` (found by what they hold, whatever the build named them).
 * `refused()` says how many were refused; `restore()` lets them through again.
 */
export async function refuseChunksContaining(page: Page, text: string) {
  let refused = 0;
  await page.route(CHUNKS, async (route) => {
    const body = await (await route.fetch()).text();
    if (!body.includes(text)) return route.continue();
    refused += 1;
    return route.abort("internetdisconnected");
  });
  return { refused: () => refused, restore: () => page.unroute(CHUNKS) };
}
