import { beforeAll, describe, expect, it } from "vitest";
import { GET as checkDelivery } from "@/app/api/delivery/check/route";
import { resetDatabase } from "../db";
import { seedZone } from "../factories";
import { call } from "../request";

const check = (postcode?: string) =>
  call(checkDelivery, {
    path:
      postcode === undefined ? "/api/delivery/check" : `/api/delivery/check?postcode=${encodeURIComponent(postcode)}`,
  });

// The zone seeded from the default settings applies: the tests' environment leaves
// DELIVERY_OUTWARD_CODES unset. test/api/delivery-zones.test.ts covers zones made by the admin.
beforeAll(async () => {
  await resetDatabase();
  await seedZone();
});

const SEED_ZONE = { _id: expect.any(String), name: "Central London", deliveryFee: 2.49, minimumOrder: 12 };

describe("GET /api/delivery/check", () => {
  it("answers a delivering postcode, normalised, with its outward code", async () => {
    const res = await check("w1b5ah");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      message: "Good news: we deliver to W1B 5AH. Delivery £2.49, minimum order £12.00.",
      data: { postcode: "W1B 5AH", outwardCode: "W1B", delivers: true, zone: SEED_ZONE },
    });
  });

  it("answers an outward code on its own", async () => {
    const res = await check("SW1A");
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ postcode: "SW1A", outwardCode: "SW1A", delivers: true, zone: SEED_ZONE });
  });

  it("answers delivers: false outside the area, W10 included", async () => {
    for (const [postcode, outwardCode] of [
      ["M1 1AE", "M1"],
      ["W10 4AA", "W10"],
    ]) {
      const res = await check(postcode);
      expect(res.status).toBe(200);
      expect(res.json.success).toBe(true);
      expect(res.json.data).toEqual({ postcode, outwardCode, delivers: false, zone: null });
      expect(res.json.message).toMatch(new RegExp(`don't deliver to ${postcode}`));
    }
  });

  it.each([undefined, "", "hello", "W1B 5AH 5AH", "x".repeat(200)])(
    "answers 400 with a message for the postcode field for %j",
    async (postcode) => {
      const res = await check(postcode);
      expect(res.status).toBe(400);
      expect(res.json.success).toBe(false);
      expect(res.json.data.postcode).toMatch(/postcode/i);
    },
  );
});
