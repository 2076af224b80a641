"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { BasketSummaryLive } from "@/components/basket/basket-summary-live";
import { Logo, type TBrand } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { DEFAULT_AVATAR, accountNavItem } from "./nav-items";
import { useViewer } from "./viewer";

export function MobileTopBar({ emptyTotal, brand }: { emptyTotal: string; brand: TBrand }) {
  const { user } = useViewer();
  const account = accountNavItem(user);
  return (
    <div className="relative flex items-center justify-between gap-2 border-b border-line bg-white px-3 py-2 md:hidden">
      <Logo brand={brand} size="sm" />
      <div className="flex items-center gap-1.5">
        <IntentLink
          href={account.href}
          aria-label={user ? `${account.label}: ${user.username}` : account.label}
          data-testid="mobile-account-link"
          className="rounded-full"
        >
          <img
            src={user?.image ?? DEFAULT_AVATAR}
            alt=""
            width={36}
            height={36}
            className="size-9 rounded-full bg-brand-soft object-cover"
          />
        </IntentLink>
        <BasketSummaryLive emptyTotal={emptyTotal} variant="compact" />
        <MobileMenu />
      </div>
    </div>
  );
}
