import type { ReactNode } from "react";
import { SiteChrome } from "@/components/site/site-chrome";
import { StoreStatusProvider } from "@/components/trading/use-store-status";
import { loadStoreStatus } from "@/lib/api/store/trading/load-store-status";

// The storefront pages served from the shared page cache (decision 021): /, /order and
// /restaurant, which proxy.ts rewrites to /prerendered/<page>/<view>. Nothing under this
// layout may read the request (cookies, headers, the query string): what belongs to the
// visitor is filled in by client components. The trading status is the shop's, not the
// visitor's: rendered with the page (at most a minute old, and an admin write renders it
// again), then replaced by the browser's first poll.
export default async function StorefrontLayout({ children }: { children: ReactNode }) {
  return (
    <StoreStatusProvider status={await loadStoreStatus()}>
      <SiteChrome>{children}</SiteChrome>
    </StoreStatusProvider>
  );
}
