// A storefront view that is its own cached page (decision 021) is drawn anew when a control
// changes it, and the element that had focus goes with the old one: focus falls to the body.

/** Nothing has focus (it fell to the body), so giving it to a control takes nothing from the customer. */
export function isFocusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}
