import { onDemand } from "@/components/ui/on-demand";

// The basket's lines, offers, code form and totals (basket-filled.tsx) are most of the basket's
// script, and no page shows them before the basket has been fetched in the browser (the pages
// are cached, decision 021): their code is fetched alongside it, not with the page (issue 26).
// Kept apart from basket-contents.tsx so that the header's basket button can ask for it early
// without bringing the panel's code to every page.

const filledBasket = onDemand(() => import("./basket-filled"));

/** The filled basket's module once fetched, so a panel mounted after that shows it at once. */
export const loadedFilledBasket = filledBasket.loaded;

/** Starts fetching the filled basket's code (the cart modal's button asks on hover and focus). */
export const preloadFilledBasket = filledBasket.load;
