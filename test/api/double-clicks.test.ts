import { beforeAll, describe, expect, it } from "vitest";
import { POST as addAddress } from "@/app/api/cart/addAddress/route";
import { GET as showAddress } from "@/app/api/cart/showAddress/route";
import { getDb } from "@/lib/platform/db";
import { createCustomer, seedDeliveringShop } from "../factories";
import { call } from "../request";

beforeAll(async () => {
  await seedDeliveringShop();
});

describe("POST /api/cart/addAddress twice", () => {
  it("answers the address already saved for the same address again, however it is written", async () => {
    const c = await createCustomer();
    const first = await call(addAddress, { bearer: c.token, body: { address: "1 Regent Street, London W1B 5AH" } });
    expect(first.status).toBe(201);
    const again = await call(addAddress, {
      bearer: c.token,
      body: { address: "  1 Regent  Street, London w1b5ah " },
    });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ success: true, data: { _id: first.json.data._id, postcode: "W1B 5AH" } });
    expect(Object.keys(again.json.data).sort()).toEqual(Object.keys(first.json.data).sort());

    const form = { line1: "Flat 2", line2: null, town: "London", postcode: "w1b 5ah", riderNotes: "Ring twice" };
    const structured = await call(addAddress, { bearer: c.token, body: form });
    expect(structured.status).toBe(201);
    const same = await call(addAddress, { bearer: c.token, body: { ...form, town: " London ", postcode: "W1B5AH" } });
    expect(same.json.data._id).toBe(structured.json.data._id);
    // Other notes for the rider, or another flat, is another address.
    const otherNotes = await call(addAddress, { bearer: c.token, body: { ...form, riderNotes: "Knock" } });
    expect(otherNotes.status).toBe(201);
    const otherFlat = await call(addAddress, { bearer: c.token, body: { ...form, line1: "Flat 3" } });
    expect(otherFlat.status).toBe(201);
    expect(await getDb().address.count({ where: { customerId: c.customer.id } })).toBe(4);
  });

  it("saves one address when the same add is sent twice at once", async () => {
    const c = await createCustomer();
    const body = { address: "10 Downing Street, London SW1A 2AA" };
    const answers = await Promise.all([1, 2, 3].map(() => call(addAddress, { bearer: c.token, body })));
    expect(answers.map((a) => a.json.success)).toEqual([true, true, true]);
    expect(new Set(answers.map((a) => a.json.data._id)).size).toBe(1);
    const list = await call(showAddress, { bearer: c.token });
    expect(list.json.data).toHaveLength(1);
  });
});
