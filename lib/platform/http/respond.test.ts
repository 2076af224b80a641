import { NextResponse } from "next/server";
import { describe, expect, it } from "vitest";
import { ok, sealAnswer } from "./respond";

// An answer many requests share is written once (sealAnswer); every answer still has the spec's
// envelope, byte for byte what NextResponse.json writes.

describe("ok()", () => {
  const read = () => ({
    categoryIteam: [{ _id: "a", categoryItemName: "Margherita £9", pricing: [{ size: "Small", price: 9 }] }],
  });

  it("answers a sealed answer with the same body and headers as any other", async () => {
    const sealed = sealAnswer(read());
    const one = ok(sealed, "Category items");
    const two = ok(sealed, "Category items", { status: 201, headers: { "x-test": "yes" } });
    const plain = NextResponse.json({ success: true, message: "Category items", data: read() });
    const expected = await plain.text();
    expect(await one.text()).toBe(expected);
    expect(await two.text()).toBe(expected);
    expect(one.headers.get("content-type")).toBe(plain.headers.get("content-type"));
    expect(two.status).toBe(201);
    expect(two.headers.get("x-test")).toBe("yes");
    expect(two.headers.get("content-type")).toBe("application/json");
  });

  it("keeps each message's own body, and freezes what it shares", async () => {
    const sealed = sealAnswer(read());
    expect(JSON.parse(await ok(sealed, "First").text()).message).toBe("First");
    expect(JSON.parse(await ok(sealed, "Second").text()).message).toBe("Second");
    expect(Object.isFrozen(sealed.categoryIteam[0]!.pricing[0])).toBe(true);
    expect(() => {
      (sealed.categoryIteam[0] as { categoryItemName: string }).categoryItemName = "changed";
    }).toThrow(TypeError);
  });

  it("writes an answer that is not sealed as it is at the time", async () => {
    const data = read();
    const first = await ok(data, "Items").text();
    data.categoryIteam[0]!.categoryItemName = "Pepperoni";
    expect(await ok(data, "Items").text()).not.toBe(first);
  });
});
