import type { ReactNode } from "react";
import { SiteChrome } from "@/components/site/site-chrome";

// The storefront pages served from the shared page cache (decision 021): /, /order and
// /restaurant, which proxy.ts rewrites to /prerendered/<page>/<view>. Nothing under this
// layout may read the request (cookies, headers, the query string): what belongs to the
// visitor is filled in by client components.
export default function StorefrontLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
