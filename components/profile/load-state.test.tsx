import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/test/components/fake-api";
import { AddressList } from "./address-list";
import { OrdersList } from "./orders-list";

// The account's lists when they did not come: "Try again" only where another try may answer
// otherwise (no answer, the server's failure), never after a refusal.

const ORDERS = "GET /api/cart/userOreder";

describe("the account's orders when they did not come", () => {
  it("offers Try again after the server failed, and asks again", async () => {
    const api = fakeApi({ [ORDERS]: () => ({ status: 503, message: "We're very busy right now." }) });
    render(<OrdersList currency="GBP" />);
    const failed = await screen.findByRole("alert");
    expect(failed).toHaveTextContent("Error fetching order details. Please try again.");
    await userEvent.click(within(failed).getByRole("button", { name: "Try again" }));
    await screen.findByRole("alert");
    expect(api.calls.filter((c) => c.path === "/api/cart/userOreder")).toHaveLength(2);
  });

  it("says a refusal in the spec's words, with nothing to try again", async () => {
    fakeApi({ [ORDERS]: () => ({ status: 403, message: "This account is suspended." }) });
    render(<OrdersList currency="GBP" />);
    const failed = await screen.findByRole("alert");
    expect(failed).toHaveTextContent("Failed to fetch order details");
    expect(within(failed).queryByRole("button")).toBeNull();
  });

  it("asks to sign in again when the session has ended", async () => {
    fakeApi({ [ORDERS]: () => ({ status: 401, message: "Please sign in." }) });
    render(<OrdersList currency="GBP" />);
    const failed = await screen.findByRole("alert");
    expect(within(failed).getByRole("link", { name: "Sign in again" })).toHaveAttribute("href", "/auth?next=/profile");
    expect(within(failed).queryByRole("button", { name: "Try again" })).toBeNull();
  });
});

describe("the saved addresses when they did not come", () => {
  it("asks to sign in again when the session has ended, rather than saying there are none", async () => {
    fakeApi({ "GET /api/cart/showAddress": () => ({ status: 401, message: "Please sign in." }) });
    render(<AddressList />);
    const failed = await screen.findByRole("alert");
    expect(within(failed).getByRole("link", { name: "Sign in again" })).toBeInTheDocument();
    expect(screen.queryByText("No address found.")).toBeNull();
  });
});
