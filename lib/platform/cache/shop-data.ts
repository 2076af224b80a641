import "server-only";
import { isInNextServer } from "@/lib/platform/config/shared";
import { revalidateTag, unstable_cache } from "next/cache";
import { unitTransaction } from "@/lib/platform/db";

// What customers read and only the admin changes (the menu, its prices and pictures) is read
// through Next's data cache. Several app instances share it through Redis when REDIS_URL is set
// (server/cache-handler.mjs); each keeps its own otherwise. Every successful admin write expires
// it (lib/api/handle.ts), so no admin screen can forget to.

export const SHOP_DATA_TAG = "shop-data";

/**
 * A backstop, not the mechanism: an entry is read again at the latest this long after it was
 * written, in case the data changed behind the app's back (a restored backup, a seed).
 */
const BACKSTOP_SECONDS = 300;


/** `read`, cached under `key` (its arguments complete the key) until the shop's data changes. */
export function cachedShopRead<A extends unknown[], R>(key: string, read: (...args: A) => Promise<R>) {
  const cached = unstable_cache(read, ["shop-data", key], { tags: [SHOP_DATA_TAG], revalidate: BACKSTOP_SECONDS });
  // Inside a write's unit of work the read sees what is not yet committed: never cache that.
  return (...args: A): Promise<R> => (isInNextServer() && !unitTransaction() ? cached(...args) : read(...args));
}

/** After an admin write: the next read of any instance goes to the database. */
export function expireShopData() {
  if (isInNextServer()) revalidateTag(SHOP_DATA_TAG, { expire: 0 });
}
