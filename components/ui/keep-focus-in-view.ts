// The page glides (html { scroll-behavior: smooth }), and so does the browser's own scroll to a
// control reached by Tab. When the page's code moves focus while such a glide is under way (Enter
// on "Create account" a moment after tabbing to it, and the form sends focus to the first field in
// error), Chromium puts the newly focused control in view at once, but the glide then carries on
// to where it was going and leaves that control out of sight: a keyboard user, and a screen
// magnifier's, is left typing into a field they cannot see (CI 2026-12-06, keyboard-journey at
// 390 px, 7 runs in 8 when Enter followed at once).
//
// So a focus that lands during a glide is looked at again when the page comes to rest, and brought
// into view then if it is out of sight. The glide itself is never cut short: a page that glides to
// its top while its heading takes focus (the order confirmation) must arrive there.

/** A scroll this recent (ms) means the page is still moving: its frames come every 16 ms or so. */
const MOVING_MS = 150;
/** Without scrollend, a page that has not moved for this long (ms) is taken to be at rest. */
const REST_MS = 300;
/** A focus is followed this long (ms); a page still moving after that is being scrolled by a person. */
const FOLLOW_MS = 3_000;

let installed = false;

function isOutOfSight(element: HTMLElement): boolean {
  const { top, bottom, height } = element.getBoundingClientRect();
  if (bottom <= 0 || top >= innerHeight) return true;
  // Cut off at an edge counts only for what fits on the screen at all.
  return height <= innerHeight && (top < 0 || bottom > innerHeight);
}

export function keepFocusInView(): void {
  if (installed || typeof document === "undefined") return;
  installed = true;
  let lastScrollAt = Number.NEGATIVE_INFINITY;
  let followed: { element: HTMLElement; since: number } | null = null;
  let restTimer: ReturnType<typeof setTimeout> | undefined;

  // Called when the page comes to rest: its scrollend, or where there is none (Safari) once it
  // has not moved for REST_MS. Frames can come further apart than that on a busy machine, and a
  // guess made mid-glide would cut the glide short; scrollend is not a guess.
  function atRest() {
    const watched = followed;
    followed = null;
    if (!watched || watched.element !== document.activeElement) return;
    if (performance.now() - watched.since > FOLLOW_MS) return;
    if (isOutOfSight(watched.element)) watched.element.scrollIntoView({ block: "nearest", inline: "nearest" });
  }

  const hasScrollEnd = "onscrollend" in window;
  function waitForRest() {
    if (hasScrollEnd) return;
    clearTimeout(restTimer);
    restTimer = setTimeout(atRest, REST_MS);
  }
  if (hasScrollEnd) addEventListener("scrollend", atRest, { passive: true });

  addEventListener(
    "scroll",
    () => {
      lastScrollAt = performance.now();
      if (followed) waitForRest();
    },
    { passive: true },
  );
  document.addEventListener("focusin", (event) => {
    const now = performance.now();
    if (now - lastScrollAt > MOVING_MS || !(event.target instanceof HTMLElement)) return;
    followed = { element: event.target, since: now };
    waitForRest();
  });
}
