"use client";

/**
 * The storefront's one message dialog (success, error or information), for every feature.
 *
 *   const { dialog, show } = useDialog();
 *
 *   // in a handler:
 *   await show({ title: "Saved", text: "Address added successfully", tone: "success" });
 *   router.push("/next"); // runs once the customer has closed the dialog
 *
 *   const wantsToSignIn = await show({
 *     title: "Unauthorized",
 *     text: "User not authorized! Please Sign In",
 *     tone: "error",
 *     actionLabel: "Sign in",
 *     actionHref: "/auth", // optional: without it the action is a button and show() resolves true
 *   });
 *
 *   // and render it anywhere in the component (it opens in the browser's top layer):
 *   return <>{form}{dialog}</>;
 *
 * Options: title (required), text, tone ("success" | "error" | "info", default "info"),
 * closeLabel (default "OK", or "Close" beside an action), actionLabel, actionHref.
 * show() resolves when the dialog closes: true if the action was chosen, false otherwise.
 * Calling show() while a dialog is open replaces it (the first promise resolves false).
 *
 * The dialog's own code (dialog-view.tsx) is not in the page's first scripts: it is fetched when the
 * browser is first idle, or by the first show(). If it cannot be fetched, the browser's alert (or
 * confirm, for a dialog with an action) says the same, and show() resolves alike (decision 052).
 *
 * Accessibility: a native modal <dialog> (the rest of the page is inert) whose Tab key goes round
 * its own buttons, role="alertdialog" with aria-modal, labelled by the title and described by the
 * text; the main button takes focus; Escape closes; focus goes back to where it was before.
 */

import { useCallback, useEffect, useRef, useState } from "react";
import { onDemand, whenIdle } from "./on-demand";

export type TDialogTone = "success" | "error" | "info";

export type TDialogOptions = {
  title: string;
  text?: string;
  tone?: TDialogTone;
  closeLabel?: string;
  actionLabel?: string;
  actionHref?: string;
};

/** The dialog's code: fetched when first shown, or sooner when the browser is idle. */
const dialogView = onDemand(() => import("./dialog-view"));

const preloadWhenIdle = () => whenIdle(() => void dialogView.load().catch(() => undefined));

/**
 * When the dialog's code cannot be fetched (the connection dropped, which is often what the
 * dialog was about to say), the browser's own dialog says the same: a confirm for a dialog with
 * an action, an alert otherwise.
 */
function showNatively({ title, text, actionLabel, actionHref }: TDialogOptions): boolean {
  const message = text ? `${title}\n\n${text}` : title;
  if (!actionLabel) {
    window.alert(message);
    return false;
  }
  const isAction = window.confirm(`${message}\n\n${actionLabel}?`);
  if (isAction && actionHref) window.location.assign(actionHref);
  return isAction;
}

/** One dialog per component: `dialog` is the element to render, `show()` opens it. */
export function useDialog() {
  const [current, setCurrent] = useState<{ id: number; options: TDialogOptions } | null>(null);
  const resolveRef = useRef<((isAction: boolean) => void) | null>(null);
  const showingRef = useRef(0);

  useEffect(preloadWhenIdle, []);

  const settle = useCallback((isAction: boolean) => {
    const resolve = resolveRef.current;
    resolveRef.current = null;
    resolve?.(isAction);
  }, []);

  const show = useCallback(
    (next: TDialogOptions) =>
      new Promise<boolean>((resolve) => {
        settle(false);
        resolveRef.current = resolve;
        const showing = ++showingRef.current;
        dialogView.load().then(
          () => {
            if (showing === showingRef.current)
              setCurrent((previous) => ({ id: (previous?.id ?? 0) + 1, options: next }));
          },
          () => {
            if (showing !== showingRef.current) return;
            resolveRef.current = null;
            resolve(showNatively(next));
          },
        );
      }),
    [settle],
  );

  const close = useCallback(
    (isAction = false) => {
      showingRef.current += 1;
      setCurrent(null);
      settle(isAction);
    },
    [settle],
  );

  // A new `key` per show() remounts the dialog, so focus handling starts afresh each time.
  const View = dialogView.loaded()?.Dialog;
  const dialog = current && View ? <View key={current.id} {...current.options} onClose={close} /> : null;

  return { dialog, show, close };
}
