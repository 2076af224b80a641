// A storefront view that is its own cached page (decision 021) is drawn anew when a control
// changes it, and the element that had focus goes with the old page: focus falls to the body and
// a keyboard user would start again from the top. The control says which element of the new page
// should have focus (focusAfterRedraw); the components that are drawn anew ask for it when they
// mount (restoreFocusAfterRedraw).

/** How long a request stands: a change whose page never came (offline) must not steal focus later. */
const STANDS_MS = 10_000;

let pending: { selector: string; preventScroll: boolean; at: number } | null = null;

/** Nothing has focus (it fell to the body), so giving it to a control takes nothing from the customer. */
export function isFocusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * Focus for the first element matching `selector` once the page is drawn anew. The selector should
 * match on the new page only (the chosen tab once it is the current one, say): a component of the
 * old page may still mount after the tap, when the tap came while the page was hydrating.
 */
export function focusAfterRedraw(selector: string, options: { preventScroll?: boolean } = {}) {
  pending = { selector, preventScroll: options.preventScroll ?? false, at: Date.now() };
}

/**
 * Gives focus to the element asked for, if it is on the page and nothing has focus; the request
 * is kept until then (another component may mount with it), or until it lapses.
 */
export function restoreFocusAfterRedraw() {
  if (!pending) return;
  if (Date.now() - pending.at >= STANDS_MS) {
    pending = null;
    return;
  }
  if (!isFocusLost()) return;
  const target = document.querySelector<HTMLElement>(pending.selector);
  if (!target) return;
  target.focus({ preventScroll: pending.preventScroll });
  pending = null;
}
