import { describe, expect, it } from "vitest";
import { onDemand } from "./on-demand";

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
