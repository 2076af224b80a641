import { once } from "node:events";
import { createServer, get, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi, type MockInstance } from "vitest";
import {
  collectWhenQuiet,
  createIdleCollector,
  IDLE_COLLECTION,
  inspectorCollect,
  type IdleCollectionOptions,
} from "./idle-collection";

const MB = 1024 * 1024;
/** The rule after a load alone: no run of looks in these tests is this long. */
const NEVER_IDLE = { idleLooks: 1_000, idleGrowthBytes: 0, idleMinGapMs: 0 };
const options: IdleCollectionOptions = {
  everyMs: 2_000,
  quietRequests: 4,
  growthBytes: 64 * MB,
  minGapMs: 30_000,
  ...NEVER_IDLE,
};

/** A heap whose committed size the test sets, and a collection that brings it to `leaves`. */
function fakeHeap(startBytes: number, rule: IdleCollectionOptions = options) {
  const heap = { bytes: startBytes, leaves: 120 * MB, collections: 0 };
  const collect = async () => {
    heap.collections += 1;
    heap.bytes = heap.leaves;
  };
  return { heap, collector: createIdleCollector(rule, () => heap.bytes, collect) };
}

describe("the rule: one collection once the requests die down after the heap grew", () => {
  it("takes the first look's heap as it is, however large", async () => {
    const { heap, collector } = fakeHeap(500 * MB);
    expect(await collector.check(0)).toEqual({ collected: false });
    expect(heap.collections).toBe(0);
  });

  it("collects when quiet and grown by more than the growth, then not again for the same heap", async () => {
    const { heap, collector } = fakeHeap(130 * MB);
    await collector.check(0);
    heap.bytes = 455 * MB;
    const first = await collector.check(2_000);
    expect(first).toMatchObject({ collected: true, beforeBytes: 455 * MB, afterBytes: 120 * MB });
    expect(heap.collections).toBe(1);
    expect(await collector.check(40_000)).toEqual({ collected: false });
    expect(heap.collections).toBe(1);
  });

  it("waits while requests keep coming, and collects at the first quiet look", async () => {
    const { heap, collector } = fakeHeap(130 * MB);
    await collector.check(0);
    heap.bytes = 400 * MB;
    for (let i = 0; i < 5; i++) collector.noteRequest();
    expect(await collector.check(2_000)).toEqual({ collected: false });
    for (let i = 0; i < 5; i++) collector.noteRequestDone();
    for (let i = 0; i < 4; i++) collector.noteRequest();
    expect(await collector.check(4_000)).toMatchObject({ collected: true });
  });

  it("waits while requests are unanswered, however few were started since the last look", async () => {
    const { heap, collector } = fakeHeap(130 * MB);
    await collector.check(0);
    heap.bytes = 400 * MB;
    for (let i = 0; i < 5; i++) collector.noteRequest();
    expect(await collector.check(2_000)).toEqual({ collected: false });
    // None started since, but the five still wait on the database: not quiet.
    expect(await collector.check(4_000)).toEqual({ collected: false });
    for (let i = 0; i < 3; i++) collector.noteRequestDone();
    expect(await collector.check(6_000)).toMatchObject({ collected: true });
  });

  it("leaves a growth of the threshold or less alone", async () => {
    const { heap, collector } = fakeHeap(130 * MB);
    await collector.check(0);
    heap.bytes = 130 * MB + 64 * MB;
    expect(await collector.check(2_000)).toEqual({ collected: false });
    heap.bytes += 1;
    expect(await collector.check(4_000)).toMatchObject({ collected: true });
  });

  it("pauses at most once per gap however often the heap grows", async () => {
    const { heap, collector } = fakeHeap(130 * MB);
    await collector.check(0);
    heap.bytes = 300 * MB;
    expect(await collector.check(2_000)).toMatchObject({ collected: true });
    heap.bytes = 300 * MB;
    expect(await collector.check(31_999)).toEqual({ collected: false });
    expect(await collector.check(32_000)).toMatchObject({ collected: true });
    expect(heap.collections).toBe(2);
  });

  it("measures growth from the lowest heap seen, so V8 giving pages back itself does not hide the next rush", async () => {
    const { heap, collector } = fakeHeap(300 * MB);
    await collector.check(0);
    heap.bytes = 125 * MB;
    await collector.check(2_000);
    heap.bytes = 200 * MB;
    expect(await collector.check(4_000)).toMatchObject({ collected: true, beforeBytes: 200 * MB });
  });

  it("a failed collection is reported and tried again after the gap, not at every look", async () => {
    const heap = { bytes: 130 * MB };
    let fails = true;
    const collector = createIdleCollector(
      options,
      () => heap.bytes,
      async () => {
        if (fails) throw new Error("inspector busy");
        heap.bytes = 120 * MB;
      },
    );
    await collector.check(0);
    heap.bytes = 400 * MB;
    await expect(collector.check(2_000)).rejects.toThrow("inspector busy");
    fails = false;
    expect(await collector.check(4_000)).toEqual({ collected: false });
    expect(await collector.check(32_000)).toMatchObject({ collected: true, afterBytes: 120 * MB });
  });
});

