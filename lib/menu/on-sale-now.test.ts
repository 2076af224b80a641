import { describe, expect, it } from "vitest";
import { onSaleNow } from "./on-sale-now";

const at = (iso: string) => new Date(iso);
const soldOutUntil = (until: string | null, hidden = false) => ({ available: false, soldOut: true, soldOutUntil: until, hidden });

describe("onSaleNow", () => {
  it("keeps a dish sold out until its time, and puts it back on sale from that time", () => {
    const view = soldOutUntil("2026-11-23T17:00:00.000Z");
    expect(onSaleNow(view, at("2026-11-23T16:59:59.999Z"))).toBe(view);
    expect(onSaleNow(view, at("2026-11-23T17:00:00.000Z"))).toEqual({ available: true, soldOut: false, soldOutUntil: null, hidden: false });
  });

  it("leaves a dish sold out until set back, and a hidden one unavailable", () => {
    const untilSetBack = soldOutUntil(null);
    expect(onSaleNow(untilSetBack, at("2030-01-01T00:00:00.000Z"))).toBe(untilSetBack);
    expect(onSaleNow(soldOutUntil("2026-11-23T17:00:00.000Z", true), at("2026-11-24T00:00:00.000Z"))).toMatchObject({ soldOut: false, available: false });
  });
});
