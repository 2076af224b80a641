"use client";

import type { ReactNode } from "react";
import { IntentLink } from "@/components/ui/intent-link";
import { BasketSummaryLive } from "@/components/basket/basket-summary-live";
import { MobileMenu } from "./mobile-menu";
import { DEFAULT_AVATAR, accountNavItem } from "./nav-items";
import { useViewer } from "./viewer";

/** `logo` is drawn by the server (components/site/logo): it has no behaviour to bring to the browser. */
export function MobileTopBar({ emptyTotal, logo }: { emptyTotal: string; logo: ReactNode }) {
  const { user } = useViewer();
  const account = accountNavItem(user);
  return (
    <div className="relative flex items-center justify-between gap-2 border-b border-line bg-white px-3 py-2 md:hidden">
      {logo}
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
