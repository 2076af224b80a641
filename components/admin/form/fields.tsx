"use client";

import { useId, useState, type ComponentPropsWithRef, type ReactNode } from "react";
import { EyeIcon, EyeOffIcon, SpinnerIcon } from "../icons";

// The pieces the admin forms are made of: a labelled control whose error is announced and
// tied to it (aria-invalid + aria-describedby), and a submit button that says it is working.

export const CONTROL_CLASS =
  "block w-full rounded-lg border border-ink-muted/70 bg-white px-3 py-2.5 text-base text-ink placeholder:text-ink-muted " +
  "hover:border-navy focus-visible:border-navy aria-invalid:border-red-700 aria-invalid:bg-red-50/40";

/** aria-describedby for a control: its hint and its error, when present. */
export function joinDescribedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700" data-testid="field-error">
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17zm-.9 4.3h1.8l-.2 5.6H9.3zm.9 8.6a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2z" />
      </svg>
      <span>{message}</span>
    </p>
  );
}

type TFieldShellProps = {
  id: string;
  label: ReactNode;
  isRequired?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
};

/** Label (with a required mark), control, hint and error. */
export function FieldShell({ id, label, isRequired, error, hint, children }: TFieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-ink">
        {label}
        {/* Screen readers hear "required" from aria-required on the control. */}
        {isRequired ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type TFieldProps<E extends "input" | "select" | "textarea"> = Omit<ComponentPropsWithRef<E>, "id"> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
};

export function TextField({ label, error, hint, isRequired, className = "", ...props }: TFieldProps<"input">) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} isRequired={isRequired}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={joinDescribedBy(id, hint, error)}
        className={`${CONTROL_CLASS} ${className}`}
        {...props}
      />
    </FieldShell>
  );
}

export function TextAreaField({ label, error, hint, isRequired, className = "", ...props }: TFieldProps<"textarea">) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} isRequired={isRequired}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={joinDescribedBy(id, hint, error)}
        className={`${CONTROL_CLASS} ${className}`}
        {...props}
      />
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  isRequired,
  className = "",
  children,
  ...props
}: TFieldProps<"select">) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} isRequired={isRequired}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={joinDescribedBy(id, hint, error)}
        className={`${CONTROL_CLASS} ${className}`}
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
}

/** A real password input with a toggle; aria-pressed says whether the password shows. */
export function PasswordField({ label, error, hint, isRequired, className = "", ...props }: TFieldProps<"input">) {
  const id = useId();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} isRequired={isRequired}>
      <div className="relative">
        <input
          id={id}
          type={isVisible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinDescribedBy(id, hint, error)}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={`${CONTROL_CLASS} pr-14 ${className}`}
          {...props}
        />
        <button
          type="button"
          aria-pressed={isVisible}
          aria-label="Show password"
          aria-controls={id}
          onClick={() => setIsVisible((visible) => !visible)}
          className="absolute inset-y-1 right-1 inline-flex w-11 items-center justify-center rounded-md text-ink-muted hover:bg-surface hover:text-navy"
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldShell>
  );
}

type TSubmitButtonProps = {
  isPending: boolean;
  children: ReactNode;
  pendingLabel?: string;
  className?: string;
};

/**
 * While a call is in flight the button says "Processing..." and refuses clicks. It is
 * aria-disabled rather than disabled so that keyboard focus stays on it (a disabled button
 * drops focus to the page) and can come back to it after a dialog.
 */
export function SubmitButton({
  isPending,
  children,
  pendingLabel = "Processing...",
  className = "",
}: TSubmitButtonProps) {
  return (
    <button
      type="submit"
      aria-disabled={isPending}
      onClick={(event) => {
        if (isPending) event.preventDefault();
      }}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand px-6 py-2.5 text-base font-bold text-navy hover:bg-brand-strong aria-disabled:cursor-progress aria-disabled:opacity-80 ${className}`}
    >
      {isPending ? <SpinnerIcon /> : null}
      {isPending ? pendingLabel : children}
    </button>
  );
}
