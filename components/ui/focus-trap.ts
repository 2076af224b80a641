import type { KeyboardEvent } from "react";

// The one focus trap of the app's dialogs (the menu's modals, the message dialog, the landing
// page's preview). A native modal <dialog> already makes the page behind it inert, but lets Tab
// leave for the browser's own toolbar; this wraps from the last control to the first and back.

const TABBABLE = "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])";

/** Something focus can be sent to (or back to): on the page, shown and enabled. */
export function isFocusable(element: Element | null): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element !== document.body &&
    element.isConnected &&
    !element.matches(":disabled") &&
    element.getClientRects().length > 0
  );
}

/** A dialog's onKeyDown: Tab and Shift+Tab go round the dialog's own controls. */
export function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const dialog = event.currentTarget;
  // A dialog opened from inside this one handles its own keys.
  if (!(event.target instanceof Element) || event.target.closest("dialog") !== dialog) return;
  const tabbable = Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.closest("dialog") === dialog && isFocusable(element) && element.tabIndex >= 0,
  );
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const isOutside = !dialog.contains(active);
  if (event.shiftKey && (active === first || isOutside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || isOutside)) {
    event.preventDefault();
    first.focus();
  }
}
