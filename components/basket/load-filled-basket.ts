import type * as FilledBasketModule from "./basket-filled";

// The basket's lines, offers, code form and totals (basket-filled.tsx) are most of the basket's
// script, and no page shows them before the basket has been fetched in the browser (the pages
// are cached, decision 021): their code is fetched alongside it, not with the page (issue 26).
// Kept apart from basket-contents.tsx so that the header's basket button can ask for it early
// without bringing the panel's code to every page.

let loaded: typeof FilledBasketModule | null = null;

/** The filled basket's module once fetched, so a panel mounted after that shows it at once. */
export function loadedFilledBasket(): typeof FilledBasketModule | null {
  return loaded;
}

/** Starts fetching the filled basket's code (the cart modal's button asks on hover and focus). */
export function preloadFilledBasket(): Promise<typeof FilledBasketModule> {
  return import("./basket-filled").then((module) => (loaded = module));
}
