import type { Page } from "@playwright/test";

const CHUNKS = "**/_next/static/chunks/*.js";

/**
 * Makes the browser's fetch of a script chunk fail as if the connection had dropped, for the
 * chunks whose code contains `text` (found by what they hold, whatever the build named them).
 * `refused()` says how many were refused; `restore()` lets them through again.
 *
 * `restore()` does not unroute: a chunk fetched in the background (the idle preload) may be in
 * the handler at that moment, and unrouting hands it on behind the handler's back, whose own
 * answer then fails the test with "Route is already handled". A flag read after the fetch cannot race.
 */
export async function refuseChunksContaining(page: Page, text: string) {
  let refused = 0;
  let restored = false;
  await page.route(CHUNKS, async (route) => {
    const response = await route.fetch();
    if (restored || !(await response.text()).includes(text)) return route.fulfill({ response });
    refused += 1;
    return route.abort("internetdisconnected");
  });
  return {
    refused: () => refused,
    restore: async () => {
      restored = true;
    },
  };
}
