"use client";

import type { ReactNode } from "react";
import { IntentLink } from "@/components/ui/intent-link";
import { BasketSummaryLive } from "@/components/basket/basket-summary-live";
import { MobileMenu } from "./mobile-menu";
import { DEFAULT_AVATAR, accountNavItem } from "./nav-items";
import { useViewer } from "./viewer";

/**
 * `logo` is drawn by the server (components/site/logo): it has no behaviour to bring to the browser.
 * The controls on the right never shrink (a squeezed avatar is an oval, a squeezed menu button a
 * sliver): on a narrow phone the basket's icon goes first, then the logo's words (its "sm" size).
 */
export function MobileTopBar({ emptyTotal, logo }: { emptyTotal: string; logo: ReactNode }) {
  const { user } = useViewer();
  const account = accountNavItem(user);
  return (
    <div className="relative flex items-center justify-between gap-2 border-b border-line bg-white px-3 py-2 md:hidden">
      {logo}
      <div className="flex shrink-0 items-center gap-1.5">
        <IntentLink
          href={account.href}
          aria-label={user ? `${account.label}: ${user.username}` : account.label}
          data-testid="mobile-account-link"
          className="-m-1 shrink-0 rounded-full p-1"
        >
          <img
            src={user?.image ?? DEFAULT_AVATAR}
            alt=""
            width={36}
            height={36}
            className="size-9 max-w-none rounded-full bg-brand-soft object-cover"
          />
        </IntentLink>
        <BasketSummaryLive emptyTotal={emptyTotal} variant="compact" />
        <MobileMenu />
      </div>
    </div>
  );
}
