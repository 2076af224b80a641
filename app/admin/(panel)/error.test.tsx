import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import AdminError from "./error";

// What reaches the admin's error page is a failure worth retrying (a refusal redirects or is
// not found); its Try again must ask the server for the page, not draw the failed render again.

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

describe("the admin's error page", () => {
  it("asks the server for the page again on Try again", async () => {
    const reset = vi.fn();
    render(<AdminError error={new Error("boom")} reset={reset} />);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
