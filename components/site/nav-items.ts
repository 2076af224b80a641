export type TNavItem = { label: string; href: string };

/** Special Offers and Track Order both lead to the order page, as the spec's navigation does. */
export const NAV_ITEMS: readonly TNavItem[] = [
  { label: "Home", href: "/" },
  { label: "Special Offers", href: "/order" },
  { label: "Restaurants", href: "/restaurant" },
  { label: "Track Order", href: "/order" },
];

/** Signed in, Track Order leads to the latest order's tracking page (/order-detail redirects there). */
export function navHref(item: TNavItem, user: THeaderUser | null): string {
  return user && item.label === "Track Order" ? "/order-detail" : item.href;
}

export const AUTH_NAV_ITEM: TNavItem = { label: "Login/Signup", href: "/auth" };

/** Shown instead of Login/Signup once a customer is signed in, with their avatar and username. */
export const ACCOUNT_NAV_ITEM: TNavItem = { label: "My Account", href: "/profile" };

/** What the header needs to know of the signed-in customer (components/site/viewer). */
export type THeaderUser = { username: string; image: string | null };

export const DEFAULT_AVATAR = "/avatar-default.svg";

export function accountNavItem(user: THeaderUser | null): TNavItem {
  return user ? ACCOUNT_NAV_ITEM : AUTH_NAV_ITEM;
}

export const SAMPLE_ADDRESS = "Regent Street, A4, A4201, London";

export function isPathActive(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * Two items share /order, and only one link per page may claim aria-current,
 * so the first match wins.
 */
export function findActiveHref(
  pathname: string,
  accountHref: string = AUTH_NAV_ITEM.href,
): { index: number; isAuth: boolean } {
  if (isPathActive(pathname, accountHref)) return { index: -1, isAuth: true };
  return { index: NAV_ITEMS.findIndex((item) => isPathActive(pathname, item.href)), isAuth: false };
}
