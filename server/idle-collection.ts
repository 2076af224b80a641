import type { IncomingMessage, Server, ServerResponse } from "node:http";

// After a rush the app server's V8 heap stays as large as the rush made it: the garbage is
// collected by V8's own collections, but the pages they free stay committed until V8's memory
// reducer decides the process is idle, which took 20–30 s on 2026-11-28 and more than 45 s on
// 2026-11-30 (decision 066). One memory-reducing collection, asked for once the requests have
// died down, gives the pages back at once: 647 → 241 MB resident in 400 ms after `npm run bench`.

export type IdleCollectionOptions = {
  /** How often the server looks at its requests and its heap. */
  everyMs: number;
  /** At most this many requests started since the last look, and at most this many unanswered at it, count as quiet. */
  quietRequests: number;
  /** Heap committed above what the last collection left that makes a collection worth its pause. */
  growthBytes: number;
  /** The shortest time between two collections, so a shop with short bursts pauses at most this often. */
  minGapMs: number;
  /**
   * Looks in a row with no request started and none unanswered that make the server idle: then
   * a smaller growth, `idleGrowthBytes`, is worth a collection, at most once per `idleMinGapMs`.
   */
  idleLooks: number;
  idleGrowthBytes: number;
  idleMinGapMs: number;
};

// Every second, with at most two requests started and two unanswered (decision 067): the end of a
// load is seen 1–2 s after it. Counting only the requests started let a server whose fifty
// requests all waited on the database (fifteen a second) look quiet.
// A server idle for two looks collects a growth of more than 64 MB, 10 s after the last collection
// at the earliest (decision 074): in a rush an instance collects in a lull, and the rush's last
// minutes then grew its heap by less than 128 MB, which it held until V8's own reducer 20-50 s later.
export const IDLE_COLLECTION: IdleCollectionOptions = {
  everyMs: 1_000,
  quietRequests: 2,
  growthBytes: 128 * 1024 * 1024,
  minGapMs: 30_000,
  idleLooks: 2,
  idleGrowthBytes: 64 * 1024 * 1024,
  idleMinGapMs: 10_000,
};

export type HeapReader = () => number;
export type Collect = () => Promise<void>;

export type IdleCollector = {
  /** Counts a request; called for each one the server takes. */
  noteRequest: () => void;
  /** Called once for each request when its answer is finished or its connection gone. */
  noteRequestDone: () => void;
  /** One look: collects when the server has been quiet and its heap has grown enough. */
  check: (
    now: number,
  ) => Promise<{ collected: false } | { collected: true; beforeBytes: number; afterBytes: number; tookMs: number }>;
};

/**
 * The rule, on a clock and a heap the caller gives it. The first look only takes the heap's
 * size as it is: a process that has just started has not had a rush to give back.
 */
export function createIdleCollector(
  options: IdleCollectionOptions,
  heapCommitted: HeapReader,
  collect: Collect,
): IdleCollector {
  let requestsSinceLook = 0;
  let unanswered = 0;
  let baselineBytes: number | undefined;
  let lastCollectedAt = Number.NEGATIVE_INFINITY;
  let collecting = false;
  let idleLooksInARow = 0;
  return {
    noteRequest: () => {
      requestsSinceLook += 1;
      unanswered += 1;
    },
    noteRequestDone: () => {
      unanswered = Math.max(0, unanswered - 1);
    },
    check: async (now) => {
      const requests = requestsSinceLook;
      requestsSinceLook = 0;
      idleLooksInARow = requests === 0 && unanswered === 0 ? idleLooksInARow + 1 : 0;
      const beforeBytes = heapCommitted();
      if (baselineBytes === undefined || beforeBytes < baselineBytes) baselineBytes = beforeBytes;
      const growth = beforeBytes - baselineBytes;
      const sinceLast = now - lastCollectedAt;
      const afterLoad =
        requests <= options.quietRequests &&
        unanswered <= options.quietRequests &&
        growth > options.growthBytes &&
        sinceLast >= options.minGapMs;
      const whenIdle =
        idleLooksInARow >= options.idleLooks && growth > options.idleGrowthBytes && sinceLast >= options.idleMinGapMs;
      if (collecting || !(afterLoad || whenIdle)) return { collected: false };
      // Set before the collection, so one that fails is not asked for again at every look.
      lastCollectedAt = now;
      collecting = true;
      const startedAt = performance.now();
      try {
        await collect();
      } finally {
        collecting = false;
      }
      const afterBytes = heapCommitted();
      baselineBytes = afterBytes;
      return { collected: true, beforeBytes, afterBytes, tookMs: performance.now() - startedAt };
    },
  };
}

/**
 * A memory-reducing full collection, as the inspector's "collect garbage" does it: V8 collects
 * and gives the freed pages back. `gc()` under `--expose-gc` collects as much but kept 374 MB of
 * an emptied old space committed in the app server, so the inspector's is used; an in-process
 * session opens no port. Undefined where Node was built without the inspector.
 */
export async function inspectorCollect(): Promise<Collect | undefined> {
  const inspector = await import("node:inspector").catch(() => undefined);
  if (!inspector) return undefined;
  return () =>
    new Promise<void>((resolve, reject) => {
      const session = new inspector.Session();
      session.connect();
      session.post("HeapProfiler.collectGarbage", (err) => {
        // Closing the session inside its own answer's callback never returns (seen on Node 20).
        setImmediate(() => session.disconnect());
        if (err) reject(err);
        else resolve();
      });
    });
}

const toMB = (bytes: number) => Math.round(bytes / 1048576);

export type QuietCollection = {
  /** One look, as the timer takes it: logs a line when it collected. */
  look: () => Promise<void>;
  stop: () => void;
};

/** Counts the server's requests and looks every `everyMs`. Does nothing where there is no inspector. */
export async function collectWhenQuiet(
  server: Server,
  options: IdleCollectionOptions = IDLE_COLLECTION,
  heapCommitted: HeapReader = () => process.memoryUsage().heapTotal,
): Promise<QuietCollection> {
  const collect = await inspectorCollect();
  if (!collect) return { look: async () => undefined, stop: () => undefined };
  const collector = createIdleCollector(options, heapCommitted, collect);
  const onRequest = (_req: IncomingMessage, res: ServerResponse) => {
    collector.noteRequest();
    // "close" comes once per response, whether it was finished or its connection dropped.
    res.once("close", collector.noteRequestDone);
  };
  server.on("request", onRequest);
  const look = async () => {
    const residentBefore = process.memoryUsage.rss();
    try {
      const result = await collector.check(Date.now());
      if (!result.collected) return;
      // The heap figures are what V8 holds; "live" is what survived the collection, the figure that
      // tells a leak (it grows from one quiet to the next) from pages V8 has not given back yet.
      const { heapUsed, rss } = process.memoryUsage();
      console.log(
        `[memory] Quiet after a load: heap ${toMB(result.beforeBytes)} → ${toMB(result.afterBytes)} MB ` +
          `(${toMB(heapUsed)} MB live), resident ${toMB(residentBefore)} → ${toMB(rss)} MB, in ${Math.round(result.tookMs)} ms.`,
      );
    } catch (err) {
      console.warn("[memory] The collection after a load failed:", err);
    }
  };
  const timer = setInterval(() => void look(), options.everyMs);
  // The looks must not keep a stopping process alive.
  timer.unref();
  return {
    look,
    stop: () => {
      clearInterval(timer);
      server.off("request", onRequest);
    },
  };
}
