import { act, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TStoreStatus } from "@/lib/api/store/trading/contract";
import { fakeApi } from "@/test/components/fake-api";
import { asapClosedReason } from "@/components/checkout/asap-closed";
import { StoreStatusProvider } from "./use-store-status";
import { StoreNotice } from "./store-notice";

// Last orders (decision 109): open until 03:00, delivery's last ASAP order was at 02:15.

const range = { minMinutes: 45, maxMinutes: 45, isAvailableNow: false };
const delivery = {
  open: true,
  opensAt: null,
  closesAt: "2026-11-24T03:00:00.000+00:00",
  lastOrdersAt: "2026-11-24T02:15:00.000+00:00",
};
const status: TStoreStatus = {
  timezone: "Europe/London",
  now: "2026-11-24T02:50:00.000+00:00",
  paused: false,
  pausedUntil: null,
  canOrderAhead: true,
  prepMinutes: 20,
  deliveryMinutes: 45,
  busyExtraMinutes: 0,
  delivery,
  collection: { ...delivery, lastOrdersAt: "2026-11-24T02:40:00.000+00:00" },
  promise: { delivery: range, collection: { ...range, minMinutes: 20, maxMinutes: 20 }, isBusy: false },
  labels: {
    shop: "Open until 03:00",
    delivery: "until 03:00",
    collection: "until 03:00",
    opens: null,
    pausedUntil: null,
    lastOrders: "We have stopped taking orders for now: last orders were at 02:40.",
  },
};

describe("StoreNotice after last orders", () => {
  it("says the shop has stopped taking orders and that it can be ordered ahead", async () => {
    fakeApi({ "GET /api/store/status": () => ({ data: status }) });
    const page = render(
      <StoreStatusProvider status={status}>
        <StoreNotice />
      </StoreStatusProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(page.getByTestId("store-notice").textContent).toBe(
      "We have stopped taking orders for now: last orders were at 02:40. You can order ahead for later.",
    );
    page.unmount();
  });
});

describe("asapClosedReason", () => {
  it("turns as soon as possible off in the checkout after last orders, not before", () => {
    expect(asapClosedReason(delivery, "delivery", new Date("2026-11-24T02:15:00Z"))).toBeNull();
    expect(asapClosedReason(delivery, "delivery", new Date("2026-11-24T02:16:00Z"))).toBe(
      "Delivery has stopped taking orders for now: last orders were at 02:15.",
    );
    const closed = { open: false, opensAt: "2026-11-24T17:50:00.000+00:00", closesAt: null, lastOrdersAt: null };
    expect(asapClosedReason(closed, "delivery", new Date("2026-11-24T10:00:00Z"))).toBe(
      "Delivery is closed now: it opens today at 17:50.",
    );
  });
});
