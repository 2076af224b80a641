"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { usePathname } from "next/navigation";
import { DEFAULT_AVATAR, NAV_ITEMS, accountNavItem, findActiveHref, navHref } from "./nav-items";
import { UserIcon } from "./icons";
import { useViewer } from "./viewer";

type TNavLinksProps = {
  variant: "desktop" | "mobile";
  onNavigate?: () => void;
};

const LINK_STYLES = {
  desktop: {
    list: "flex items-center gap-1 lg:gap-2",
    link: "rounded-full px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-surface lg:px-5 lg:text-base",
    active: "bg-brand font-semibold text-navy hover:bg-brand",
    auth: "ml-1 inline-flex items-center gap-2 rounded-full bg-navy px-3.5 py-2.5 text-sm font-semibold whitespace-nowrap text-white transition-colors hover:bg-navy-soft lg:ml-4 lg:px-6 lg:text-base",
    authActive: "ring-2 ring-brand ring-offset-2",
  },
  mobile: {
    list: "flex flex-col gap-1",
    link: "block rounded-lg px-4 py-3 text-base font-medium transition-colors hover:bg-surface",
    active: "bg-brand font-semibold text-navy hover:bg-brand",
    auth: "mt-2 flex items-center justify-center gap-2 rounded-lg bg-navy px-4 py-3 text-base font-semibold text-white hover:bg-navy-soft",
    authActive: "ring-2 ring-brand ring-offset-2",
  },
} as const;

export function NavLinks({ variant, onNavigate }: TNavLinksProps) {
  const pathname = usePathname();
  // Login/Signup until the page learns a customer is signed in (components/site/viewer).
  const { user } = useViewer();
  const account = accountNavItem(user);
  const active = findActiveHref(pathname, account.href);
  const styles = LINK_STYLES[variant];

  return (
    <ul className={styles.list}>
      {NAV_ITEMS.map((item, index) => {
        const isActive = index === active.index;
        return (
          <li key={item.label}>
            <IntentLink
              href={navHref(item, user)}
              aria-current={isActive ? "page" : undefined}
              className={`${styles.link} ${isActive ? styles.active : ""}`}
              onClick={onNavigate}
            >
              {item.label}
            </IntentLink>
          </li>
        );
      })}
      <li>
        <IntentLink
          href={account.href}
          aria-current={active.isAuth ? "page" : undefined}
          className={`${styles.auth} ${active.isAuth ? styles.authActive : ""}`}
          data-testid="account-link"
          onClick={onNavigate}
        >
          {user ? (
            <>
              <img
                src={user.image ?? DEFAULT_AVATAR}
                alt=""
                width={28}
                height={28}
                className="-my-1 -ml-1 size-7 shrink-0 rounded-full bg-brand-soft object-cover"
              />
              <span className="sr-only">{account.label}: </span>
              <span className="max-w-24 truncate" data-testid="account-username">
                {user.username}
              </span>
            </>
          ) : (
            <>
              <UserIcon className="size-5" />
              {account.label}
            </>
          )}
        </IntentLink>
      </li>
    </ul>
  );
}
