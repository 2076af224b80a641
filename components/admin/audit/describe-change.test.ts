import { describe, expect, it } from "vitest";
import { describeChange } from "./describe-change";

describe("an audit entry's change, as a person reads it", () => {
  it("lists only the fields that changed, pence in pounds and names in words", () => {
    expect(
      describeChange(
        { name: "Margherita", pricePence: 1099, minimumAppliesToCollection: false, isActive: true },
        { name: "Margherita", pricePence: 1199, minimumAppliesToCollection: true, isActive: true },
        "GBP",
      ),
    ).toEqual([
      { field: "price", was: "£10.99", now: "£11.99" },
      { field: "minimum applies to collection", was: "no", now: "yes" },
    ]);
  });

  it("compares lists and records inside a field whatever their keys' order, pence inside in pounds", () => {
    const pricing = [
      { size: "small", pricePence: 899 },
      { size: "large", pricePence: 1299 },
    ];
    expect(
      describeChange({ pricing }, { pricing: pricing.map((p) => ({ pricePence: p.pricePence, size: p.size })) }, "GBP"),
    ).toEqual([]);
    expect(describeChange({ pricing }, { pricing: [{ size: "small", pricePence: 899 }] }, "GBP")).toEqual([
      {
        field: "pricing",
        was: "size: small, price: £8.99\nsize: large, price: £12.99",
        now: "size: small, price: £8.99",
      },
    ]);
  });

  it("reads a week's hours and the exceptions in words, never as JSON", () => {
    const week = (monday: { opens: string; closes: string }[]) => ({ monday, tuesday: [] });
    const christmas = {
      date: "2026-12-24",
      fulfilment: "both",
      yearly: true,
      spans: [{ opens: "12:00", closes: "16:00" }],
      note: "",
    };
    expect(
      describeChange(
        { delivery: week([{ opens: "11:30", closes: "23:00" }]), exceptions: [] },
        {
          delivery: week([
            { opens: "11:30", closes: "14:00" },
            { opens: "17:00", closes: "23:00" },
          ]),
          exceptions: [christmas, { ...christmas, date: "2026-12-25", spans: [], note: "Closed" }],
        },
        "GBP",
      ),
    ).toEqual([
      {
        field: "delivery",
        was: "monday: 11:30–23:00; tuesday: none",
        now: "monday: 11:30–14:00, 17:00–23:00; tuesday: none",
      },
      {
        field: "exceptions",
        was: "none",
        now:
          "date: 2026-12-24; fulfilment: both; yearly: yes; spans: 12:00–16:00; note: none\n" +
          "date: 2026-12-25; fulfilment: both; yearly: yes; spans: none; note: Closed",
      },
    ]);
  });

  it("says a field added or removed by the change, and every field of a create or a delete", () => {
    expect(describeChange({ copies: 1 }, { copies: 1, minutes: 30 }, "GBP")).toEqual([{ field: "minutes", now: "30" }]);
    expect(describeChange({ copies: 1, note: "x" }, { copies: 1 }, "GBP")).toEqual([{ field: "note", was: "x" }]);
    expect(describeChange(null, { name: "Dips", max: 2 }, "GBP")).toEqual([
      { field: "name", now: "Dips" },
      { field: "max", now: "2" },
    ]);
    expect(describeChange({ name: "Dips" }, null, "GBP")).toEqual([{ field: "name", was: "Dips" }]);
  });

  it("reads a list of words as one line, and an empty list as none", () => {
    expect(describeChange({ outwardCodes: ["W10"] }, { outwardCodes: ["W10", "NW1"] }, "GBP")).toEqual([
      { field: "outward codes", was: "W10", now: "W10, NW1" },
    ]);
    expect(describeChange({ purposes: ["kitchen"] }, { purposes: [] }, "GBP")).toEqual([
      { field: "purposes", was: "kitchen", now: "none" },
    ]);
  });

  it("shows an instant on London's clock and a missing value as none", () => {
    const [row] = describeChange({ soldOutUntil: null }, { soldOutUntil: "2026-07-01T16:30:00.000Z" }, "GBP");
    expect(row).toEqual({ field: "sold out until", was: "none", now: expect.stringContaining("17:30") });
  });

  it("gives values that are not records as they are, and nothing when nothing changed", () => {
    expect(describeChange("open", "closed", "GBP")).toEqual([{ field: "", was: "open", now: "closed" }]);
    expect(describeChange(null, 3, "GBP")).toEqual([{ field: "", now: "3" }]);
    expect(describeChange({ a: 1 }, { a: 1 }, "GBP")).toEqual([]);
    expect(describeChange(null, null, "GBP")).toEqual([]);
  });
});
