import { describe, expect, it } from "vitest";
import { FINAL_STATUSES, isMoveAllowed, mailForMove, nextStatuses, ORDER_STATUSES, refundsOnMove } from "./flow";

describe("the kitchen's flow", () => {
  it("offers accept, reject, preparing and cancel for a new order", () => {
    expect(nextStatuses("placed", "delivery")).toEqual(["accepted", "rejected", "preparing", "cancelled"]);
    expect(nextStatuses("placed", "collection")).toEqual(["accepted", "rejected", "preparing", "cancelled"]);
  });

  it("sends a delivery out and hands a collection over at the counter", () => {
    expect(nextStatuses("preparing", "delivery")).toEqual(["out_for_delivery", "cancelled"]);
    expect(nextStatuses("preparing", "collection")).toEqual(["ready_for_collection", "cancelled"]);
    expect(nextStatuses("out_for_delivery", "delivery")).toEqual(["delivered", "cancelled"]);
    expect(nextStatuses("ready_for_collection", "collection")).toEqual(["collected", "cancelled"]);
    expect(isMoveAllowed("preparing", "delivery", "ready_for_collection")).toBe(false);
    expect(isMoveAllowed("accepted", "collection", "ready_for_collection")).toBe(true);
  });

  it("moves nothing unpaid or finished, and rejects only new orders", () => {
    for (const s of [...FINAL_STATUSES, "pending"] as const) expect(nextStatuses(s, "delivery"), s).toEqual([]);
    for (const s of ORDER_STATUSES.filter((x) => x !== "placed"))
      expect(isMoveAllowed(s, "delivery", "rejected"), s).toBe(false);
  });

  it("names one e-mail per move the customer should hear of, and refunds on reject and cancel", () => {
    expect(mailForMove("placed", "accepted")).toBe("order-accepted");
    expect(mailForMove("placed", "preparing")).toBe("order-accepted");
    expect(mailForMove("accepted", "preparing")).toBeNull();
    expect(mailForMove("preparing", "out_for_delivery")).toBe("order-out-for-delivery");
    expect(mailForMove("preparing", "ready_for_collection")).toBe("order-ready");
    expect(mailForMove("out_for_delivery", "delivered")).toBeNull();
    expect(mailForMove("placed", "rejected")).toBe("order-rejected");
    expect(mailForMove("accepted", "cancelled")).toBe("order-cancelled");
    expect(["rejected", "cancelled", "accepted"].map((s) => refundsOnMove(s as "rejected"))).toEqual([
      true,
      true,
      false,
    ]);
  });
});
