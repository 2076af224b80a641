import "server-only";
import { unstable_cache } from "next/cache";
import { isInNextServer } from "@/lib/platform/config/shared";

// A cached page is rendered again 60 s after its last render at the latest (decision 021). Some
// of what it shows changes by itself sooner, at a known time: a promotion ends, a dish sold out
// until 18:00 is back. Next renders a page again as soon as the shortest `revalidate` of the
// cached reads it made, so an empty read cached for exactly the time left brings the page's
// next render forward to that moment. Outside a page render it changes nothing.

/** The page being rendered is rendered again by `at` (ignored when null or past). */
export async function renderAgainBy(at: Date | null, now: Date = new Date()): Promise<void> {
  if (!at || !isInNextServer()) return;
  const seconds = Math.ceil((at.getTime() - now.getTime()) / 1000);
  if (seconds <= 0) return;
  await unstable_cache(async () => true, ["render-again-by", String(seconds)], { revalidate: seconds })();
}

/** The earliest of the times still ahead of `now`, or null. */
export function soonest(times: readonly (Date | string | null | undefined)[], now: Date): Date | null {
  let best: number | null = null;
  for (const time of times) {
    if (!time) continue;
    const t = new Date(time).getTime();
    if (t > now.getTime() && (best === null || t < best)) best = t;
  }
  return best === null ? null : new Date(best);
}
