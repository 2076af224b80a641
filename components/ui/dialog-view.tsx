"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { type ReactNode, useEffect, useId, useRef } from "react";
import type { TDialogOptions, TDialogTone } from "./dialog";
import { isFocusable, keepTabInside } from "./focus-trap";

// The message dialog itself (components/ui/dialog.tsx has how to use it). Its own module so
// that pages do not carry it before something is to be said (issue 26).

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
            <IntentLink href={actionHref} className={primary} autoFocus onClick={() => onClose(true)}>
              {actionLabel}
            </IntentLink>
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
