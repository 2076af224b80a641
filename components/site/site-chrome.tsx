import type { ReactNode } from "react";
import { getConfig } from "@/lib/platform/config";
import { formatMoney } from "@/lib/platform/money";
import { logoMarkPath, shopIdentity } from "@/lib/shop";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileTopBar } from "./mobile-top-bar";
import { PromoBar } from "./promo-bar";
import { ShopNameProvider } from "./shop-name";
import { SiteFooter } from "./site-footer";
import { ViewerProvider } from "./viewer";

/**
 * Header and footer around every customer page; the root not-found page reuses it. Nothing in
 * it depends on who is browsing (the header learns that in the browser, components/site/viewer),
 * so the pages around it can be served from the shared cache.
 */
export async function SiteChrome({ children, showOffers = true }: { children: ReactNode; showOffers?: boolean }) {
  // The header's basket total before the basket has anything in it, written here: a browser's
  // first Intl formatter costs it tens of milliseconds (docs/speed-log.md, 2026-11-30).
  const emptyTotal = formatMoney(0, getConfig().CURRENCY);
  const shop = await shopIdentity();
  const brand = { name: shop.name, logoPath: logoMarkPath(shop.logoPath) };

  return (
    <ShopNameProvider name={shop.name}>
      <ViewerProvider>
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-navy px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
          <header>
            {showOffers ? <PromoBar emptyTotal={emptyTotal} /> : null}
            <DesktopNav brand={brand} />
            <MobileTopBar emptyTotal={emptyTotal} logo={<Logo brand={brand} size="sm" />} />
          </header>
          {/* app/globals.css finds a page by its root's place, body > div > #main > [data-page]:
              keep that depth (the e2e tests of /order, /restaurant and the allergen print check it). */}
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter shop={shop} brand={brand} />
        </div>
      </ViewerProvider>
    </ShopNameProvider>
  );
}
