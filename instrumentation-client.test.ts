import { describe, expect, it } from "vitest";

describe("instrumentation-client", () => {
  it("makes zod jitless through the settings zod reads, whether zod loads before or after it", async () => {
    await import("./instrumentation-client");
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
    // The browser's schemas then never probe `new Function` (the CSP violation), and still parse.
    const { z } = await import("zod");
    expect(z.object({ qty: z.number().int() }).safeParse({ qty: 2 }).success).toBe(true);
  });
});
