import "server-only";
import { getConfig } from "@/lib/platform/config";
import type { RunningWorker } from "@/lib/platform/queue";
import { startBackgroundWork } from "./start";

const state = globalThis as unknown as { __appWorker?: Promise<RunningWorker | null> };

/**
 * Called by instrumentation.ts when the Next.js server starts: a one-machine shop works its
 * jobs inside the app (JOBS_IN_APP, the default); web instances of a larger set-up leave
 * them to `npm run worker` and only enqueue.
 */
export function startInApp(): Promise<RunningWorker | null> {
  state.__appWorker ??= (async () => {
    const runWorker = getConfig().JOBS_IN_APP;
    const worker = await startBackgroundWork({ runWorker });
    console.log(
      runWorker
        ? "[storefront] Background jobs: worked in this process (e-mails, nightly purge)."
        : "[storefront] Background jobs: JOBS_IN_APP=false, so only enqueued here; run `npm run worker` to work them.",
    );
    return worker;
  })();
  return state.__appWorker;
}
