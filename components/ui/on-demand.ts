// Code a page does not need before a tap or an answer from the API: not in the page's first
// scripts (issue 26), fetched the first time it is asked for, kept for whatever mounts later, and
// asked for again after a failed fetch (the customer's connection came back).

export type TOnDemand<T> = {
  /** The code, once it has arrived; null before. */
  loaded: () => T | null;
  /** Fetches the code (once while a fetch is under way or has succeeded). */
  load: () => Promise<T>;
};

export function onDemand<T>(fetchCode: () => Promise<T>): TOnDemand<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    loaded: () => loaded,
    load: () =>
      (loading ??= fetchCode().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}

/**
 * Runs `task` when the browser is first idle (after 2 s where it has no requestIdleCallback, as
 * Safari), so that code a tap will want has usually come before the tap. Returns the cancel, for
 * an effect's clean-up.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 2000);
  return () => clearTimeout(id);
}
