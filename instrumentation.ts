// Next.js calls register() once when a server starts, before it serves requests.
// The job worker lives in lib/platform/queue; here it is only started, on the Node.js runtime.

import { isNextBuild, nextRuntime } from "./lib/platform/config/shared";

export async function register() {
  if (nextRuntime() !== "nodejs") return;
  // `next build` loads the app to prerender pages: no worker there.
  if (isNextBuild()) return;
  const { startInApp } = await import("./lib/jobs");
  await startInApp();
}
