import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { clearConsoleErrors, recordConsoleError, takeConsoleErrors } from "./console";

// jsdom has <dialog> but not its modal methods; components/ui/modal.tsx opens one on mount.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
}

// React warns through console.error (an update outside act(), a missing key): those fail the test,
// as they do in the node project.
beforeEach(() => {
  clearConsoleErrors();
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => recordConsoleError(args));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  const errors = takeConsoleErrors();
  vi.mocked(console.error).mockRestore();
  if (errors.length) {
    throw new Error(
      `console.error was called during the test:\n${errors.map((e) => e.map(String).join(" ")).join("\n")}`,
    );
  }
});
