// The page glides (html { scroll-behavior: smooth }), and so does the browser's own scroll to a
// control reached by Tab. When the page's code moves focus while such a glide is under way (Enter
// on "Create account" a moment after tabbing to it, and the form sends focus to the first field in
// error), Chromium puts the newly focused control in view at once, but the glide then carries on
// to where it was going and leaves that control out of sight: a keyboard user, and a screen
// magnifier's, is left typing into a field they cannot see (CI 2026-12-06, keyboard-journey at
// 390 px, 7 runs in 8 when Enter followed at once). So a focus that lands during a glide stops the
// glide where it is and brings the focused control into view from there.

/** A scroll this recent (ms) means the page is still moving: its frames come every 16 ms or so. */
const MOVING_MS = 150;

let installed = false;

export function keepFocusInView(): void {
  if (installed || typeof document === "undefined") return;
  installed = true;
  let lastScrollAt = Number.NEGATIVE_INFINITY;
  addEventListener(
    "scroll",
    () => {
      lastScrollAt = performance.now();
    },
    { passive: true },
  );
  document.addEventListener("focusin", (event) => {
    if (performance.now() - lastScrollAt > MOVING_MS) return;
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    // An instant scroll to where the page stands ends the glide; "nearest" then moves no further
    // than needed, and not at all when the control is already in view.
    scrollTo({ top: scrollY, left: scrollX, behavior: "instant" });
    target.scrollIntoView({ block: "nearest", inline: "nearest" });
  });
}
