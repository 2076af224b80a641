"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { usePathname } from "next/navigation";
import { LogoutButton } from "./logout-button";

export const PROFILE_LINKS = [
  { label: "Orders", href: "/profile" },
  { label: "Address", href: "/profile/address" },
  { label: "Payments", href: "/profile/payments" },
  { label: "Favourites", href: "/profile/favourites" },
] as const;

function isActive(pathname: string, href: string): boolean {
  return href === "/profile" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

/** Side menu of the account pages; a wrapping row of tabs on small screens. */
export function ProfileMenu() {
  const pathname = usePathname();
  return (
    <nav aria-label="My Account" className="min-w-0 lg:sticky lg:top-4 lg:self-start">
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:flex-nowrap lg:gap-1 lg:rounded-2xl lg:border lg:border-line lg:p-3">
        {PROFILE_LINKS.map((link) => {
          const isCurrent = isActive(pathname, link.href);
          return (
            <li key={link.href}>
              <IntentLink
                href={link.href}
                aria-current={isCurrent ? "page" : undefined}
                className={`block rounded-full px-4 py-2.5 font-medium whitespace-nowrap lg:rounded-lg ${
                  isCurrent
                    ? "bg-brand font-semibold text-navy"
                    : "bg-surface text-ink hover:bg-line/60 lg:bg-transparent lg:hover:bg-surface"
                }`}
              >
                {link.label}
              </IntentLink>
            </li>
          );
        })}
        <li className="lg:mt-2 lg:border-t lg:border-line lg:pt-2">
          <LogoutButton className="px-4 py-2.5 lg:w-full" />
        </li>
      </ul>
    </nav>
  );
}