describe("the rule when idle: a smaller growth once no request has come for a few looks", () => {
  const idle: IdleCollectionOptions = {
    ...options,
    idleLooks: 2,
    idleGrowthBytes: 32 * MB,
    idleMinGapMs: 10_000,
  };

  it("collects a growth under the load's threshold once idle for the looks, not before", async () => {
    const { heap, collector } = fakeHeap(130 * MB, idle);
    collector.noteRequest();
    await collector.check(0);
    collector.noteRequestDone();
    heap.bytes = 130 * MB + 50 * MB;
    // One look without requests: quiet, but 50 MB is under the load's 64 MB.
    expect(await collector.check(2_000)).toEqual({ collected: false });
    expect(await collector.check(4_000)).toMatchObject({ collected: true, beforeBytes: 180 * MB });
    expect(heap.collections).toBe(1);
  });

  it("counts a look with one request started, or one unanswered, as not idle", async () => {
    const { heap, collector } = fakeHeap(130 * MB, idle);
    await collector.check(0);
    heap.bytes = 180 * MB;
    collector.noteRequest();
    expect(await collector.check(2_000)).toEqual({ collected: false });
    // Nothing started since, but the one request is still unanswered.
    expect(await collector.check(4_000)).toEqual({ collected: false });
    collector.noteRequestDone();
    expect(await collector.check(6_000)).toEqual({ collected: false });
    expect(await collector.check(8_000)).toMatchObject({ collected: true });
  });

  it("leaves an idle growth of the idle threshold or less alone", async () => {
    const { heap, collector } = fakeHeap(130 * MB, idle);
    await collector.check(0);
    heap.bytes = 130 * MB + 32 * MB;
    expect(await collector.check(2_000)).toEqual({ collected: false });
    expect(await collector.check(4_000)).toEqual({ collected: false });
    heap.bytes += 1;
    expect(await collector.check(6_000)).toMatchObject({ collected: true });
  });

  it("after a collection in a lull, gives the rest of the load back once idle, sooner than the load's gap", async () => {
    const { heap, collector } = fakeHeap(130 * MB, idle);
    await collector.check(0);
    heap.bytes = 300 * MB;
    expect(await collector.check(2_000)).toMatchObject({ collected: true });
    // The load's last requests grow the heap again by 60 MB, under the load's threshold: only the
    // idle rule takes it, and not before its own gap.
    for (let i = 0; i < 3; i++) collector.noteRequest();
    heap.bytes = 120 * MB + 60 * MB;
    expect(await collector.check(4_000)).toEqual({ collected: false });
    for (let i = 0; i < 3; i++) collector.noteRequestDone();
    expect(await collector.check(6_000)).toEqual({ collected: false });
    expect(await collector.check(8_000)).toEqual({ collected: false });
    expect(await collector.check(10_000)).toEqual({ collected: false });
    expect(await collector.check(12_000)).toMatchObject({ collected: true, beforeBytes: 180 * MB });
    expect(heap.collections).toBe(2);
  });
});

describe("the shipped settings (decision 067)", () => {
  it("see the end of a load within two looks, however its last requests straddle the first", async () => {
    const heap = { bytes: 130 * MB };
    let collectedAt: number | undefined;
    let now = 0;
    const collector = createIdleCollector(
      IDLE_COLLECTION,
      () => heap.bytes,
      async () => {
        collectedAt = now;
        heap.bytes = 125 * MB;
      },
    );
    const look = async () => {
      now += IDLE_COLLECTION.everyMs;
      await collector.check(now);
    };
    await collector.check(now);
    // A load of fifty requests a look, the heap growing by 400 MB.
    const answer = (n: number) => {
      for (let r = 0; r < n; r++) collector.noteRequestDone();
    };
    for (let i = 0; i < 10; i++) {
      for (let r = 0; r < 50; r++) collector.noteRequest();
      if (i > 0) answer(50);
      heap.bytes += 40 * MB;
      await look();
    }
    expect(collectedAt).toBeUndefined();
    const loadEnded = now;
    // Its tail lands in the next look, as in-flight answers and a straggling page's scripts do.
    for (let r = 0; r < 12; r++) collector.noteRequest();
    answer(50 + 12);
    await look();
    expect(collectedAt).toBeUndefined();
    // Then one request, a tracking page's poll: still quiet.
    collector.noteRequest();
    await look();
    expect(collectedAt).toBe(loadEnded + 2 * IDLE_COLLECTION.everyMs);
    expect(collectedAt! - loadEnded).toBeLessThanOrEqual(2_000);
  });
});

