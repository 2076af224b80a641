import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { isInNextServer, sharesCacheThroughRedis } from "@/lib/platform/config/shared";
import { revalidateTag, unstable_cache } from "next/cache";
import { unitTransaction } from "@/lib/platform/db";
import { createReadMemo, type TReadMemo } from "./read-memo";
import { answerSeeingOneGeneration, tradingDataChanged, tradingGeneration } from "./trading-data";

// What customers read and only the admin changes (the menu, its prices and pictures) is read
// through Next's data cache. Several app instances share it through Redis when REDIS_URL is set
// (server/cache-handler.mjs); each keeps its own otherwise. Every successful admin write expires
// it (lib/api/handle.ts), so no admin screen can forget to.
//
// An entry is also filed under the shop's data generation, the counter every such write moves
// (./trading-data.ts): a read made before a write can be stored after the write has expired the
// tag (a background refresh under way at the time), and a clock that jumps can make an expired
// tag look merely stale to Next, which then serves the entry once more. Neither can hand the old
// data to a read made after the write, which asks under the new generation (decision 078).

export const SHOP_DATA_TAG = "shop-data";

/**
 * A backstop, not the mechanism: an entry is read again at the latest this long after it was
 * written, in case the data changed behind the app's back (a restored backup, a seed).
 */
const BACKSTOP_SECONDS = 300;

/**
 * How long an API answer may reuse a read this process made (decision 055). Only without Redis:
 * then this process holds the only copy of the cache and every expiry comes through it. With
 * Redis, another instance's admin write reaches this one only through Redis.
 */
const MEMO_SECONDS = 30;

type TShared = { memo: TReadMemo; answering: AsyncLocalStorage<true> };
const SHARED = Symbol.for("storefront.shop-data");
// One per process: the routes' server bundles may each hold a copy of this module, and an admin
// write in one route must empty the memo the others read.
const shared: TShared = ((globalThis as { [SHARED]?: TShared })[SHARED] ??= {
  // A shop's menu is a few hundred reads at most (categories, dishes, each in each audience).
  memo: createReadMemo({ maxAgeMs: MEMO_SECONDS * 1000, maxEntries: 1000 }),
  answering: new AsyncLocalStorage<true>(),
});

/** `read`, cached under `key` (its arguments complete the key) until the shop's data changes. */
export function cachedShopRead<A extends unknown[], R>(key: string, read: (...args: A) => Promise<R>) {
  // The generation is only part of the entry's key (Next keys an entry by its arguments).
  const underGeneration = (_generation: string | null, ...args: A) => read(...args);
  const cached = unstable_cache(underGeneration, ["shop-data", key], {
    tags: [SHOP_DATA_TAG],
    revalidate: BACKSTOP_SECONDS,
  });
  return async (...args: A): Promise<R> => {
    // Inside a write's unit of work the read sees what is not yet committed: never cache that.
    if (!isInNextServer() || unitTransaction()) return read(...args);
    const generation = await shopDataGeneration();
    // A page rendered for the page cache must make the cached read itself: that call is what tags
    // the page with SHOP_DATA_TAG (decision 021). An API answer is not cached.
    if (shared.answering.getStore() && !sharesCacheThroughRedis()) {
      return shared.memo.read(`${key}:${JSON.stringify(args)}`, () => cached(generation, ...args));
    }
    return cached(generation, ...args);
  };
}

/**
 * The shop's data generation: moved by every write of the shop's data, on every instance. Null
 * when it cannot be had (Redis not answering): the cache's tags are then all there is.
 */
export async function shopDataGeneration(): Promise<string | null> {
  try {
    return await tradingGeneration();
  } catch {
    return null;
  }
}

/** Runs an API answer (lib/api/handle.ts): its reads of the shop's data may come from the process's memo. */
export function answerWithMemo<T>(answer: () => Promise<T>): Promise<T> {
  return shared.answering.run(true, () => answerSeeingOneGeneration(answer));
}

/** After an admin write: the next read of any instance goes to the database. */
export async function expireShopData(): Promise<void> {
  shared.memo.expire();
  if (isInNextServer()) revalidateTag(SHOP_DATA_TAG, { expire: 0 });
  await tradingDataChanged();
}
