// A process's copy of small reads that many requests make and only a write of the shop changes,
// kept while a shared counter says nothing has changed since it was read. The counter lives where
// every process that writes can move it (Redis across instances, this process alone without): a
// read asks for it (one round trip, far cheaper than the query it saves) and reuses its copy only
// when the counter is the one it was read under. So a change is seen by every instance's next read,
// which a copy kept for a time could not promise (the pause must stop checkouts everywhere at once).
import type { AsyncLocalStorage } from "node:async_hooks";
import { deepFreeze } from "../deep-freeze";

export type TGenerationSource = {
  /** The counter now; throws when it cannot be had (the read then goes to the database). */
  current(): Promise<string>;
  /** Moves the counter on, after a write has committed. */
  advance(): Promise<void>;
};

export type TGenerationMemo = {
  /** `load()`'s value for `key`: this process's copy while the counter has not moved since it was read. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The shop's data has changed: every process's next read loads afresh. */
  changed(): Promise<void>;
};

type TEntry = { generation: string; value: unknown; until: number };

type TOptions = {
  source: TGenerationSource;
  /**
   * A backstop, not the mechanism: a copy is read again at the latest this long after it was
   * read, for a change the counter missed (a restored backup, a counter that could not be moved).
   */
  maxAgeMs: number;
  now?: () => number;
};

export function createGenerationMemo({ source, maxAgeMs, now = Date.now }: TOptions): TGenerationMemo {
  const entries = new Map<string, TEntry>();
  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      let generation: string;
      try {
        generation = await source.current();
      } catch {
        return load();
      }
      const entry = entries.get(key);
      if (entry && entry.generation === generation && entry.until > now()) return entry.value as T;
      // Asked for after the counter: a write committed meanwhile moves the counter past this
      // copy's, so the next read loads again rather than keep what this one may have missed.
      const value = deepFreeze(await load());
      entries.set(key, { generation, value, until: now() + maxAgeMs });
      return value;
    },
    changed: () => source.advance(),
  };
}

/** The counter of one process: for a process that makes every write its reads must see. */
export function localGeneration(): TGenerationSource {
  let generation = 0;
  return {
    current: async () => String(generation),
    advance: async () => {
      generation += 1;
    },
  };
}

/** One answer's view of the counter: asked for by its first read, then shared by the rest. */
export type TAnswerScope = { generation?: Promise<string> };

/**
 * `source` asked once per scope (one API answer) rather than once per read: the answer's reads
 * then agree with each other as well, and a move made within the scope is asked for afresh after.
 * Outside a scope every read asks.
 */
export function oncePerScope(source: TGenerationSource, scopes: AsyncLocalStorage<TAnswerScope>): TGenerationSource {
  return {
    current: () => {
      const scope = scopes.getStore();
      return scope ? (scope.generation ??= source.current()) : source.current();
    },
    advance: async () => {
      await source.advance();
      const scope = scopes.getStore();
      if (scope) scope.generation = undefined;
    },
  };
}
