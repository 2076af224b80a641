import { act, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TStoreStatus } from "@/lib/api/store/trading/contract";
import { fakeApi } from "@/test/components/fake-api";
import { StoreStatusProvider } from "@/components/trading/use-store-status";
import { CollectionCounterHours } from "./counter-hours";

// /restaurant's "Collection orders are ready at the counter…": the hours in the status's words,
// on the shop's 24-hour clock, never a time of the browser's making.

const range = { minMinutes: 15, maxMinutes: 25, isAvailableNow: true };
function statusWith(collection: TStoreStatus["collection"], label: string): TStoreStatus {
  return {
    timezone: "Europe/London",
    now: "2026-11-23T20:00:00.000+00:00",
    paused: false,
    pausedUntil: null,
    canOrderAhead: true,
    prepMinutes: 15,
    deliveryMinutes: 30,
    busyExtraMinutes: 0,
    delivery: { open: false, opensAt: null, closesAt: null, lastOrdersAt: null },
    collection,
    promise: { delivery: range, collection: range, isBusy: false },
    labels: { shop: "", delivery: "closed", collection: label, opens: null, pausedUntil: null, lastOrders: null },
  };
}

async function sentence(status: TStoreStatus) {
  fakeApi({ "GET /api/store/status": () => ({ data: status }) });
  const page = render(
    <StoreStatusProvider status={status}>
      <p>
        Collection orders are ready at the counter
        <CollectionCounterHours />.
      </p>
    </StoreStatusProvider>,
  );
  // The first poll answers the same status: whatever an earlier test left is replaced.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const text = page.container.textContent;
  page.unmount();
  return text;
}

describe("the restaurant page's collection hours", () => {
  it("says them in 24-hour time from the status, open or closed", async () => {
    const closesAt = "2026-11-24T03:00:00.000+00:00";
    const opensAt = "2026-11-24T16:50:00.000+00:00";
    expect(await sentence(statusWith({ open: true, opensAt: null, closesAt, lastOrdersAt: null }, "until 03:00"))).toBe(
      "Collection orders are ready at the counter, open until 03:00.",
    );
    expect(
      await sentence(
        statusWith({ open: false, opensAt, closesAt: null, lastOrdersAt: null }, "from tomorrow at 16:50"),
      ),
    ).toBe("Collection orders are ready at the counter, open from tomorrow at 16:50.");
    expect(
      await sentence(statusWith({ open: true, opensAt: null, closesAt: null, lastOrdersAt: null }, "open now")),
    ).toBe("Collection orders are ready at the counter, open now.");
    expect(
      await sentence(statusWith({ open: false, opensAt: null, closesAt: null, lastOrdersAt: null }, "closed")),
    ).toBe("Collection orders are ready at the counter: closed for now.");
  });
});
