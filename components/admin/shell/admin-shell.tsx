"use client";

import { useEffect, useState, type ReactNode } from "react";
import { ROLE_LABELS, roleCan } from "@/lib/accounts/shared";
import type { TAdminProfileDto } from "@/lib/api/admin/session/contract";
import { AdminBrand } from "../brand";
import { CloseIcon, MenuIcon } from "../icons";
import { HeaderBadges } from "./header-badges";
import { SearchBox } from "./search-box";
import { AdminSearchProvider } from "./search-context";
import { useShopName } from "@/components/site/shop-name";
import { SideMenu } from "./side-menu";
import { SignOutButton } from "./sign-out-button";

type TAdminShellProps = { admin: TAdminProfileDto; year: number; children: ReactNode };

/** Side menu, top bar and content. Below lg the side menu folds away behind a toggle. */
export function AdminShell({ admin, year, children }: TAdminShellProps) {
  const shopName = useShopName();
  const [isMenuOpen, setIsMenuOpen] = useState(false);

  useEffect(() => {
    if (!isMenuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setIsMenuOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [isMenuOpen]);

  return (
    <AdminSearchProvider>
      <a
        href="#admin-content"
        className="sr-only z-50 rounded-md bg-navy px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div className="min-h-dvh bg-surface lg:grid lg:grid-cols-[16rem_1fr]">
        <aside className="border-line bg-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:border-r">
          <div className="flex min-h-16 items-center justify-between gap-3 border-b border-line px-4 py-2 lg:px-6">
            <AdminBrand name={shopName} />
            <button
              type="button"
              aria-expanded={isMenuOpen}
              aria-controls="admin-side-menu"
              data-testid="admin-menu-toggle"
              onClick={() => setIsMenuOpen((open) => !open)}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line px-3 font-semibold text-navy hover:bg-surface lg:hidden"
            >
              {isMenuOpen ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
              Menu
            </button>
          </div>
          <div
            id="admin-side-menu"
            data-testid="admin-side-menu"
            className={`${isMenuOpen ? "block" : "hidden"} border-b border-line lg:block lg:min-h-0 lg:flex-1 lg:overflow-y-auto lg:border-b-0`}
          >
            <SideMenu year={year} role={admin.role} onNavigate={() => setIsMenuOpen(false)} />
          </div>
        </aside>
        <div className="min-w-0">
          <header className="border-b border-line bg-white">
            {/* One row from 1280 px. Beside the side menu at 1024 the search, the badges, the name and
                Sign out did not fit 64 px: they wrapped out of the bar, the badges cut off at its top. */}
            <div className="flex flex-wrap items-center gap-3 px-4 py-3 lg:px-8 xl:h-16 xl:flex-nowrap xl:py-0">
              <div className="order-last w-full xl:order-none xl:max-w-md xl:flex-1">
                <SearchBox />
              </div>
              <div className="flex flex-1 flex-wrap items-center justify-between gap-3 xl:justify-end">
                {/* The badges count orders and lead to customers and reviews: the managers' view. */}
                {roleCan(admin.role, "customers.read") ? <HeaderBadges /> : <span />}
                <div className="flex items-center gap-3">
                  <div className="flex items-center gap-2">
                    <img
                      src={admin.filepath ?? "/avatar-default.svg"}
                      alt=""
                      width={40}
                      height={40}
                      className="size-10 rounded-full border border-line object-cover"
                    />
                    <p className="leading-tight">
                      <span className="sr-only">Signed in as </span>
                      <span className="font-semibold text-ink" data-testid="admin-name">
                        {admin.username}
                      </span>
                      <span className="block text-xs text-ink-muted" data-testid="admin-role">
                        {ROLE_LABELS[admin.role]}
                      </span>
                    </p>
                  </div>
                  <SignOutButton />
                </div>
              </div>
            </div>
          </header>
          <main id="admin-content" tabIndex={-1} className="px-4 py-6 outline-none lg:px-8 lg:py-8">
            {children}
          </main>
        </div>
      </div>
    </AdminSearchProvider>
  );
}
