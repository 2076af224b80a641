import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/test/components/fake-api";
import { VatPeriod } from "./reports/vat-period";

// What an admin screen offers when its figures did not come (the VAT period stands for every
// screen drawn with LoadFailed): "Try again" only where another try may answer otherwise.

const VAT = "GET /api/adminauth/reports/vat";

async function failedWith(answer: { status: number; message: string; data?: unknown }) {
  const api = fakeApi({ [VAT]: () => answer });
  render(<VatPeriod today="2026-11-27" />);
  const failed = await screen.findByRole("alert");
  return { api, failed };
}

describe("a screen whose figures did not come", () => {
  it("offers Try again when the server failed, and asks again", async () => {
    const { api, failed } = await failedWith({ status: 500, message: "Internal Server Error" });
    expect(failed).toHaveTextContent("The period's VAT could not be loaded.");
    expect(failed).not.toHaveTextContent("Internal Server Error");
    const asked = api.calls.length;
    await userEvent.click(within(failed).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(api.calls.length).toBe(asked + 1);
  });

  it("offers Try again when the server was not reached", async () => {
    // fetch itself rejecting: no answer at all.
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    render(<VatPeriod today="2026-11-27" />);
    const failed = await screen.findByRole("alert");
    expect(failed).toHaveTextContent("The period's VAT could not be loaded. Check your connection and try again.");
    expect(within(failed).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("says a refusal in the server's words, with nothing to try again", async () => {
    const { failed } = await failedWith({ status: 403, message: "Your role (Kitchen) cannot do this. Ask the owner." });
    expect(failed).toHaveTextContent("Your role (Kitchen) cannot do this. Ask the owner.");
    expect(within(failed).queryByRole("button")).toBeNull();
  });

  it("says what a 400 said of the period, not its general words, with nothing to try again", async () => {
    const { failed } = await failedWith({
      status: 400,
      message: "Check the highlighted fields and try again.",
      data: { from: "Choose a date from 2000 to 2099." },
    });
    expect(failed).toHaveTextContent("Choose a date from 2000 to 2099.");
    expect(within(failed).queryByRole("button")).toBeNull();
  });

  it("asks to sign in again when the session has ended, rather than to try again", async () => {
    const { failed } = await failedWith({ status: 401, message: "Please sign in as an admin." });
    expect(failed).toHaveTextContent("You have been signed out.");
    expect(within(failed).getByRole("link", { name: "Sign in again" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/admin\/sigIn/),
    );
    expect(within(failed).queryByRole("button", { name: "Try again" })).toBeNull();
  });
});
