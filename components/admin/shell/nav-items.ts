import { createElement, type ComponentType } from "react";
import { roleCan, type StaffRole } from "@/lib/accounts/shared";
import type { StaffPermission } from "@/lib/api/endpoint";
import { createIcon } from "@/components/ui/icons";
import {
  BoardIcon,
  CalendarIcon,
  ChartIcon,
  DashboardIcon,
  EditIcon,
  ListIcon,
  MailIcon,
  PinIcon,
  PlusIcon,
  ReceiptIcon,
  StarIcon,
  TagIcon,
} from "../icons";

/** Stacked layers: the groups of options a dish comes with. */
// Made here (a .ts file: no JSX) as it is only the side menu's.
const ExtrasIcon = /* @__PURE__ */ createIcon(
  createElement("path", { d: "m12 3 9 4.5-9 4.5-9-4.5zM3 12l9 4.5 9-4.5M3 16.5 12 21l9-4.5" }),
);
/** Two heads: the staff. */
const UsersIcon = /* @__PURE__ */ createIcon(
  createElement("path", {
    d: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7.5M22 21v-1a6 6 0 0 0-4-5.6",
  }),
);
/** A key: one's own account and sign-in. */
const KeyIcon = /* @__PURE__ */ createIcon(
  createElement("path", { d: "M15 7a4 4 0 1 1-3.9 4.9L3 20v-3h3v-3h3l2.1-2.1A4 4 0 0 1 15 7zM16 9h.01" }),
);

/** A circle struck through: off sale. */
const OffSaleIcon = /* @__PURE__ */ createIcon(
  createElement("path", { d: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8" }),
);

/** A ticket printer: paper out of the top and the front. */
const PrinterIcon = /* @__PURE__ */ createIcon(
  createElement("path", { d: "M6 9V3h12v6M6 18H4v-9h16v9h-2M7 14h10v7H7z" }),
);

export type TAdminNavItem = {
  label: string;
  /** The power the page needs; the menu shows a member only the pages of their role. */
  permission: StaffPermission;
  href: string;
  icon: ComponentType<{ className?: string }>;
  /** Whether the link is the current page's. */
  isActive: (pathname: string) => boolean;
};

const startsWith = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export const ADMIN_NAV_ITEMS: TAdminNavItem[] = [
  {
    label: "Dashboard",
    permission: "reports.read",
    href: "/admin/dashboard",
    icon: DashboardIcon,
    isActive: (pathname) => pathname === "/admin" || pathname === "/admin/dashboard",
  },
  {
    label: "Orders board",
    permission: "orders.read",
    href: "/admin/orders",
    icon: BoardIcon,
    isActive: startsWith("/admin/orders"),
  },
  {
    label: "Sold out and pause",
    permission: "menu.availability",
    href: "/admin/availability",
    icon: OffSaleIcon,
    isActive: startsWith("/admin/availability"),
  },
  {
    label: "Customers",
    permission: "customers.read",
    href: "/admin/order-list",
    icon: ListIcon,
    isActive: startsWith("/admin/order-list"),
  },
  // With no customer chosen the order detail has nothing to show, so it leads to the list to choose one.
  {
    label: "Order Detail",
    permission: "customers.read",
    href: "/admin/order-list",
    icon: ReceiptIcon,
    isActive: startsWith("/admin/Product-detail"),
  },
  {
    label: "Reports",
    permission: "reports.read",
    href: "/admin/reports",
    icon: ReceiptIcon,
    isActive: startsWith("/admin/reports"),
  },
  {
    label: "Analytics",
    permission: "reports.read",
    href: "/admin/Analytics",
    icon: ChartIcon,
    isActive: startsWith("/admin/Analytics"),
  },
  {
    label: "Reviews",
    permission: "reports.read",
    href: "/admin/Reviews",
    icon: StarIcon,
    isActive: startsWith("/admin/Reviews"),
  },
  {
    label: "E-mails",
    permission: "emails.read",
    href: "/admin/emails",
    icon: MailIcon,
    isActive: startsWith("/admin/emails"),
  },
  {
    label: "Promotions",
    permission: "promotions.edit",
    href: "/admin/promotions",
    icon: TagIcon,
    isActive: startsWith("/admin/promotions"),
  },
  {
    label: "Delivery zones",
    permission: "store.settings",
    href: "/admin/zones",
    icon: PinIcon,
    isActive: startsWith("/admin/zones"),
  },
  {
    label: "Store",
    permission: "store.settings",
    href: "/admin/store",
    icon: CalendarIcon,
    isActive: startsWith("/admin/store"),
  },
  {
    label: "Printers",
    permission: "store.settings",
    href: "/admin/printers",
    icon: PrinterIcon,
    isActive: startsWith("/admin/printers"),
  },
  {
    label: "Add Food Category",
    permission: "menu.edit",
    href: "/admin/Foods",
    icon: PlusIcon,
    isActive: startsWith("/admin/Foods"),
  },
  {
    label: "Manage Food Category",
    permission: "menu.edit",
    href: "/admin/Managefoodcategory",
    icon: EditIcon,
    isActive: startsWith("/admin/Managefoodcategory"),
  },
  {
    label: "Extras",
    permission: "menu.edit",
    href: "/admin/extras",
    icon: ExtrasIcon,
    isActive: startsWith("/admin/extras"),
  },
  {
    label: "Deliveries",
    permission: "deliveries.handle",
    href: "/admin/deliveries",
    icon: PinIcon,
    isActive: startsWith("/admin/deliveries"),
  },
  {
    label: "Staff",
    permission: "staff.manage",
    href: "/admin/staff",
    icon: UsersIcon,
    isActive: startsWith("/admin/staff"),
  },
  {
    label: "Audit trail",
    permission: "audit.read",
    href: "/admin/audit",
    icon: ListIcon,
    isActive: startsWith("/admin/audit"),
  },
  {
    label: "My account",
    permission: "any-staff",
    href: "/admin/account",
    icon: KeyIcon,
    isActive: startsWith("/admin/account"),
  },
];

/** The pages a role may open, in the menu's order. */
export function navItemsFor(role: StaffRole): TAdminNavItem[] {
  return ADMIN_NAV_ITEMS.filter((item) => item.permission === "any-staff" || roleCan(role, item.permission));
}

/** Where a member lands: the first page of their role (the board for the kitchen, deliveries for a rider). */
export function adminHomeFor(role: StaffRole): string {
  return navItemsFor(role)[0]?.href ?? "/admin/account";
}
