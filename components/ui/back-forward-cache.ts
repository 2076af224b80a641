// A page Back (or Forward) brings out of the browser's back/forward cache comes as it was left,
// frozen: no effect runs again and no timer fired meanwhile (decision 058). What the page shows
// of the world (the viewer, the basket, the shop's status) asks again.

/** Runs `task` each time the page is restored from the back/forward cache; returns the clean-up. */
export function onRestoredFromCache(task: () => void): () => void {
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) task();
  };
  window.addEventListener("pageshow", onShow);
  return () => window.removeEventListener("pageshow", onShow);
}
