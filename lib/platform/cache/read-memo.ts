// What one process keeps of the shop's cached reads between API answers (decision 055): Next's
// data cache hands back a fresh parse of its JSON entry on every read, which for the 20 KB item
// list was the biggest single cost of the answer. Kept for at most `maxAgeMs` and dropped at once
// by `expire()`; a read that was under way when `expire()` came is not kept. At most `maxEntries`
// are kept (the oldest go first): the keys hold ids from the request, and a client asking for
// made-up ones must not make the process grow.
import { deepFreeze } from "../deep-freeze";

export type TReadMemo = {
  /** `load()`'s value for `key`, from the memo while it holds a young enough one. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forget everything: the shop's data has changed. */
  expire(): void;
};

type TEntry = { value: unknown; until: number };

type TReadMemoOptions = { maxAgeMs: number; maxEntries: number; now?: () => number };

export function createReadMemo({ maxAgeMs, maxEntries, now = Date.now }: TReadMemoOptions): TReadMemo {
  const entries = new Map<string, TEntry>();
  let generation = 0;
  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.until > now()) return entry.value as T;
      const startedIn = generation;
      const value = deepFreeze(await load());
      if (startedIn === generation) {
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, until: now() + maxAgeMs });
      }
      return value;
    },
    expire() {
      generation += 1;
      entries.clear();
    },
  };
}
