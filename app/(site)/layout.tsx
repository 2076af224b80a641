import { connection } from "next/server";
import type { ReactNode } from "react";
import { SiteChrome } from "@/components/site/site-chrome";

// Rendered for each request: these pages read the session or change with every order, and a
// page rendered per request carries the request's CSP nonce and the running APP_URL. The
// cached storefront pages live in app/(storefront).
export default async function SiteLayout({ children }: { children: ReactNode }) {
  await connection();
  return <SiteChrome>{children}</SiteChrome>;
}
