import type { ReactNode } from "react";
import { BasketRoot } from "@/components/basket/basket-root";
import { getCurrentCustomer } from "@/lib/auth/current-user";
import { getConfig } from "@/lib/config";
import { DesktopNav } from "./desktop-nav";
import { MobileTopBar } from "./mobile-top-bar";
import type { THeaderUser } from "./nav-items";
import { PromoBar } from "./promo-bar";
import { SiteFooter } from "./site-footer";

/** Header and footer around every customer page; the root not-found page reuses it. */
export async function SiteChrome({ children }: { children: ReactNode }) {
  const currency = getConfig().CURRENCY;
  // The session cookie decides what the header shows: My Account with the avatar, or Login/Signup.
  const customer = await getCurrentCustomer();
  const user: THeaderUser | null = customer ? { username: customer.username, image: customer.image } : null;

  return (
    // The basket reloads when the owner changes (a visitor's basket joins the account's at sign-in).
    <BasketRoot ownerKey={customer?.id ?? null}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-navy px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <header>
          <PromoBar currency={currency} />
          <DesktopNav user={user} />
          <MobileTopBar currency={currency} user={user} />
        </header>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
      </div>
    </BasketRoot>
  );
}
