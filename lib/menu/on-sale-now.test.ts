import { describe, expect, it } from "vitest";
import { listOnSaleNow, onSaleNow } from "./on-sale-now";

const at = (iso: string) => new Date(iso);
const soldOutUntil = (until: string | null, hidden = false) => ({
  available: false,
  soldOut: true,
  soldOutUntil: until,
  hidden,
});

describe("onSaleNow", () => {
  it("keeps a dish sold out until its time, and puts it back on sale from that time", () => {
    const view = soldOutUntil("2026-11-23T17:00:00.000Z");
    expect(onSaleNow(view, at("2026-11-23T16:59:59.999Z"))).toBe(view);
    expect(onSaleNow(view, at("2026-11-23T17:00:00.000Z"))).toEqual({
      available: true,
      soldOut: false,
      soldOutUntil: null,
      hidden: false,
    });
  });

  it("leaves a dish sold out until set back, and a hidden one unavailable", () => {
    const untilSetBack = soldOutUntil(null);
    expect(onSaleNow(untilSetBack, at("2030-01-01T00:00:00.000Z"))).toBe(untilSetBack);
    expect(onSaleNow(soldOutUntil("2026-11-23T17:00:00.000Z", true), at("2026-11-24T00:00:00.000Z"))).toMatchObject({
      soldOut: false,
      available: false,
    });
  });
});

describe("listOnSaleNow", () => {
  const pizza = Object.freeze({ ...soldOutUntil("2026-11-23T17:00:00.000Z"), name: "Margherita" });
  const kebab = Object.freeze({ available: true, soldOut: false, soldOutUntil: null, hidden: false, name: "Kebab" });
  const cached = Object.freeze([pizza, kebab]);

  it("gives a shared (frozen) list the same answer until its next dish is back on sale, then the dish on sale", () => {
    const first = listOnSaleNow(cached, at("2026-11-23T16:00:00.000Z"));
    expect(first).toEqual([pizza, kebab]);
    expect(Object.isFrozen(first)).toBe(true);
    expect(listOnSaleNow(cached, at("2026-11-23T16:59:59.999Z"))).toBe(first);
    const back = listOnSaleNow(cached, at("2026-11-23T17:00:00.000Z"));
    expect(back).not.toBe(first);
    expect(back[0]).toMatchObject({ name: "Margherita", soldOut: false, available: true, soldOutUntil: null });
    expect(listOnSaleNow(cached, at("2026-11-24T09:00:00.000Z"))).toBe(back);
    // A clock set back before the answer was made is not trusted with it.
    expect(listOnSaleNow(cached, at("2026-11-23T16:30:00.000Z"))[0]).toBe(pizza);
  });

  it("maps a list of its own afresh each time, as before", () => {
    const own = [soldOutUntil("2026-11-23T17:00:00.000Z")];
    const one = listOnSaleNow(own, at("2026-11-23T16:00:00.000Z"));
    expect(one).not.toBe(listOnSaleNow(own, at("2026-11-23T16:00:00.000Z")));
    expect(Object.isFrozen(one)).toBe(false);
  });
});
