// Next.js calls register() once when a server starts, before it serves requests.
// The job worker lives in lib/jobs; here it is only started, on the Node.js runtime.

import { isNextBuild } from "./lib/platform/config/shared";

export async function register() {
  // Next replaces process.env.NEXT_RUNTIME when it bundles this file for each runtime (a constant,
  // not a setting), so the Edge bundle drops the import below. A function call would keep it.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // `next build` loads the app to prerender pages: no worker there.
  if (isNextBuild()) return;
  const { startInApp } = await import("./lib/jobs");
  await startInApp();
}
