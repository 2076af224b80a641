import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TKitchenStatus } from "@/lib/api/admin/kitchen/contract";
import type { TBoardOrderDto } from "@/lib/api/admin/orders/contract";
import { fakeApi } from "@/test/components/fake-api";
import { wireAdminLine } from "@/test/components/wire-admin-order";
import { AdminSearchProvider, useAdminSearch } from "../shell/search-context";
import { OrdersBoard } from "./orders-board";

// The board's alarms (issue 23): a new order rings, one left unanswered past the shop's minutes
// rings louder even after its first ring was acknowledged, and a printer gone quiet turns the
// board red and rings until acknowledged, the banner staying while it is away.

const ORDER_ID = "01a21928-4c74-7436-9e1e-146da6dca0f4";

function boardOrder(overrides: Partial<TBoardOrderDto> = {}): TBoardOrderDto {
  return {
    _id: ORDER_ID,
    grandtotal: 17.48,
    currency: "GBP",
    paymentStatus: "success",
    status: "placed",
    address: { address: "10 Downing Street, London SW1A 2AA" },
    contact: { name: "Sam Taylor", phone: "+447911123456", postcode: "SW1A 2AA", riderNotes: null, zone: "Central" },
    createdAt: "2026-11-27T20:00:00.000Z",
    Iteam: [wireAdminLine()],
    discount: 0,
    promotions: [],
    soldOutSinceOrdered: false,
    orderNumber: "#1042",
    refunded: 0,
    paymentMethod: "card",
    tip: 0,
    paidAt: "2026-11-27T20:00:00.000Z",
    amountDue: 0,
    vatBreakdown: [{ ratePercent: 20, net: 14.57, vat: 2.91, gross: 17.48 }],
    placedAt: "2026-11-27T20:00:00.000Z",
    customer: { _id: "44444444-4444-4444-8444-444444444444", username: "OliverB2", email: "oliver@example.co.uk" },
    nextStatuses: ["accepted", "rejected", "preparing", "cancelled"],
    fulfilment: "delivery",
    promisedAt: "2026-11-27T20:45:00.000Z",
    slotStart: null,
    escalatedAt: null,
    ...overrides,
  };
}

function kitchenStatus(overrides: Partial<TKitchenStatus> = {}): TKitchenStatus {
  return {
    isOpen: true,
    printers: [],
    printerAlarm: false,
    paused: false,
    pausedUntil: null,
    selfPause: null,
    settings: { autoAccept: false, escalateAfterMinutes: 5, selfPauseAfterOrders: null },
    push: {
      publicKey: "BOr3nzq5tqHc1uYNyF4_0t5gTnXz2cDqGq9bbVQ8BQH9p7vhZ1L0mPq7p3SnNsQ2c8xA9cGz0B7kQ3H4lZ8yJ1s",
      devices: 0,
    },
    ...overrides,
  };
}

function serve(orders: TBoardOrderDto[], kitchen: TKitchenStatus) {
  return fakeApi({
    "GET /api/adminauth/orders": () => ({ data: orders }),
    "GET /api/adminauth/kitchen": () => ({ data: kitchen }),
  });
}

afterEach(() => window.sessionStorage.clear());

