import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db";
import { loadStoreRules, pauseOrdering } from "@/lib/shop";
import { resetDatabase } from "../db";

// pauseOrdering answers the pause before its write and the rules after it, so the pause route
// (and its audit entry) need not read the rules again around the write.

const now = new Date("2026-12-04T18:00:00Z");

beforeAll(async () => {
  await resetDatabase();
});

describe("pauseOrdering", () => {
  it("answers the pause it replaced and the rules it wrote, from no settings row to a pause, an open pause and a resume", async () => {
    const paused = await pauseOrdering(30, now);
    expect(paused.before).toEqual({ pausedUntil: null, pausedIndefinitely: false });
    expect(paused.rules).toMatchObject({ pausedUntil: new Date("2026-12-04T18:30:00Z"), pausedIndefinitely: false });
    expect(paused.rules).toEqual(await loadStoreRules(getDb()));

    const open = await pauseOrdering(null, now);
    expect(open.before).toEqual({ pausedUntil: new Date("2026-12-04T18:30:00Z"), pausedIndefinitely: false });
    expect(open.rules).toMatchObject({ pausedUntil: null, pausedIndefinitely: true });

    const resumed = await pauseOrdering(0, now);
    expect(resumed.before).toEqual({ pausedUntil: null, pausedIndefinitely: true });
    expect(resumed.rules).toMatchObject({ pausedUntil: null, pausedIndefinitely: false });
    expect(resumed.rules).toEqual(await loadStoreRules(getDb()));
  });
});
