"use client";

import { useShopName } from "@/components/site/shop-name";
import { IntentLink } from "@/components/ui/intent-link";
import { keepTabInside } from "@/components/ui/focus-trap";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";

// Spec section 9: first shown 10 s after the page loads, again 4 s after each close, at most
// 4 times per page load.
const FIRST_DELAY_MS = 10_000;
const REOPEN_DELAY_MS = 4_000;
const MAX_SHOWINGS = 4;

// Never over something the customer is doing (issue 25): the basket, a dish, a message or the
// menu open, or a form being filled in. The showing then waits, and is tried again this long after.
const BUSY_RETRY_MS = REOPEN_DELAY_MS;
/**
 * Typing into a field, or a key moving through the page (Tab, the arrows), this recently counts
 * as being busy, even once focus has moved on: a keyboard user's focus was taken mid-journey.
 */
const KEYBOARD_GRACE_MS = 10_000;
const TEXT_ENTRY =
  "input:not([type=button],[type=submit],[type=reset],[type=checkbox],[type=radio],[type=hidden]), textarea, select";

/** Whether opening the preview now would land on top of what the customer is doing. */
function isCustomerBusy(own: HTMLDialogElement | null, lastKeyedAt: number): boolean {
  const otherDialogOpen = Array.from(
    document.querySelectorAll("dialog[open], [role=dialog][aria-modal=true], [role=alertdialog]"),
  ).some(
    // Dialogs are position: fixed (no offsetParent): a rendered box is what tells they are shown.
    (el) => el !== own && !(el instanceof HTMLDialogElement && !el.open) && el.getClientRects().length > 0,
  );
  if (otherDialogOpen) return true;
  if (document.querySelector("[aria-expanded=true][aria-controls]")) return true;
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && (focused.matches(TEXT_ENTRY) || focused.isContentEditable)) return true;
  return Date.now() - lastKeyedAt < KEYBOARD_GRACE_MS;
}

const subscribeToNothing = () => () => {};

/**
 * The landing page's 'Admin Panel Preview' promotion, at the spec's times unless the customer is
 * busy (then it waits: issue 25). A native modal <dialog> keeps the page
 * behind it inert and closes on Escape; focus goes to Close (the safe choice for a dialog
 * nobody asked for: Enter dismisses it) and returns afterwards to where it was.
 */
export function AdminPreviewModal() {
  const shopName = useShopName();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [showings, setShowings] = useState(0);
  // Each deferral re-runs the timer below without counting as a showing.
  const [deferrals, setDeferrals] = useState(0);
  const lastKeyedAt = useRef(Number.NEGATIVE_INFINITY);
  const headingId = useId();
  const textId = useId();
  // False in the server HTML and during hydration, true once the timers run: lets tests wait.
  const isHydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  useEffect(() => {
    // Keys pressed inside the preview (Tab, Escape, Enter on Close) are answers to it, not busyness.
    const noteKeys = (event: Event) => {
      if (event.target instanceof Node && !dialogRef.current?.contains(event.target)) lastKeyedAt.current = Date.now();
    };
    document.addEventListener("input", noteKeys, true);
    document.addEventListener("keydown", noteKeys, true);
    return () => {
      document.removeEventListener("input", noteKeys, true);
      document.removeEventListener("keydown", noteKeys, true);
    };
  }, []);

  useEffect(() => {
    if (isOpen || showings >= MAX_SHOWINGS) return;
    const delay = deferrals > 0 ? BUSY_RETRY_MS : showings === 0 ? FIRST_DELAY_MS : REOPEN_DELAY_MS;
    const timer = window.setTimeout(() => {
      if (isCustomerBusy(dialogRef.current, lastKeyedAt.current)) {
        setDeferrals((count) => count + 1);
        return;
      }
      setDeferrals(0);
      setShowings((count) => count + 1);
      setIsOpen(true);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [isOpen, showings, deferrals]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  /** Every way of closing (Close, Escape) ends here, through the dialog's close event. */
  function handleClosed() {
    setIsOpen(false);
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) target.focus();
  }

  return (
    <dialog
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      aria-describedby={textId}
      data-testid="admin-preview-modal"
      data-hydrated={isHydrated ? "true" : undefined}
      data-showings={showings}
      data-deferrals={deferrals}
      onClose={handleClosed}
      onKeyDown={keepTabInside}
      className="fixed inset-0 m-auto h-fit w-[min(28rem,calc(100%-2rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-navy/70"
    >
      <div className="space-y-4 p-6 sm:p-8">
        <p className="inline-flex rounded-full bg-brand px-3 py-1 text-sm font-bold text-navy">Preview</p>
        <h2 id={headingId} className="text-2xl font-extrabold">
          Admin Panel Preview
        </h2>
        <p id={textId} className="text-ink-muted">
          See the other side of {shopName}: the admin area where the team manages categories, foods and customers&apos;
          orders.
        </p>
        <div className="flex flex-col gap-3 pt-2 sm:flex-row">
          <IntentLink
            href="/admin"
            // Not fetched ahead: every visitor sees this after 10 s, and the admin area would answer
            // each of them with its page and then its sign-in (three requests) for a tap few make.
            prefetch={false}
            className="inline-flex items-center justify-center rounded-full bg-brand px-6 py-3 font-semibold text-navy hover:bg-brand-strong"
          >
            Open the admin panel
          </IntentLink>
          <button
            ref={closeRef}
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="inline-flex items-center justify-center rounded-full border border-navy px-6 py-3 font-semibold text-navy hover:bg-surface"
          >
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
