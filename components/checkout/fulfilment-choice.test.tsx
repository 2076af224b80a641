import { describe, expect, it } from "vitest";
import { describePromise } from "./fulfilment-choice";

// The checkout's promise line, said at the status's now (Monday 7 December 2026, GMT).

const asap = {
  fulfilment: "collection" as const,
  slot: null,
  promisedAt: "2026-12-07T18:20:00.000+00:00",
  slotOfferedUntil: null,
};

describe("describePromise", () => {
  it("keeps an ASAP order's minutes while the customer stays on the checkout", () => {
    const read = { ...asap, asapMinutes: 20 };
    expect(describePromise(read, new Date("2026-12-07T18:00:00Z"), false)).toBe(
      "Ready to collect at about 18:20 (20 minutes from now).",
    );
    // Fifteen minutes of filling in later, create_order would promise 18:35, not 18:20.
    expect(describePromise(read, new Date("2026-12-07T18:15:00Z"), false)).toBe(
      "Ready to collect at about 18:35 (20 minutes from now).",
    );
    expect(
      describePromise({ ...read, fulfilment: "delivery", asapMinutes: 50 }, new Date("2026-12-07T23:30:00Z"), false),
    ).toBe("Delivered at about tomorrow at 00:20 (50 minutes from now).");
  });

  it("says a slot, a slot no longer offered, a pause and a closed shop", () => {
    const now = new Date("2026-12-07T12:00:00Z");
    const slot = "2026-12-07T19:00:00.000+00:00";
    expect(describePromise({ ...asap, slot, promisedAt: slot, asapMinutes: null }, now, false)).toBe(
      "Collection for Mon 7 Dec, 19:00.",
    );
    expect(describePromise({ ...asap, slot, promisedAt: null, asapMinutes: null }, now, false)).toBe(
      "The time you chose, Mon 7 Dec, 19:00, is no longer available. Please choose another.",
    );
    // 20 minutes for the kitchen: 19:00 stays a time to order for until 18:40, and not after.
    const offered = {
      ...asap,
      slot,
      promisedAt: slot,
      asapMinutes: null,
      slotOfferedUntil: "2026-12-07T18:40:00.000+00:00",
    };
    expect(describePromise(offered, new Date("2026-12-07T18:40:00Z"), false)).toBe("Collection for Mon 7 Dec, 19:00.");
    expect(describePromise(offered, new Date("2026-12-07T18:41:00Z"), false)).toBe(
      "The time you chose, Mon 7 Dec, 19:00, is no longer available. Please choose another.",
    );
    const nothing = { ...asap, promisedAt: null, asapMinutes: null };
    expect(describePromise(nothing, now, true)).toBe("As soon as possible, once online ordering resumes.");
    expect(describePromise(nothing, now, false)).toBe("Choose a time to order ahead.");
  });
});
