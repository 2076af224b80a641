// React runs a page's effects together, in one task after it hydrates; each request started there
// adds its fetch's set-up (the call, the headers, the browser's own work: about 10 ms at
// Lighthouse's 4× slower CPU) to that one task, which then blocks the page for longer than 50 ms.
// Started in a task of its own, each request is a short task and the page can answer a tap
// between them.

/** Runs `task` in a task of its own after the current one; returns what cancels it. */
export function inOwnTask(task: () => void): () => void {
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}
