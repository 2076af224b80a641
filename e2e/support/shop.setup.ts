import { test, expect } from "./fixtures";
import { adminToken } from "./admin";

// The whole suite runs against one shop within minutes, and most journeys order as soon as
// possible: with the seeded 10 orders per 15-minute slot the later ones would find the kitchen
// full. The shop under test takes as many as a slot may hold; the capacity rule has its own
// route tests (test/api/trading-hours.test.ts) and journey (e2e/trading-hours.spec.ts).
test("the shop under test takes the most orders a slot may hold", async ({ request }) => {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const current = await request.get("/api/adminauth/store/settings", { headers });
  expect(current.status()).toBe(200);
  const settings = ((await current.json()) as { data: Record<string, unknown> }).data;
  const body = {
    prepMinutes: settings.prepMinutes,
    deliveryMinutes: settings.deliveryMinutes,
    busyExtraMinutes: settings.busyExtraMinutes,
    minimumAppliesToCollection: settings.minimumAppliesToCollection,
    deliverySlotCapacity: 100,
    collectionSlotCapacity: 100,
  };
  const saved = await request.put("/api/adminauth/store/settings", { headers, data: body });
  expect(saved.status(), await saved.text()).toBe(200);
});
