import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import type { TAuditEntryDto } from "@/lib/api/admin/audit/contract";
import { fakeApi } from "@/test/components/fake-api";
import { AuditTrail } from "./audit-trail";

// The trail is a table from md up and a card per entry below it (Tailwind's classes choose, so
// e2e/staff.spec.ts checks which one shows at 390 px): here, that a card says what its row says,
// in words, and leaves out what the entry does not have.

const REFUND: TAuditEntryDto = {
  _id: "2",
  at: "2026-12-05T18:30:00.000Z",
  actor: { _id: "a1", username: "sam", role: "manager" },
  action: "order.refund",
  targetType: "order",
  targetId: "01a24735-3716-76b3-b614-ee7ebc6c399c",
  targetName: "#1001",
  before: { refundedPence: 0 },
  after: { refundedPence: 500 },
  reason: "Pizza arrived cold",
  clientAddress: "203.0.113.7",
};

const SIGN_OUT: TAuditEntryDto = {
  _id: "1",
  at: "2026-12-05T18:00:00.000Z",
  actor: { _id: null, username: null, role: null },
  action: "staff.sign_out",
  targetType: null,
  targetId: null,
  targetName: null,
  before: null,
  after: null,
  reason: null,
  clientAddress: null,
};

const cardsOf = () => within(screen.getByRole("list", { name: "Audit trail, newest first" })).getAllByRole("listitem");

describe("AuditTrail's cards", () => {
  it("shows the same entries as the table, in the same order", () => {
    render(<AuditTrail initial={[REFUND, SIGN_OUT]} nextBefore={null} currency="GBP" />);
    const rows = within(screen.getByRole("table")).getAllByTestId("audit-row");
    expect(cardsOf().map((c) => within(c).getByText(/^staff\.|^order\./).textContent)).toEqual(
      rows.map((r) => within(r).getByText(/^staff\.|^order\./).textContent),
    );
  });

  it("says when, who, what, to what and the change in words, with the reason and the address", () => {
    render(<AuditTrail initial={[REFUND]} nextBefore={null} currency="GBP" />);
    const [card] = cardsOf();
    expect(within(card!).getByText("5 Dec, 18:30").closest("time")).toHaveAttribute("datetime", REFUND.at);
    expect(card).toHaveTextContent("sam (manager)");
    for (const words of ["order.refund", "#1001", "order", REFUND.targetId!]) {
      expect(within(card!).getByText(words, { exact: true })).toBeInTheDocument();
    }
    expect(within(card!).getByRole("term")).toHaveTextContent("refunded");
    expect(within(card!).getByRole("definition")).toHaveTextContent("£0.00 → became £5.00");
    expect(card).toHaveTextContent("Reason: Pizza arrived cold");
    expect(card).toHaveTextContent("Address: 203.0.113.7");
  });

  it("sets a list's before and after apart, each under its own label, a line an item", () => {
    const pricing = (large: number) => [
      { size: "small", pricePence: 999 },
      { size: "large", pricePence: large },
    ];
    const priceChange: TAuditEntryDto = {
      ...REFUND,
      action: "menu.item.update",
      before: { pricing: pricing(1599) },
      after: { pricing: pricing(1740) },
      reason: null,
    };
    render(<AuditTrail initial={[priceChange]} nextBefore={null} currency="GBP" />);
    const change = within(cardsOf()[0]!).getByRole("definition");
    expect(change).toHaveTextContent(
      "Beforesize: small, price: £9.99 size: large, price: £15.99" +
        "Aftersize: small, price: £9.99 size: large, price: £17.40",
    );
    expect(change).not.toHaveTextContent("→");
  });

  it("leaves out what an entry does not have", () => {
    render(<AuditTrail initial={[SIGN_OUT]} nextBefore={null} currency="GBP" />);
    const [card] = cardsOf();
    expect(card).toHaveTextContent(/^5 Dec, 18:00Unknownstaff\.sign_out$/);
    expect(within(card!).queryByRole("term")).toBeNull();
  });

  it("says when nothing matches, once for each size, with no empty list", () => {
    render(<AuditTrail initial={[]} nextBefore={null} currency="GBP" />);
    expect(screen.getAllByText("Nothing recorded that matches.")).toHaveLength(2);
    expect(screen.queryByRole("list")).toBeNull();
  });
});

describe("AuditTrail's export when the server refuses", () => {
  it("saves no file when a page of the trail is refused, and asks to sign in again", async () => {
    const saved = vi.fn(() => "blob:trail");
    // jsdom has no object URLs: a file saved would go through this one.
    const hadCreate = Object.getOwnPropertyDescriptor(URL, "createObjectURL");
    Object.defineProperty(URL, "createObjectURL", { value: saved, configurable: true });
    onTestFinished(() => {
      if (hadCreate) Object.defineProperty(URL, "createObjectURL", hadCreate);
      else delete (URL as { createObjectURL?: unknown }).createObjectURL;
    });
    let asked = 0;
    const api = fakeApi({
      "GET /api/adminauth/audit": () =>
        ++asked === 1
          ? { data: { entries: [REFUND], nextBefore: REFUND._id } }
          : { status: 401, message: "Please sign in as an admin." },
    });
    render(<AuditTrail initial={[REFUND]} nextBefore={null} currency="GBP" />);
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("You have been signed out.");
    expect(within(alert).getByRole("link", { name: "Sign in again" })).toHaveAttribute("href", "/admin/sigIn");
    expect(api.calls).toHaveLength(2);
    expect(saved).not.toHaveBeenCalled();
    expect(screen.queryByText(/entries exported/)).toBeNull();
  });

  it("says a refused filter in the server's words, with no Try again", async () => {
    fakeApi({
      "GET /api/adminauth/audit": () => ({
        status: 400,
        message: "Check the highlighted fields and try again.",
        data: { action: "Say what was done in letters, dots and underscores." },
      }),
    });
    render(<AuditTrail initial={[REFUND]} nextBefore={null} currency="GBP" />);
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Say what was done in letters, dots and underscores.");
    expect(within(alert).queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("offers Try again when the server failed, and the entries when it answers", async () => {
    let asked = 0;
    fakeApi({
      "GET /api/adminauth/audit": () =>
        ++asked === 1
          ? { status: 500, message: "Internal Server Error" }
          : { data: { entries: [SIGN_OUT], nextBefore: null } },
    });
    render(<AuditTrail initial={[REFUND]} nextBefore={null} currency="GBP" />);
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The audit trail could not be read.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(within(screen.getByRole("table")).getAllByTestId("audit-row")).toHaveLength(1);
  });
});
