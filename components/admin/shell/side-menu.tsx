"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useShopName } from "@/components/site/shop-name";
import type { StaffRole } from "@/lib/accounts/shared";
import { navItemsFor } from "./nav-items";

type TSideMenuProps = {
  year: number;
  role: StaffRole;
  /** Called when a link is followed, so the small-screen menu closes. */
  onNavigate: () => void;
};

export function SideMenu({ year, role, onNavigate }: TSideMenuProps) {
  const shopName = useShopName();
  const pathname = usePathname();

  return (
    <div className="flex h-full flex-col">
      <nav aria-label="Admin" className="flex-1 px-3 py-4">
        <ul className="space-y-1">
          {navItemsFor(role).map((item) => {
            const isActive = item.isActive(pathname);
            const Icon = item.icon;
            // On a customer's order detail, "Order Detail" is that page itself.
            const href = isActive && item.label === "Order Detail" ? pathname : item.href;
            return (
              <li key={item.label}>
                <Link
                  href={href}
                  aria-current={isActive ? "page" : undefined}
                  onClick={onNavigate}
                  data-testid="admin-nav-link"
                  className={`flex min-h-11 items-center gap-3 rounded-lg px-3 py-2.5 font-semibold transition-colors ${
                    isActive ? "bg-navy text-white" : "text-ink hover:bg-brand-soft"
                  }`}
                >
                  <Icon className={`size-5 shrink-0 ${isActive ? "text-brand" : "text-ink-muted"}`} />
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <p className="border-t border-line px-6 py-4 text-sm text-ink-muted">
        © {year} {shopName} admin
      </p>
    </div>
  );
}
