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
 * Accessibility: a native modal <dialog> (the rest of the page is inert) whose Tab key goes round
 * its own buttons, role="alertdialog" with aria-modal, labelled by the title and described by the
 * text; the main button takes focus; Escape closes; focus goes back to where it was before.
 */

import Link from "next/link";
import { isFocusable, keepTabInside } from "./focus-trap";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";

export type TDialogTone = "success" | "error" | "info";

export type TDialogOptions = {
  title: string;
  text?: string;
  tone?: TDialogTone;
  closeLabel?: string;
  actionLabel?: string;
  actionHref?: string;
};

const TONE_STYLES: Record<TDialogTone, { badge: string; icon: ReactNode; label: string }> = {
  success: {
    badge: "bg-green-100 text-green-800",
    label: "Success",
    icon: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  },
  error: {
    badge: "bg-red-100 text-red-800",
    label: "Error",
    icon: <path d="M7 7l10 10M17 7 7 17" />,
  },
  info: {
    badge: "bg-brand-soft text-navy",
    label: "Information",
    icon: (
      <>
        <path d="M12 11v6" />
        <path d="M12 7.5h.01" />
      </>
    ),
  },
};

type TDialogProps = TDialogOptions & { onClose: (isAction: boolean) => void };

export function Dialog({ title, text, tone = "info", closeLabel, actionLabel, actionHref, onClose }: TDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const isUnmountingRef = useRef(false);
  const titleId = useId();
  const textId = useId();
  const style = TONE_STYLES[tone];

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const previouslyFocused = document.activeElement;
    isUnmountingRef.current = false;
    if (!element.open) element.showModal();
    return () => {
      isUnmountingRef.current = true;
      if (element.open) element.close();
      if (isFocusable(previouslyFocused)) previouslyFocused.focus();
    };
  }, []);

  const hasAction = Boolean(actionLabel);
  const primary =
    "inline-flex min-h-11 items-center justify-center rounded-full bg-navy px-6 py-2.5 font-semibold text-white hover:bg-navy-soft";
  const secondary =
    "inline-flex min-h-11 items-center justify-center rounded-full border border-navy/30 px-6 py-2.5 font-semibold text-navy hover:bg-surface";

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      data-testid="dialog"
      data-tone={tone}
      // Escape: the browser fires "cancel"; closing goes through onClose so show() resolves.
      onCancel={(event) => {
        event.preventDefault();
        onClose(false);
      }}
      // Closed by the browser without "cancel" (a repeated Escape): settle show() all the same.
      // Our own close() on unmount does not count, nor does a close event that arrives after
      // the dialog was opened again (React runs effects twice in development).
      onKeyDown={keepTabInside}
      onClose={(event) => {
        if (!isUnmountingRef.current && !event.currentTarget.open) onClose(false);
      }}
      className="fixed inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-2xl backdrop:bg-navy/60 sm:p-8"
    >
      <div className="flex flex-col items-center text-center">
        <span className={`flex size-14 items-center justify-center rounded-full ${style.badge}`}>
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2.5}
            strokeLinecap="round"
            strokeLinejoin="round"
            role="img"
            aria-label={style.label}
            className="size-7"
          >
            {style.icon}
          </svg>
        </span>
        <h2 id={titleId} className="mt-4 text-xl font-extrabold tracking-tight">
          {title}
        </h2>
        {text ? (
          <p id={textId} className="mt-2 text-ink-muted">
            {text}
          </p>
        ) : null}
        <div className="mt-6 flex w-full flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          {hasAction ? (
            <button type="button" className={secondary} onClick={() => onClose(false)}>
              {closeLabel ?? "Close"}
            </button>
          ) : null}
          {hasAction && actionHref ? (
            <Link href={actionHref} className={primary} autoFocus onClick={() => onClose(true)}>
              {actionLabel}
            </Link>
          ) : hasAction ? (
            <button type="button" className={primary} autoFocus onClick={() => onClose(true)}>
              {actionLabel}
            </button>
          ) : (
            <button type="button" className={primary} autoFocus onClick={() => onClose(false)}>
              {closeLabel ?? "OK"}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}

/** One dialog per component: `dialog` is the element to render, `show()` opens it. */
export function useDialog() {
  const [current, setCurrent] = useState<{ id: number; options: TDialogOptions } | null>(null);
  const resolveRef = useRef<((isAction: boolean) => void) | null>(null);

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
        setCurrent((previous) => ({ id: (previous?.id ?? 0) + 1, options: next }));
      }),
    [settle],
  );

  const close = useCallback(
    (isAction = false) => {
      setCurrent(null);
      settle(isAction);
    },
    [settle],
  );

  // A new `key` per show() remounts the dialog, so focus handling starts afresh each time.
  const dialog = current ? <Dialog key={current.id} {...current.options} onClose={close} /> : null;

  return { dialog, show, close };
}
