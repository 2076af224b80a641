import { afterEach, describe, expect, it, vi } from "vitest";
import { onDemand, whenIdle } from "./on-demand";

describe("onDemand", () => {
  it("fetches the code once, however many ask, and keeps it", async () => {
    let fetches = 0;
    const code = onDemand(async () => ({ n: ++fetches }));
    expect(code.loaded()).toBeNull();
    const [a, b] = await Promise.all([code.load(), code.load()]);
    expect(a).toBe(b);
    expect(await code.load()).toBe(a);
    expect(code.loaded()).toBe(a);
    expect(fetches).toBe(1);
  });

  it("asks again after a failed fetch, and has nothing loaded until one succeeds", async () => {
    let fetches = 0;
    const code = onDemand(async () => {
      fetches += 1;
      if (fetches === 1) throw new TypeError("Failed to fetch");
      return "module";
    });
    await expect(code.load()).rejects.toThrow("Failed to fetch");
    expect(code.loaded()).toBeNull();
    expect(await code.load()).toBe("module");
    expect(code.loaded()).toBe("module");
    expect(fetches).toBe(2);
  });
});

describe("whenIdle", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("runs the task when the browser is idle (within 5 s), and not once cancelled", () => {
    const waiting = new Map<number, () => void>();
    vi.stubGlobal("window", {
      requestIdleCallback: (task: () => void, options: { timeout: number }) => {
        expect(options).toEqual({ timeout: 5000 });
        waiting.set(waiting.size + 1, task);
        return waiting.size;
      },
      cancelIdleCallback: (id: number) => waiting.delete(id),
    });
    const ran: string[] = [];
    whenIdle(() => ran.push("kept"));
    const cancel = whenIdle(() => ran.push("cancelled"));
    cancel();
    for (const task of waiting.values()) task();
    expect(ran).toEqual(["kept"]);
  });

  it("waits 2 s where the browser has no requestIdleCallback (Safari)", () => {
    vi.useFakeTimers();
    vi.stubGlobal("window", {});
    const ran: string[] = [];
    whenIdle(() => ran.push("kept"));
    const cancel = whenIdle(() => ran.push("cancelled"));
    cancel();
    vi.advanceTimersByTime(1999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(["kept"]);
  });
});
