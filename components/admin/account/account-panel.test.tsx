import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { twoFactorPowersOf } from "@/lib/accounts/shared";
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
