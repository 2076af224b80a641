import type { Metadata } from "next";
import { notFound } from "next/navigation";

// An address no other route has lands here, so its 404 page is (site)/not-found.tsx inside the
// (site) layout's header and footer. The root not-found then needs no chrome of its own: Next puts
// the root not-found into every page's payload, and the chrome in it was 10 KB of each storefront page
// (decision 045).
// The tab keeps the 404's title once the browser has rendered the page, as the HTML gives it.
export const metadata: Metadata = { title: "Page not found" };

export default function UnknownAddress(): never {
  notFound();
}
