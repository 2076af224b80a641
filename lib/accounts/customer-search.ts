const SEARCH_MOST = 100;

/**
 * The search text as the customer list uses it, in the browser and on the server alike: what
 * the box shows and what the page searched compare equal, so a search is asked for once.
 */
export function customerSearchText(raw: string): string {
  return raw.trim().replace(/\s+/g, " ").slice(0, SEARCH_MOST);
}
