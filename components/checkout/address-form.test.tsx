import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AddressForm } from "./address-form";

describe("the checkout's new address form, by keyboard", () => {
  it("says nothing is missing while the keyboard only passes through it; Save says what is", async () => {
    const onSave = vi.fn(async () => ({ ok: true as const, message: "Address added successfully" }));
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <AddressForm onSave={onSave} />
      </>,
    );

    // Tab from the control before the form through every field to Save, and back again.
    await user.click(screen.getByRole("button", { name: "Before" }));
    for (let i = 0; i < 6; i += 1) await user.tab();
    expect(screen.getByRole("button", { name: "Save address" })).toHaveFocus();
    for (let i = 0; i < 6; i += 1) await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Before" })).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Address line 1" })).not.toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Enter the first line of the address.")).toBeNull();

    // Save on the empty form: the first field missing has focus and says so.
    for (let i = 0; i < 6; i += 1) await user.tab();
    await user.keyboard("{Enter}");
    const line1 = screen.getByRole("textbox", { name: "Address line 1" });
    await waitFor(() => expect(line1).toHaveFocus());
    expect(line1).toHaveAttribute("aria-invalid", "true");
    expect(line1).toHaveAccessibleDescription(/Enter the first line of the address\./);
    expect(onSave).not.toHaveBeenCalled();
  });
});
