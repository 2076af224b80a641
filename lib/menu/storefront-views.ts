import { dietFilterQuery, parseDietFilter, type DietFilter } from "./diet-filter";

// The storefront's busiest pages (/, /order, /restaurant) are rendered once and served to every
// visitor from the shared page cache (decision 021). A cached page cannot read the query string,
// so proxy.ts folds what the page shows (category, search, dietary filter) into one path segment
// of an internal route, /prerendered/<page>/<view>: each distinct view is one cache entry.
// Pure: the proxy and the pages share it.

export const PRERENDERED_PREFIX = "/prerendered";

/** A path segment cannot be empty. */
const NO_VIEW = "_";

/** Longest search kept, as the search box allows. */
export const MAX_QUERY_LENGTH = 100;

/** Menu ids are cuid-like; anything else is a stale or hand-made link and shows the first category. */
const CATEGORY_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type OrderView = { category: string | null; q: string; dietFilter: DietFilter };
export type RestaurantView = { dietFilter: DietFilter };

type QueryLike = { get(name: string): string | null; getAll(name: string): string[] };

function encodeView(params: URLSearchParams): string {
  const text = params.toString();
  return text ? encodeURIComponent(text) : NO_VIEW;
}

/**
 * The shop's data generation (lib/platform/cache) leads the segment: a write of the shop's data
 * moves it, so a page cached before the write is never served after it, even when Next would
 * still take the old entry for fresh (decision 078). The view itself never starts with digits
 * and a tilde.
 */
const GENERATION = /^\d+~/;

function withGeneration(generation: string | null, segment: string): string {
  return generation !== null && /^\d+$/.test(generation) ? `${generation}~${segment}` : segment;
}

/** Next hands dynamic segments over decoded; a segment taken from a raw URL is still encoded. */
function decodeView(generationAndView: string): URLSearchParams {
  const segment = generationAndView.replace(GENERATION, "");
  if (segment === NO_VIEW) return new URLSearchParams();
  let text = segment;
  if (!text.includes("=")) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return new URLSearchParams();
    }
  }
  return new URLSearchParams(text);
}

function dietFrom(query: QueryLike): DietFilter {
  return parseDietFilter({ diet: query.getAll("diet"), free: query.getAll("free") });
}

function withDiet(params: URLSearchParams, filter: DietFilter): URLSearchParams {
  for (const [key, value] of new URLSearchParams(dietFilterQuery(filter))) params.set(key, value);
  return params;
}

function orderViewFrom(query: QueryLike): OrderView {
  const category = query.get("category");
  return {
    category: category && CATEGORY_ID.test(category) ? category : null,
    q: (query.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
    dietFilter: dietFrom(query),
  };
}

/** /order?category=…&q=…&diet=…&free=… → the view segment; unknown or malformed parts dropped. */
export function orderViewSegment(search: URLSearchParams): string {
  const view = orderViewFrom(search);
  const params = new URLSearchParams();
  if (view.category) params.set("category", view.category);
  if (view.q) params.set("q", view.q);
  return encodeView(withDiet(params, view.dietFilter));
}

export function parseOrderView(segment: string): OrderView {
  return orderViewFrom(decodeView(segment));
}

/** /restaurant?diet=…&free=… → the view segment. */
export function restaurantViewSegment(search: URLSearchParams): string {
  return encodeView(withDiet(new URLSearchParams(), dietFrom(search)));
}

export function parseRestaurantView(segment: string): RestaurantView {
  return { dietFilter: dietFrom(decodeView(segment)) };
}

/** The pages served from the page cache, by public path, with the view each is asked for. */
const PRERENDERED_PAGES = {
  "/": { page: "home", view: () => NO_VIEW },
  "/order": { page: "order", view: orderViewSegment },
  "/restaurant": { page: "restaurant", view: restaurantViewSegment },
} satisfies Record<string, { page: string; view: (search: URLSearchParams) => string }>;

export type PrerenderedPathname = keyof typeof PRERENDERED_PAGES;

export function isPrerenderedPage(pathname: string): pathname is PrerenderedPathname {
  return Object.hasOwn(PRERENDERED_PAGES, pathname);
}

/** The internal path a public storefront URL is served from under the shop's data `generation`. */
export function prerenderedPathFor(
  pathname: PrerenderedPathname,
  search: URLSearchParams,
  generation: string | null,
): string {
  const { page, view } = PRERENDERED_PAGES[pathname];
  return `${PRERENDERED_PREFIX}/${page}/${withGeneration(generation, view(search))}`;
}
