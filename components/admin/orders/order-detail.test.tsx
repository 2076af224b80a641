import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TOrderDetailDto } from "@/lib/api/admin/orders/contract";
import { toOrderDetailView } from "@/lib/api/admin/orders/view";
import { fakeApi } from "@/test/components/fake-api";
import { wireAdminLine } from "@/test/components/wire-admin-order";
import { OrderDetail } from "./order-detail";

// The order's page for the counter: a cash order handed over before its money was taken.

const ORDER_ID = "01a21928-4c74-7436-9e1e-146da6dca0f4";

function collectedCashOrder(): TOrderDetailDto {
  return {
    _id: ORDER_ID,
    grandtotal: 14.99,
    currency: "GBP",
    paymentStatus: "pending",
    status: "collected",
    address: { address: "" },
    contact: { name: "Sam Taylor", phone: "+447911123456", postcode: null, riderNotes: null, zone: null },
    createdAt: "2026-11-27T20:00:00.000Z",
    Iteam: [{ ...wireAdminLine(), paid: 0, refunded: false }],
    subtotal: 14.99,
    discount: 0,
    deliveryFee: 0,
    promotions: [],
    soldOutSinceOrdered: false,
    orderNumber: "#1042",
    refunded: 0,
    paymentMethod: "cash",
    tip: 0,
    paidAt: null,
    amountDue: 14.99,
    vatBreakdown: [{ ratePercent: 20, net: 12.49, vat: 2.5, gross: 14.99 }],
    vatSold: [{ ratePercent: 20, net: 12.49, vat: 2.5, gross: 14.99 }],
    vat: { ratePercent: 20, amount: 2.5 },
    placedAt: "2026-11-27T20:00:00.000Z",
    customer: { _id: "44444444-4444-4444-8444-444444444444", username: "OliverB2", email: "oliver@example.co.uk" },
    nextStatuses: [],
    fulfilment: "collection",
    promisedAt: "2026-11-27T20:30:00.000Z",
    slotStart: null,
    escalatedAt: null,
    history: [
      { from: "ready_for_collection", to: "collected", at: "2026-11-27T20:31:00.000Z", by: "counter", reason: null },
    ],
    payments: [
      {
        _id: "55555555-5555-4555-8555-555555555555",
        provider: "cash",
        providerPaymentId: null,
        amount: 14.99,
        status: "created",
        createdAt: "2026-11-27T20:00:00.000Z",
        paidAt: null,
      },
    ],
    refunds: [],
    paid: 0,
    refundable: 0,
    shop: { name: "Pizza Place", address: "1 High Street, London", phone: "020 7946 0000", vatNumber: null },
  };
}

describe("taking cash on the order's page", () => {
  it("says why the cash could not be recorded on an order with no moves left, instead of doing nothing", async () => {
    const order = collectedCashOrder();
    fakeApi({
      "POST /api/adminauth/orders/01a21928-4c74-7436-9e1e-146da6dca0f4/paid": () => ({
        status: 401,
        message: "Please sign in as an admin.",
      }),
      "GET /api/adminauth/orders/01a21928-4c74-7436-9e1e-146da6dca0f4": () => ({ data: order }),
    });
    render(<OrderDetail initial={toOrderDetailView(order)} refunds="none" canTakeCash canPrint />);
    const payments = screen.getByTestId("payments");
    await userEvent.click(within(payments).getByRole("button", { name: /^Cash taken £14\.99/ }));
    expect(await within(payments).findByRole("alert")).toHaveTextContent("Please sign in as an admin.");
  });
});

describe("a cash order not paid yet, on its page", () => {
  it("says Cash due once, and the payment's row says where the money is taken", () => {
    const order = { ...collectedCashOrder(), paymentStatus: "due", status: "ready_for_collection" as const };
    fakeApi({});
    render(<OrderDetail initial={toOrderDetailView(order)} refunds="none" canTakeCash canPrint />);
    const payments = screen.getByTestId("payments");
    expect(within(payments).getAllByText("Cash due")).toHaveLength(1);
    expect(within(payments).getByRole("listitem")).toHaveTextContent(/To take at the counter$/);
  });
});

describe("the customer on the order's page (decision 115)", () => {
  it("shows the e-mail when the answer has it, and no empty e-mail row for a role not sent it", () => {
    const order = collectedCashOrder();
    fakeApi({});
    const { unmount } = render(<OrderDetail initial={toOrderDetailView(order)} refunds="none" canTakeCash canPrint />);
    expect(screen.getByRole("link", { name: "oliver@example.co.uk" })).toHaveAttribute(
      "href",
      "mailto:oliver@example.co.uk",
    );
    unmount();
    const forTheKitchen = { ...order, customer: { _id: order.customer._id, username: "OliverB2" } };
    render(<OrderDetail initial={toOrderDetailView(forTheKitchen)} refunds="none" canTakeCash canPrint />);
    expect(screen.getByText("OliverB2")).toBeVisible();
    expect(screen.queryByText("E-mail")).toBeNull();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });
});
