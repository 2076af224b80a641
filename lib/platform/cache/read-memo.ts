// What one process keeps of the shop's cached reads between API answers (decision 055): Next's
// data cache hands back a fresh parse of its JSON entry on every read, which for the 20 KB item
// list was the biggest single cost of the answer. Kept for at most `maxAgeMs` and dropped at once
// by `expire()`; a read that was under way when `expire()` came is not kept.

export type TReadMemo = {
  /** `load()`'s value for `key`, from the memo while it holds a young enough one. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forget everything: the shop's data has changed. */
  expire(): void;
};

type TEntry = { value: unknown; until: number };

export function createReadMemo({ maxAgeMs, now = Date.now }: { maxAgeMs: number; now?: () => number }): TReadMemo {
  const entries = new Map<string, TEntry>();
  let generation = 0;
  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.until > now()) return entry.value as T;
      const startedIn = generation;
      const value = deepFreeze(await load());
      if (startedIn === generation) entries.set(key, { value, until: now() + maxAgeMs });
      return value;
    },
    expire() {
      generation += 1;
      entries.clear();
    },
  };
}

/** Every caller gets the same objects: one that changed them would change them for the next. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
