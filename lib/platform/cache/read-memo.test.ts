import { describe, expect, it } from "vitest";
import { createReadMemo } from "./read-memo";
import { countingLoad as counter } from "@/test/counting-load";

function clock(start = 0) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("createReadMemo", () => {
  it("answers from the memo until maxAgeMs has passed, then loads again", async () => {
    const time = clock();
    const memo = createReadMemo({ maxAgeMs: 30_000, maxEntries: 100, now: time.now });
    const items = counter(() => ({ items: [{ name: "Margherita", pricePence: 899 }] }));
    const first = await memo.read("items:a", items.load);
    time.advance(29_999);
    expect(await memo.read("items:a", items.load)).toBe(first);
    expect(items.calls()).toBe(1);
    time.advance(1);
    const third = await memo.read("items:a", items.load);
    expect(items.calls()).toBe(2);
    expect(third).not.toBe(first);
    expect(third).toEqual(first);
  });

  it("keeps each key apart", async () => {
    const memo = createReadMemo({ maxAgeMs: 30_000, maxEntries: 100 });
    expect(await memo.read("a", async () => 1)).toBe(1);
    expect(await memo.read("b", async () => 2)).toBe(2);
    expect(await memo.read("a", async () => 3)).toBe(1);
  });

  it("forgets everything on expire()", async () => {
    const memo = createReadMemo({ maxAgeMs: 30_000, maxEntries: 100 });
    const price = { pence: 899 };
    const items = counter(() => ({ ...price }));
    expect(await memo.read("k", items.load)).toEqual({ pence: 899 });
    price.pence = 999;
    memo.expire();
    expect(await memo.read("k", items.load)).toEqual({ pence: 999 });
    expect(items.calls()).toBe(2);
  });

  it("does not keep a read that was under way when expire() came", async () => {
    const memo = createReadMemo({ maxAgeMs: 30_000, maxEntries: 100 });
    let release!: (value: { pence: number }) => void;
    const stale = memo.read("k", () => new Promise<{ pence: number }>((resolve) => (release = resolve)));
    memo.expire();
    release({ pence: 899 });
    expect(await stale).toEqual({ pence: 899 });
    expect(await memo.read("k", async () => ({ pence: 999 }))).toEqual({ pence: 999 });
  });

  it("does not keep a failed read", async () => {
    const memo = createReadMemo({ maxAgeMs: 30_000, maxEntries: 100 });
    await expect(memo.read("k", async () => Promise.reject(new Error("database away")))).rejects.toThrow(
      "database away",
    );
    expect(await memo.read("k", async () => 1)).toBe(1);
  });

  it("hands out frozen objects, nested ones included", async () => {
    const memo = createReadMemo({ maxAgeMs: 30_000, maxEntries: 100 });
    const menu = await memo.read("k", async () => ({ items: [{ extras: [{ name: "Cheese" }] }] }));
    expect(() => {
      (menu.items[0]!.extras[0] as { name: string }).name = "Ham";
    }).toThrow(TypeError);
    expect(() => menu.items.push({ extras: [] })).toThrow(TypeError);
  });

  it("keeps at most maxEntries, dropping the oldest kept", async () => {
    const memo = createReadMemo({ maxAgeMs: 30_000, maxEntries: 2 });
    await memo.read("a", async () => "a1");
    await memo.read("b", async () => "b1");
    await memo.read("c", async () => "c1");
    expect(await memo.read("b", async () => "b2")).toBe("b1");
    expect(await memo.read("c", async () => "c2")).toBe("c1");
    expect(await memo.read("a", async () => "a2")).toBe("a2");
  });
});
