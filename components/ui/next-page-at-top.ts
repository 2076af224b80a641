// The App Router keeps the page's scroll when a component navigates with `router.push` or
// `replace` after an await, so the next page opened as far down as this one was scrolled: on a
// phone /checkout opened 109 px down and the sign-in page 286 px, their headers out of view
// (issue 25). A component that leaves for another page calls this first.

/** Puts the window at its top at once, so the page navigated to next opens with its header. */
export function openNextPageAtTop(): void {
  window.scrollTo({ top: 0, behavior: "instant" });
}
