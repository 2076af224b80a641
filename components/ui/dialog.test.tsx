import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TDialogOptions } from "./dialog";

// useDialog fetches the dialog's own code when first shown (issue 26). These load the hook afresh
// per test, so that one test's fetched (or refused) code is not another's.

async function renderDialogHost() {
  const { useDialog } = await import("./dialog");
  let show: ((options: TDialogOptions) => Promise<boolean>) | null = null;
  function Host() {
    const dialog = useDialog();
    show = dialog.show;
    return <>{dialog.dialog}</>;
  }
  render(<Host />);
  return (options: TDialogOptions) => show!(options);
}

afterEach(() => {
  vi.doUnmock("./dialog-view");
  vi.resetModules();
});

describe("useDialog", () => {
  it("shows the page's dialog once its code has come, and show() resolves when it closes", async () => {
    // jsdom has no modal dialogs: showModal and close only flip `open`.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false;
    };
    const show = await renderDialogHost();
    let settled: boolean | null = null;
    await act(async () => {
      void show({ title: "Saved", text: "Address added successfully", tone: "success" }).then(
        (value) => (settled = value),
      );
    });
    const dialog = await screen.findByRole("alertdialog", { name: "Saved" });
    expect(dialog.textContent).toContain("Address added successfully");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "OK" })));
    expect(settled).toBe(false);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("without its code (the connection dropped), the browser's alert or confirm says the same", async () => {
    vi.doMock("./dialog-view", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(true);
    const show = await renderDialogHost();

    expect(await show({ title: "Sorry", text: "Check your connection and try again.", tone: "error" })).toBe(false);
    expect(alert).toHaveBeenCalledWith("Sorry\n\nCheck your connection and try again.");

    expect(await show({ title: "Unauthorized", text: "Please Sign In", tone: "error", actionLabel: "Sign in" })).toBe(
      true,
    );
    expect(confirm).toHaveBeenCalledWith("Unauthorized\n\nPlease Sign In\n\nSign in?");
    confirm.mockReturnValue(false);
    expect(await show({ title: "Unauthorized", actionLabel: "Sign in" })).toBe(false);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    alert.mockRestore();
    confirm.mockRestore();
  });
});
