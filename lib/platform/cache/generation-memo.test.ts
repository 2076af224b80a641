import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, it } from "vitest";
import {
  createGenerationMemo,
  localGeneration,
  oncePerScope,
  type TAnswerScope,
  type TGenerationSource,
} from "./generation-memo";
import { countingLoad as counter } from "@/test/counting-load";

describe("createGenerationMemo", () => {
  it("answers from its copy until the counter moves, then loads afresh", async () => {
    const memo = createGenerationMemo({ source: localGeneration(), maxAgeMs: 30_000 });
    let paused = false;
    const rules = counter(() => ({ paused }));
    const first = await memo.read("rules", rules.load);
    expect(await memo.read("rules", rules.load)).toBe(first);
    expect(rules.calls()).toBe(1);
    paused = true;
    await memo.changed();
    expect(await memo.read("rules", rules.load)).toEqual({ paused: true });
    expect(rules.calls()).toBe(2);
  });

  it("sees a change made through another process's memo at its next read (one shared counter)", async () => {
    const shared = localGeneration();
    const instanceA = createGenerationMemo({ source: shared, maxAgeMs: 30_000 });
    const instanceB = createGenerationMemo({ source: shared, maxAgeMs: 30_000 });
    let pausedUntil: string | null = null;
    const onB = counter(() => ({ pausedUntil }));
    expect(await instanceB.read("rules", onB.load)).toEqual({ pausedUntil: null });
    pausedUntil = "2026-12-04T19:15:00Z";
    await instanceA.changed();
    expect(await instanceB.read("rules", onB.load)).toEqual({ pausedUntil: "2026-12-04T19:15:00Z" });
    expect(onB.calls()).toBe(2);
  });

  it("does not keep a copy read while a write committed: the next read loads again", async () => {
    const source = localGeneration();
    const memo = createGenerationMemo({ source, maxAgeMs: 30_000 });
    let value = "before";
    const first = memo.read("rules", async () => {
      // The write commits and moves the counter while this read is under way.
      const seen = value;
      value = "after";
      await source.advance();
      return seen;
    });
    expect(await first).toBe("before");
    const rules = counter(() => value);
    expect(await memo.read("rules", rules.load)).toBe("after");
    expect(rules.calls()).toBe(1);
  });

  it("keeps each key apart", async () => {
    const memo = createGenerationMemo({ source: localGeneration(), maxAgeMs: 30_000 });
    expect(await memo.read("zones", async () => ["AB1"])).toEqual(["AB1"]);
    expect(await memo.read("rules", async () => ({ prepMinutes: 20 }))).toEqual({ prepMinutes: 20 });
    expect(await memo.read("zones", async () => ["CD2"])).toEqual(["AB1"]);
  });

  it("reads afresh after maxAgeMs even when the counter never moved (a change it missed)", async () => {
    let t = 0;
    const memo = createGenerationMemo({ source: localGeneration(), maxAgeMs: 30_000, now: () => t });
    const rules = counter(() => t);
    expect(await memo.read("rules", rules.load)).toBe(0);
    t = 29_999;
    expect(await memo.read("rules", rules.load)).toBe(0);
    t = 30_000;
    expect(await memo.read("rules", rules.load)).toBe(30_000);
    expect(rules.calls()).toBe(2);
  });

  it("goes to the database on every read while the counter cannot be had", async () => {
    const down: TGenerationSource = {
      current: () => Promise.reject(new Error("Redis gave no answer within 1000 ms")),
      advance: () => Promise.reject(new Error("Redis gave no answer within 1000 ms")),
    };
    const memo = createGenerationMemo({ source: down, maxAgeMs: 30_000 });
    const rules = counter(() => ({ prepMinutes: 20 }));
    await memo.read("rules", rules.load);
    await memo.read("rules", rules.load);
    expect(rules.calls()).toBe(2);
    await expect(memo.changed()).rejects.toThrow("no answer");
  });

  it("hands every reader the same read-only copy", async () => {
    const memo = createGenerationMemo({ source: localGeneration(), maxAgeMs: 30_000 });
    const zones = await memo.read("zones", async () => [{ name: "Town", outwardCodes: ["AB1"] }]);
    expect(Object.isFrozen(zones)).toBe(true);
    expect(Object.isFrozen(zones[0]!.outwardCodes)).toBe(true);
  });
});

describe("oncePerScope", () => {
  /** A shared counter that counts how often it is asked (Redis's GET). */
  function askedCounter() {
    const inner = localGeneration();
    let asked = 0;
    const source: TGenerationSource = {
      current: () => {
        asked += 1;
        return inner.current();
      },
      advance: () => inner.advance(),
    };
    return { source, asked: () => asked };
  }

  it("asks for the counter once in an answer that makes three kept reads, and on every read outside one", async () => {
    const redis = askedCounter();
    const answers = new AsyncLocalStorage<TAnswerScope>();
    const memo = createGenerationMemo({ source: oncePerScope(redis.source, answers), maxAgeMs: 30_000 });
    const read = () =>
      Promise.all([
        memo.read("rules", async () => ({ paused: false })),
        memo.read("zones", async () => []),
        memo.read("offers", async () => []),
      ]);
    await answers.run({}, read);
    expect(redis.asked()).toBe(1);
    await answers.run({}, read);
    expect(redis.asked()).toBe(2);
    await read();
    expect(redis.asked()).toBe(5);
  });

  it("sees another answer's change at its own start, and its own change at its next read", async () => {
    const redis = askedCounter();
    const answers = new AsyncLocalStorage<TAnswerScope>();
    const source = oncePerScope(redis.source, answers);
    const memo = createGenerationMemo({ source, maxAgeMs: 30_000 });
    let paused = false;
    const rules = counter(() => ({ paused }));
    await answers.run({}, () => memo.read("rules", rules.load));
    paused = true;
    await answers.run({}, () => memo.changed());
    expect(await answers.run({}, () => memo.read("rules", rules.load))).toEqual({ paused: true });
    await answers.run({}, async () => {
      expect(await memo.read("rules", rules.load)).toEqual({ paused: true });
      paused = false;
      await memo.changed();
      expect(await memo.read("rules", rules.load)).toEqual({ paused: false });
    });
    expect(rules.calls()).toBe(3);
  });
});