describe("the orders board's alarms", () => {
  it("shows a compact card with the number and the name given for the order, and rings for a new order until acknowledged", async () => {
    serve([boardOrder()], kitchenStatus());
    render(<OrdersBoard />);
    const card = await screen.findByTestId("board-order");
    expect(within(card).getByTestId("order-number")).toHaveTextContent("#1042");
    expect(within(card).getByTestId("order-name")).toHaveTextContent("Sam Taylor");
    expect(card).not.toHaveTextContent("OliverB2");
    expect(within(card).getByTestId("promised-at")).toHaveTextContent("Delivery by 20:45");
    // The shop's words, not the wire's "success" and "placed" (issue 25).
    expect(within(card).getByTestId("payment-status")).toHaveTextContent(/^Paid$/);
    expect(within(card).getByTestId("order-status")).toHaveTextContent(/^New$/);
    // The next move is on the card; the spec's straight move and cancelling are under Details.
    expect(
      within(card)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Accept", "Reject", "Details"]);
    await userEvent.click(within(card).getByRole("button", { name: "Details" }));
    expect(within(card).getByRole("button", { name: "Cancel" })).toBeVisible();
    expect(within(card).getByTestId("order-contact")).toHaveTextContent("Sam Taylor · 07911 123456");

    const board = screen.getByTestId("orders-board");
    expect(board).toHaveAttribute("data-ring-level", "normal");
    await userEvent.click(screen.getByRole("button", { name: "Acknowledge" }));
    await waitFor(() => expect(board).toHaveAttribute("data-ring-level", "off"));
  });

  it("rings louder for an order left unanswered, even one whose first ring was acknowledged", async () => {
    window.sessionStorage.setItem("orders-board:acknowledged", JSON.stringify([ORDER_ID]));
    serve([boardOrder({ escalatedAt: "2026-11-27T20:05:00.000Z" })], kitchenStatus());
    render(<OrdersBoard />);
    const banner = await screen.findByTestId("board-ringing");
    expect(banner).toHaveTextContent("Order #1042 has waited too long: the owner has been e-mailed.");
    expect(screen.getByTestId("orders-board")).toHaveAttribute("data-ring-level", "loud");
    expect(screen.getByTestId("order-escalated")).toHaveTextContent("Waiting since 20:00");
    await userEvent.click(within(banner).getByRole("button", { name: "Acknowledge" }));
    await waitFor(() => expect(screen.getByTestId("orders-board")).toHaveAttribute("data-ring-level", "off"));
    expect(JSON.parse(window.sessionStorage.getItem("orders-board:acknowledged")!)).toContain(`${ORDER_ID}:escalated`);
  });

  it("turns red for a printer gone quiet and rings until acknowledged; the banner stays while it is away", async () => {
    const oven = {
      _id: "55555555-5555-4555-8555-555555555555",
      name: "Oven",
      online: false,
      lastSeenAt: "2026-11-27T19:58:00.000Z",
      hasPolled: true,
      failedJobs: 0,
    };
    serve([], kitchenStatus({ printers: [oven], printerAlarm: true }));
    render(<OrdersBoard />);
    const banner = await screen.findByTestId("printer-offline");
    expect(banner).toHaveTextContent("Printer Oven is offline: tickets are not printing.");
    expect(banner).toHaveTextContent("Oven: last seen 19:58");
    const board = screen.getByTestId("orders-board");
    expect(board).toHaveAttribute("data-alarm", "printer");
    expect(board).toHaveAttribute("data-ring-level", "loud");
    await userEvent.click(within(banner).getByRole("button", { name: "Acknowledge" }));
    await waitFor(() => expect(board).toHaveAttribute("data-ring-level", "off"));
    expect(screen.getByTestId("printer-offline")).toBeVisible();
    expect(board).toHaveAttribute("data-alarm", "printer");
  });

  it("says when someone paused ordering, until when or until resumed, and offers to resume", async () => {
    let pausedUntil: string | null = "2026-11-27T20:30:00.000Z";
    fakeApi({
      "GET /api/adminauth/orders": () => ({ data: [] }),
      "GET /api/adminauth/kitchen": () => ({ data: kitchenStatus({ paused: true, pausedUntil, selfPause: null }) }),
      "POST /api/adminauth/store/pause": () => ({ data: {} }),
    });
    const { unmount } = render(<OrdersBoard canResume />);
    const note = await screen.findByTestId("paused");
    expect(note).toHaveTextContent(
      "Online ordering is paused until 20:30: customers cannot order online. Orders already placed stay on the board.",
    );
    expect(within(note).getByRole("button", { name: "Resume ordering now" })).toBeVisible();
    expect(screen.queryByTestId("self-paused")).toBeNull();
    unmount();
    pausedUntil = null;
    render(<OrdersBoard canResume />);
    expect(await screen.findByTestId("paused")).toHaveTextContent("Online ordering is paused until someone resumes it");
  });

  it("says when the shop paused itself, and offers to resume", async () => {
    const api = fakeApi({
      "GET /api/adminauth/orders": () => ({ data: [] }),
      "GET /api/adminauth/kitchen": () => ({
        data: kitchenStatus({
          paused: true,
          pausedUntil: "2026-11-27T20:11:00.000Z",
          selfPause: { at: "2026-11-27T19:56:00.000Z", until: "2026-11-27T20:11:00.000Z", orderCount: 3 },
        }),
      }),
      "POST /api/adminauth/store/pause": () => ({ data: {} }),
    });
    render(<OrdersBoard canResume />);
    const note = await screen.findByTestId("self-paused");
    expect(note).toHaveTextContent("Online ordering paused itself until 20:11: 3 orders went unanswered.");
    await userEvent.click(within(note).getByRole("button", { name: "Resume ordering now" }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === "POST" && c.path === "/api/adminauth/store/pause")).toBe(true),
    );
    expect(api.calls.find((c) => c.path === "/api/adminauth/store/pause")?.body).toEqual({ minutes: 0 });
  });

  it("stops, silent and empty, when the member's session ends under it, and offers to sign in again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let isSignedIn = true;
      const signedOut = { status: 401, message: "Please sign in as an admin." };
      const api = fakeApi({
        "GET /api/adminauth/orders": () => (isSignedIn ? { data: [boardOrder()] } : signedOut),
        "GET /api/adminauth/kitchen": () => (isSignedIn ? { data: kitchenStatus() } : signedOut),
      });
      render(<OrdersBoard canTakeCash canResume />);
      await screen.findByTestId("board-order");
      expect(screen.getByTestId("orders-board")).toHaveAttribute("data-ring-level", "normal");
      // The owner changes the member's role: every session of theirs ends, and the next poll says so.
      isSignedIn = false;
      await vi.advanceTimersByTimeAsync(5_000);
      const note = await screen.findByTestId("board-signed-out");
      expect(note).toHaveTextContent("You have been signed out, so the board has stopped.");
      expect(within(note).getByRole("link", { name: "Sign in again" })).toHaveAttribute(
        "href",
        "/admin/sigIn?next=%2Fadmin%2Forders",
      );
      // No stale order left to cook from or to ring for.
      expect(screen.queryByTestId("board-order")).toBeNull();
      expect(screen.queryByTestId("orders-board")).toBeNull();
      // And it stops asking: every answer would be another refusal.
      const asked = api.calls.length;
      await vi.advanceTimersByTimeAsync(15_000);
      expect(api.calls.length).toBe(asked);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** The top bar's search box, as the admin shell gives it to the board. */
function SearchBox() {
  const { query, setQuery } = useAdminSearch();
  return <input type="search" aria-label="Search" value={query} onChange={(e) => setQuery(e.target.value)} />;
}

describe("the board's search for a role not sent the e-mail (decision 115)", () => {
  it("shows the order the server says matches the e-mail, and no e-mail on the card", async () => {
    const other = "01a21928-4c74-7436-9e1e-146da6dca0f5";
    const orders = [
      boardOrder({ customer: { _id: "44444444-4444-4444-8444-444444444444", username: "OliverB2" } }),
      boardOrder({
        _id: other,
        orderNumber: "#1043",
        contact: { ...boardOrder().contact, name: "Ann Lee" },
        customer: { _id: "66666666-6666-4666-8666-666666666666", username: "AnnL" },
      }),
    ];
    const { calls } = fakeApi({
      "GET /api/adminauth/orders": ({ query }) => ({
        data: query.get("q")
          ? orders.map((o) => ({
              ...o,
              matchesSearch: o._id === ORDER_ID && query.get("q") === "oliver@example.co.uk",
            }))
          : orders,
      }),
      "GET /api/adminauth/kitchen": () => ({ data: kitchenStatus() }),
    });
    render(
      <AdminSearchProvider>
        <SearchBox />
        <OrdersBoard />
      </AdminSearchProvider>,
    );
    expect(await screen.findAllByTestId("board-order")).toHaveLength(2);
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "oliver@example.co.uk");
    await waitFor(() => expect(screen.getAllByTestId("board-order")).toHaveLength(1));
    expect(screen.getByTestId("board-order")).toHaveAttribute("data-order-id", ORDER_ID);
    expect(screen.getByText("1 of 2 orders match “oliver@example.co.uk”.")).toBeVisible();
    expect(screen.getByTestId("board-order")).not.toHaveTextContent("@");
    expect(calls.some((c) => c.query.get("q") === "oliver@example.co.uk")).toBe(true);
  });
});

describe("a search typed while a poll is on its way", () => {
  it("is asked at once, the poll called off, and the poll's older answer never replaces the search's", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const other = "01a21928-4c74-7436-9e1e-146da6dca0f5";
      const orders = [
        boardOrder({ customer: { _id: "44444444-4444-4444-8444-444444444444", username: "OliverB2" } }),
        boardOrder({
          _id: other,
          orderNumber: "#1043",
          contact: { ...boardOrder().contact, name: "Ann Lee" },
          customer: { _id: "66666666-6666-4666-8666-666666666666", username: "AnnL" },
        }),
      ];
      // While the test holds them, the board's loads stay on their way until it lets them go.
      let isHolding = false;
      const held = new Map<string, () => void>();
      const { calls } = fakeApi({
        "GET /api/adminauth/orders": ({ query }) => {
          const q = query.get("q");
          const answer = {
            data: q
              ? orders.map((o) => ({ ...o, matchesSearch: o._id === ORDER_ID && q === "oliver@example.co.uk" }))
              : orders,
          };
          if (!isHolding) return answer;
          return new Promise((resolve) => held.set(q ?? "", () => resolve(answer)));
        },
        "GET /api/adminauth/kitchen": () => ({ data: kitchenStatus() }),
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(
        <AdminSearchProvider>
          <SearchBox />
          <OrdersBoard />
        </AdminSearchProvider>,
      );
      expect(await screen.findAllByTestId("board-order")).toHaveLength(2);

      isHolding = true;
      await vi.advanceTimersByTimeAsync(5_000);
      const poll = calls.filter((c) => c.path === "/api/adminauth/orders").at(-1)!;
      expect(poll.query.get("q")).toBeNull();
      await user.type(screen.getByRole("searchbox", { name: "Search" }), "oliver@example.co.uk");
      // Once typing pauses, not at the next poll: well before 5 seconds.
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(calls.some((c) => c.query.get("q") === "oliver@example.co.uk")).toBe(true);
      expect(poll.signal?.aborted).toBe(true);
      // Calling the poll off is not a failure to show while the search's answer is on its way.
      expect(screen.queryByText(/Could not refresh the board/)).toBeNull();

      held.get("oliver@example.co.uk")!();
      await waitFor(() => expect(screen.getAllByTestId("board-order")).toHaveLength(1));
      expect(screen.getByTestId("board-order")).toHaveAttribute("data-order-id", ORDER_ID);
      // The poll's answer, for no search, comes in last: the board keeps the search's.
      held.get("")!();
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(screen.getAllByTestId("board-order")).toHaveLength(1);
      expect(screen.getByText("1 of 2 orders match “oliver@example.co.uk”.")).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });
});
