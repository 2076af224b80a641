import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { twoFactorPowersOf } from "@/lib/accounts/shared";
import { fakeApi } from "@/test/components/fake-api";
import { AccountPanel } from "./account-panel";

// The account page's nudge to turn two-factor sign-in on names what the member's own role can do
// only with it: a manager refunds but has no payment settings to change (decision 027).

describe("the account page's two-factor nudge", () => {
  it("names each role's own powers that need two-factor, and is not shown to a role with none", () => {
    expect(twoFactorPowersOf("owner")).toEqual(["refund orders", "change payment settings"]);
    expect(twoFactorPowersOf("manager")).toEqual(["refund orders"]);
    expect(twoFactorPowersOf("kitchen")).toEqual([]);
    expect(twoFactorPowersOf("rider")).toEqual([]);
  });

  it("tells a manager they can refund orders with it, and nothing of payment settings", () => {
    render(<AccountPanel twoFactorOn={false} twoFactorPowers={twoFactorPowersOf("manager")} sessions={[]} />);
    expect(screen.getByTestId("two-factor-nudge")).toHaveTextContent(
      "Your role can refund orders only with two-factor sign-in: turn it on to do so.",
    );
  });

  it("tells the owner both, and the kitchen nothing", () => {
    const { unmount } = render(
      <AccountPanel twoFactorOn={false} twoFactorPowers={twoFactorPowersOf("owner")} sessions={[]} />,
    );
    expect(screen.getByTestId("two-factor-nudge")).toHaveTextContent(
      "Your role can refund orders and change payment settings only with two-factor sign-in",
    );
    unmount();
    render(<AccountPanel twoFactorOn={false} twoFactorPowers={twoFactorPowersOf("kitchen")} sessions={[]} />);
    expect(screen.queryByTestId("two-factor-nudge")).toBeNull();
  });
});

describe("Make new recovery codes (decision 110)", () => {
  it("asks for a current code, shows the ten new codes once, and says what a wrong code is", async () => {
    const fresh = Array.from({ length: 10 }, (_, i) => `new${i}-abcd`);
    const api = fakeApi({
      "POST /api/adminauth/2fa/recovery-codes": ({ body }) =>
        (body as { code: string }).code === "123456"
          ? { message: "Here are your new recovery codes.", data: { recoveryCodes: fresh } }
          : { status: 400, message: "That code did not match.", data: { code: "That code did not match." } },
    });
    render(<AccountPanel twoFactorOn twoFactorPowers={[]} sessions={[]} />);
    expect(screen.queryByTestId("recovery-codes")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Make new recovery codes" }));
    const field = screen.getByLabelText("To make new recovery codes, enter a current code");

    fireEvent.change(field, { target: { value: "654321" } });
    fireEvent.click(screen.getByRole("button", { name: "Make new codes" }));
    expect(await screen.findByText("That code did not match.")).toBeInTheDocument();
    expect(screen.queryByTestId("recovery-codes")).toBeNull();

    fireEvent.change(field, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Make new codes" }));
    await waitFor(() => expect(screen.getByTestId("recovery-codes")).toBeInTheDocument());
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(fresh);
    expect(api.calls.map((c) => c.body)).toEqual([{ code: "654321" }, { code: "123456" }]);
    // The form is gone; the button is back for the next time.
    expect(screen.queryByTestId("renew-recovery-codes")).toBeNull();
    expect(screen.getByRole("button", { name: "Make new recovery codes" })).toBeInTheDocument();
  });

  it("closes its form on Cancel, asking nothing, and gives focus back to the button that opened it", async () => {
    const api = fakeApi({});
    render(<AccountPanel twoFactorOn twoFactorPowers={[]} sessions={[]} />);
    fireEvent.click(screen.getByRole("button", { name: "Make new recovery codes" }));
    fireEvent.change(screen.getByLabelText("To make new recovery codes, enter a current code"), {
      target: { value: "123" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));

    expect(screen.queryByTestId("renew-recovery-codes")).toBeNull();
    await waitFor(() => expect(screen.getByRole("button", { name: "Make new recovery codes" })).toHaveFocus());
    expect(api.calls).toEqual([]);
    // Opened again, the form starts empty; the turn-off form beside it has no Cancel of its own.
    fireEvent.click(screen.getByRole("button", { name: "Make new recovery codes" }));
    expect(screen.getByLabelText("To make new recovery codes, enter a current code")).toHaveValue("");
    expect(screen.getAllByRole("button", { name: "Cancel" })).toHaveLength(1);
  });

  it("is not offered while two-factor is off", () => {
    render(<AccountPanel twoFactorOn={false} twoFactorPowers={[]} sessions={[]} />);
    expect(screen.queryByRole("button", { name: "Make new recovery codes" })).toBeNull();
  });
});
