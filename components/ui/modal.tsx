"use client";

/**
 * A modal window with any content (forms, lists), next to dialog.tsx's message dialog.
 *
 *   {isOpen ? (
 *     <Modal title="Choose your base" onClose={() => setIsOpen(false)} footer={<button>Next</button>}>
 *       …
 *     </Modal>
 *   ) : null}
 *
 * Render it only while open: mounting opens it, unmounting closes it.
 *
 * Accessibility: a native modal <dialog> (the rest of the page is inert, so Tab stays inside),
 * role="dialog" with aria-modal, labelled by the title and, when given, described by the
 * description; Tab wraps around inside; Escape, the close button and a click on the backdrop
 * call onClose; focus starts on `initialFocusRef` (else the first control) and goes back to
 * where it was.
 */

import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { CloseIcon } from "@/components/site/icons";
import { isFocusable, keepTabInside } from "./focus-trap";

type TModalProps = {
  title: string;
  /** A line under the title, read out with it. */
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Actions kept in view below the scrolling body. */
  footer?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: "md" | "lg";
  testId?: string;
};

export function Modal({
  title,
  description,
  onClose,
  children,
  footer,
  initialFocusRef,
  size = "md",
  testId,
}: TModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const isUnmountingRef = useRef(false);
  // The latest onClose, so the effect below runs once per opening, not on every render.
  const onCloseRef = useRef(onClose);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const previouslyFocused = document.activeElement;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    isUnmountingRef.current = false;
    if (!element.open) element.showModal();
    initialFocusRef?.current?.focus();
    // The page behind must not scroll under a finger that is scrolling the modal.
    root.style.overflow = "hidden";
    return () => {
      isUnmountingRef.current = true;
      root.style.overflow = previousOverflow;
      if (element.open) element.close();
      // Without scrolling: the page was held still behind the modal, so what opened it is where it
      // was, unless whoever closed it has moved the page on purpose (the checkout, placing an
      // order, goes to the top for the confirmation page), which the focus must not undo.
      if (isFocusable(previouslyFocused)) previouslyFocused.focus({ preventScroll: true });
    };
    // Opening happens once per mount; a new initialFocusRef object must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const width = size === "lg" ? "w-[min(44rem,calc(100vw-1.5rem))]" : "w-[min(32rem,calc(100vw-1.5rem))]";

  return (
    <dialog
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClose={() => {
        if (!isUnmountingRef.current) onCloseRef.current();
      }}
      // The dialog element itself is only hit outside the panel, i.e. on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      onKeyDown={(event) => {
        keepTabInside(event);
      }}
      className={`fixed inset-0 m-auto h-fit max-h-[calc(100dvh-1.5rem)] ${width} overflow-hidden rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-navy/60`}
    >
      <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="text-xl font-extrabold tracking-tight text-ink">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="mt-1 text-sm text-ink-muted">
                {description}
              </div>
            ) : null}
          </div>
          <button
            type="button"
            aria-label="Close"
            onClick={() => onCloseRef.current()}
            className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        {footer ? <div className="border-t border-line bg-white px-5 py-4 sm:px-6">{footer}</div> : null}
      </div>
    </dialog>
  );
}
