import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/site/not-found-panel";
import { SiteChrome } from "@/components/site/site-chrome";

export const metadata: Metadata = { title: "Page not found" };

// The root not-found renders inside the root layout only, so it brings the site chrome itself.
// notFound() inside a customer page lands on app/(site)/not-found.tsx, already inside the chrome.
// Rendered at build time (and Next puts it in every page's tree), when there is no database:
// so without the offers strip, which reads the promotions.
export default function NotFound() {
  return (
    <SiteChrome showOffers={false}>
      <NotFoundPanel />
    </SiteChrome>
  );
}
