"use client";

import Link from "next/link";
import { useEffect, useState, type ComponentType } from "react";
import { listBoardOrders } from "@/lib/api/admin/orders/contract";
import { callApi } from "@/lib/api/client";
import { BagIcon, BellIcon, ChatIcon, UsersIcon } from "../icons";

type TCounts = { placed: number; inProgress: number };

// Often enough to notice a new order while on another page; the board itself polls every 5 s.
const REFRESH_MS = 30_000;

async function loadCounts(): Promise<TCounts | null> {
  const { body } = await callApi(listBoardOrders);
  if (!body.success || !body.data) return null;
  return {
    placed: body.data.filter((o) => o.status === "placed").length,
    inProgress: body.data.filter((o) => o.status === "preparing" || o.status === "out_for_delivery").length,
  };
}

type TBadgeLinkProps = {
  href: string;
  label: string;
  icon: ComponentType<{ className?: string }>;
  count?: number;
  tone: "brand" | "navy" | "plain";
};

/** An icon link with its count in a badge; the count is part of the accessible name. */
function BadgeLink({ href, label, icon: Icon, count, tone }: TBadgeLinkProps) {
  const hasCount = count !== undefined && count > 0;
  const name = count === undefined ? label : `${label}: ${count}`;
  const badge = tone === "brand" ? "bg-brand text-navy" : "bg-navy text-white";
  return (
    <Link
      href={href}
      aria-label={name}
      title={name}
      className="relative inline-flex size-11 items-center justify-center rounded-xl bg-surface text-navy hover:bg-brand-soft"
    >
      <Icon className="size-5" />
      {hasCount ? (
        <span
          aria-hidden="true"
          data-testid="header-badge-count"
          className={`absolute -top-1.5 -right-1.5 min-w-5 rounded-full px-1.5 text-center text-xs leading-5 font-bold ${badge}`}
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}

/** Four shortcuts; counts only where there is real data (the orders on the board). */
export function HeaderBadges() {
  const [counts, setCounts] = useState<TCounts | null>(null);

  useEffect(() => {
    let isCurrent = true;
    const refresh = () =>
      void loadCounts().then((next) => {
        if (isCurrent && next) setCounts(next);
      });
    refresh();
    const timer = window.setInterval(refresh, REFRESH_MS);
    return () => {
      isCurrent = false;
      window.clearInterval(timer);
    };
  }, []);

  return (
    <div className="flex items-center gap-2.5" role="group" aria-label="Shortcuts">
      <BadgeLink href="/admin/orders" label="New orders" icon={BellIcon} count={counts?.placed} tone="brand" />
      <BadgeLink
        href="/admin/orders"
        label="Orders in progress"
        icon={BagIcon}
        count={counts?.inProgress}
        tone="navy"
      />
      <BadgeLink href="/admin/Reviews" label="Customer reviews" icon={ChatIcon} tone="plain" />
      <BadgeLink href="/admin/order-list" label="Customers" icon={UsersIcon} tone="plain" />
    </div>
  );
}
