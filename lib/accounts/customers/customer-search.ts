const SEARCH_MOST = 100;

/**
 * The search text as the customer list uses it, in the browser and on the server alike: what
 * the box shows and what the page searched compare equal, so a search is asked for once.
 */
export function customerSearchText(raw: string): string {
  return raw.trim().replace(/\s+/g, " ").slice(0, SEARCH_MOST);
}

/** The customer list's address: a page of it, with the search and the cash filter kept. */
export function customerListHref(page: number, query: string, onlyCashStopped: boolean): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (onlyCashStopped) params.set("cash", "stopped");
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/admin/order-list${search ? `?${search}` : ""}`;
}