describe("the shipped settings (decision 074)", () => {
  it("give back what a rush's last minutes grew after a collection in a lull, within 3 s of the quiet", async () => {
    const heap = { bytes: 150 * MB };
    const collections: number[] = [];
    let now = 0;
    const collector = createIdleCollector(
      IDLE_COLLECTION,
      () => heap.bytes,
      async () => {
        collections.push(now);
        heap.bytes = 150 * MB;
      },
    );
    await collector.check(now);
    const look = async (requests: number) => {
      for (let r = 0; r < requests; r++) collector.noteRequest();
      for (let r = 0; r < requests; r++) collector.noteRequestDone();
      now += IDLE_COLLECTION.everyMs;
      await collector.check(now);
    };
    // A rush's lull: one request in a second after the heap grew by 300 MB.
    heap.bytes = 450 * MB;
    await look(1);
    expect(collections).toEqual([now]);
    // Its last 20 s grow the heap by 110 MB again, then no request comes.
    for (let i = 0; i < 20; i++) {
      heap.bytes += 5.5 * MB;
      await look(8);
    }
    const quietFrom = now;
    for (let i = 0; i < 5; i++) await look(0);
    expect(collections).toHaveLength(2);
    expect(collections[1]! - quietFrom).toBeLessThanOrEqual(3 * IDLE_COLLECTION.everyMs);
  });
});

/** Garbage that reaches the old space: kept across a few young collections, then dropped. */
function growHeapByGarbage(megabytes: number) {
  let kept: { n: number; s: string }[] | null = [];
  for (let i = 0; i < megabytes * 10_000; i++) kept.push({ n: i, s: `dish ${i}` });
  kept = null;
  return kept;
}

describe("the inspector's collection, on this process's real heap", () => {
  it("gives the pages of an emptied heap back", async () => {
    const collect = await inspectorCollect();
    expect(collect).toBeDefined();
    growHeapByGarbage(150);
    const before = process.memoryUsage().heapTotal;
    await collect!();
    const after = process.memoryUsage().heapTotal;
    expect(before - after).toBeGreaterThan(50 * MB);
  });
});

describe("on an HTTP server", () => {
  let server: Server | undefined;
  let stop: (() => void) | undefined;
  let log: MockInstance<typeof console.log> | undefined;
  afterEach(() => {
    log?.mockRestore();
    stop?.();
    server?.close();
  });

  async function serve(handle: RequestListener = (_req, res) => res.end("ok")) {
    server = createServer(handle);
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    return (server.address() as AddressInfo).port;
  }
  /** The collection on the test's server, its log caught; the timer's looks are an hour apart, so the test takes each look itself. */
  async function collectByHand() {
    log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const quiet = await collectWhenQuiet(server!, {
      everyMs: 3_600_000,
      quietRequests: 2,
      growthBytes: 32 * MB,
      minGapMs: 0,
      ...NEVER_IDLE,
    });
    stop = quiet.stop;
    await quiet.look();
    growHeapByGarbage(150);
    return { look: quiet.look, logged: log };
  }
  const fetchOk = (port: number) =>
    new Promise<void>((resolve, reject) =>
      get({ host: "127.0.0.1", port, path: "/" }, (res) => res.resume().on("end", resolve)).on("error", reject),
    );

  it("counts the server's requests, and collects the real heap at the first quiet look", async () => {
    const port = await serve();
    const { look, logged } = await collectByHand();
    for (let i = 0; i < 3; i++) await fetchOk(port);
    await look();
    expect(logged).not.toHaveBeenCalled();
    await fetchOk(port);
    await look();
    expect(logged).toHaveBeenCalledTimes(1);
    const line = String(logged.mock.calls[0]![0]);
    const [, before, after, live] =
      /^\[memory\] Quiet after a load: heap (\d+) → (\d+) MB \((\d+) MB live\), resident \d+ → \d+ MB, in \d+ ms\.$/.exec(
        line,
      ) ?? [];
    expect(Number(before) - Number(after), line).toBeGreaterThan(32);
    expect(Number(live), line).toBeGreaterThan(0);
    expect(Number(live), line).toBeLessThanOrEqual(Number(after));
  });

  it("holds the collection while answers are pending, and counts a dropped connection as done", async () => {
    const held: ServerResponse[] = [];
    let droppedRes: ServerResponse | undefined;
    const port = await serve((req, res) => {
      if (req.url === "/drop") droppedRes = res;
      else held.push(res);
    });
    const { look, logged } = await collectByHand();
    const answers = [0, 1, 2].map(() => fetchOk(port));
    const dropped = get({ host: "127.0.0.1", port, path: "/drop" }).on("error", () => undefined);
    await vi.waitFor(() => expect(held.length + (droppedRes ? 1 : 0)).toBe(4));
    await look();
    // Nothing started since the last look, but four answers are pending.
    await look();
    const answered = once(held[0]!, "close");
    held[0]!.end("ok");
    await answered;
    await look();
    expect(logged).not.toHaveBeenCalled();
    // The client that gives up leaves two pending: quiet.
    const closed = once(droppedRes!, "close");
    dropped.destroy();
    await closed;
    await look();
    expect(logged).toHaveBeenCalledTimes(1);
    for (const res of held) if (!res.writableEnded) res.end("ok");
    await Promise.all(answers);
  });

  it("stops counting once stopped", async () => {
    await serve();
    const listeners = server!.listenerCount("request");
    const quiet = await collectWhenQuiet(server!);
    expect(server!.listenerCount("request")).toBe(listeners + 1);
    quiet.stop();
    expect(server!.listenerCount("request")).toBe(listeners);
  });
});
