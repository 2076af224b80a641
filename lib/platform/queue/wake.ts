// Workers of this process, by queue, so that a job enqueued here starts at once instead of
// at the worker's next poll. Kept on globalThis: route handlers and the instrumentation hook
// that starts the worker are bundled apart but share the process.

type Waker = () => void;

const registry = globalThis as unknown as { __jobWakers?: Map<string, Set<Waker>> };

function wakers(): Map<string, Set<Waker>> {
  registry.__jobWakers ??= new Map();
  return registry.__jobWakers;
}

export function onWake(queue: string, waker: Waker): () => void {
  const set = wakers().get(queue) ?? new Set<Waker>();
  set.add(waker);
  wakers().set(queue, set);
  return () => set.delete(waker);
}

/** Tells local workers of these queues to look for jobs now (a no-op when none runs here). */
export function wakeWorkers(queues: Iterable<string>): void {
  for (const queue of queues) for (const waker of wakers().get(queue) ?? []) waker();
}
