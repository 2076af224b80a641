"use client";

import { useCallback, useId, useState, type ComponentPropsWithRef, type ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

// The pieces every account form is made of: a labelled field whose error is announced and
// tied to it (aria-invalid + aria-describedby), a password field with a show/hide button, and
// a submit button that says it is working.

export const INPUT_CLASS =
  "block w-full rounded-xl border border-ink-muted/70 bg-white px-4 py-3 text-base text-ink placeholder:text-ink-muted/80 " +
  "hover:border-navy focus-visible:border-navy aria-invalid:border-red-700 aria-invalid:bg-red-50/40";

type TServerErrors<T extends FieldValues> = Partial<Record<Path<T>, string>>;

/**
 * Wires a react-hook-form field to the inputs below: `{...field("email")}` gives the
 * registration and the message to show. Client errors come from the zod schema (on blur and on
 * submit); the server's per-field messages are kept apart so that re-validating on blur does
 * not wipe them. Editing a field clears both of its messages.
 */
export function useFormFields<T extends FieldValues>(form: UseFormReturn<T>) {
  const [serverErrors, setServerErrorsState] = useState<TServerErrors<T>>({});
  const { register, clearErrors, formState } = form;
  const clientErrors = formState.errors as Partial<Record<string, { message?: unknown }>>;

  const field = (name: Path<T>) => ({
    ...register(name, {
      onChange: () => {
        clearErrors(name);
        setServerErrorsState((current) => (current[name] ? { ...current, [name]: undefined } : current));
      },
    }),
    error: (clientErrors[name]?.message as string | undefined) || serverErrors[name],
  });

  const setServerErrors = useCallback((errors: Record<string, string>) => {
    setServerErrorsState(errors as TServerErrors<T>);
  }, []);

  return { field, setServerErrors };
}

type TFieldShellProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
};

/** Label above, control, then the hint and the error (both read out with the control). */
export function FieldShell({ id, label, error, hint, children }: TFieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-ink">
        {label}
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

/**
 * The line under a field keeps its height when empty: errors appear on blur, and a message
 * pushing the submit button down between mouse-down and mouse-up would swallow the click.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <div className="min-h-7 pt-1.5">
      {message ? (
        <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-red-700" data-testid="field-error">
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="mt-0.5 size-4 shrink-0 fill-current">
            <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17zm-.9 4.3h1.8l-.2 5.6H9.3zm.9 8.6a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2z" />
          </svg>
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}

/** aria-describedby for a control: its hint and its error, when present. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

type TTextFieldProps = Omit<ComponentPropsWithRef<"input">, "id"> & {
  label: string;
  error?: string;
  hint?: string;
};

export function TextField({ label, error, hint, className = "", ...inputProps }: TTextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${INPUT_CLASS} ${className}`}
        {...inputProps}
      />
    </FieldShell>
  );
}

function EyeIcon({ isCrossed }: { isCrossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="size-5"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {isCrossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/** A password input with a real toggle button: aria-pressed says whether the password shows. */
export function PasswordField({ label, error, hint, className = "", ...inputProps }: TTextFieldProps) {
  const id = useId();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          id={id}
          type={isVisible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={`${INPUT_CLASS} pr-14 ${className}`}
          {...inputProps}
        />
        <button
          type="button"
          aria-pressed={isVisible}
          aria-label="Show password"
          aria-controls={id}
          onClick={() => setIsVisible((visible) => !visible)}
          className="absolute inset-y-1 right-1 inline-flex w-11 items-center justify-center rounded-lg text-ink-muted hover:bg-surface hover:text-navy"
        >
          <EyeIcon isCrossed={isVisible} />
        </button>
      </div>
    </FieldShell>
  );
}

type TSubmitButtonProps = {
  isPending: boolean;
  children: ReactNode;
  pendingLabel?: string;
};

/**
 * While a call is in flight the button says "Processing..." and refuses clicks. It stays
 * focusable (aria-disabled rather than disabled) so keyboard focus is not thrown to the page
 * and can come back to it after a dialog.
 */
export function SubmitButton({ isPending, children, pendingLabel = "Processing..." }: TSubmitButtonProps) {
  return (
    <button
      type="submit"
      aria-disabled={isPending}
      onClick={(event) => {
        if (isPending) event.preventDefault();
      }}
      className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand px-6 py-3 text-base font-bold text-navy hover:bg-brand-strong aria-disabled:cursor-progress aria-disabled:opacity-80"
    >
      {isPending ? (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 animate-spin motion-reduce:hidden">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
          <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      ) : null}
      {isPending ? pendingLabel : children}
    </button>
  );
}

/** Heading and one-line introduction at the top of each account screen. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{title}</h1>
      {children ? <div className="mt-2 text-ink-muted">{children}</div> : null}
    </div>
  );
}
