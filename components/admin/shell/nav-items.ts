import { createElement, type ComponentType } from "react";
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
const ExtrasIcon = createIcon(createElement("path", { d: "m12 3 9 4.5-9 4.5-9-4.5zM3 12l9 4.5 9-4.5M3 16.5 12 21l9-4.5" }));

/** A ticket printer: paper out of the top and the front. */
const PrinterIcon = createIcon(createElement("path", { d: "M6 9V3h12v6M6 18H4v-9h16v9h-2M7 14h10v7H7z" }));

export type TAdminNavItem = {
  label: string;
  href: string;
  icon: ComponentType<{ className?: string }>;
  /** Whether the link is the current page's. */
  isActive: (pathname: string) => boolean;
};

const startsWith = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export const ADMIN_NAV_ITEMS: TAdminNavItem[] = [
  {
    label: "Dashboard",
    href: "/admin/dashboard",
    icon: DashboardIcon,
    isActive: (pathname) => pathname === "/admin" || pathname === "/admin/dashboard",
  },
  { label: "Orders board", href: "/admin/orders", icon: BoardIcon, isActive: startsWith("/admin/orders") },
  { label: "Customers", href: "/admin/order-list", icon: ListIcon, isActive: startsWith("/admin/order-list") },
  // With no customer chosen the order detail has nothing to show, so it leads to the list to choose one.
  {
    label: "Order Detail",
    href: "/admin/order-list",
    icon: ReceiptIcon,
    isActive: startsWith("/admin/Product-detail"),
  },
  { label: "Analytics", href: "/admin/Analytics", icon: ChartIcon, isActive: startsWith("/admin/Analytics") },
  { label: "Reviews", href: "/admin/Reviews", icon: StarIcon, isActive: startsWith("/admin/Reviews") },
  { label: "E-mails", href: "/admin/emails", icon: MailIcon, isActive: startsWith("/admin/emails") },
  { label: "Promotions", href: "/admin/promotions", icon: TagIcon, isActive: startsWith("/admin/promotions") },
  { label: "Delivery zones", href: "/admin/zones", icon: PinIcon, isActive: startsWith("/admin/zones") },
  { label: "Store", href: "/admin/store", icon: CalendarIcon, isActive: startsWith("/admin/store") },
  { label: "Printers", href: "/admin/printers", icon: PrinterIcon, isActive: startsWith("/admin/printers") },
  { label: "Add Food Category", href: "/admin/Foods", icon: PlusIcon, isActive: startsWith("/admin/Foods") },
  {
    label: "Manage Food Category",
    href: "/admin/Managefoodcategory",
    icon: EditIcon,
    isActive: startsWith("/admin/Managefoodcategory"),
  },
  { label: "Extras", href: "/admin/extras", icon: ExtrasIcon, isActive: startsWith("/admin/extras") },
];
