"use client";

import { useCallback, useId, useState, type ComponentPropsWithRef, type ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { EyeIcon, EyeOffIcon } from "./secondary-icons";
import { SpinnerIcon } from "./icons";

// The one kit every form is made of (the shop's account forms and the admin's): a labelled
// control whose error is announced and tied to it (aria-invalid + aria-describedby), a password
// field with a real show/hide button, and a submit button that says it is working. The account
// screens use the roomier density; the admin's denser screens the compact one.

export type TFieldDensity = "compact" | "comfortable";

// min-h-11: a select's line box is shorter than an input's, and it came out 43 px.
const CONTROL_BASE =
  "block min-h-11 w-full border border-ink-muted/70 bg-white text-base text-ink placeholder:text-ink-muted " +
  "hover:border-navy focus-visible:border-navy aria-invalid:border-red-700 aria-invalid:bg-red-50/40";

export const CONTROL_CLASS = `${CONTROL_BASE} rounded-lg px-3 py-2.5`;
const COMFORTABLE_CONTROL_CLASS = `${CONTROL_BASE} rounded-xl px-4 py-3`;

function controlClass(density: TFieldDensity = "compact") {
  return density === "comfortable" ? COMFORTABLE_CONTROL_CLASS : CONTROL_CLASS;
}

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

/** aria-describedby for a control: its hint and its error, when present. */
export function joinDescribedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/**
 * A field's message. Under a field (isSpaceReserved) the line keeps its height when empty:
 * errors appear on blur, and a message pushing the submit button down between mouse-down and
 * mouse-up would swallow the click.
 */
export function FieldError({
  id,
  message,
  isSpaceReserved = false,
}: {
  id: string;
  message?: string;
  isSpaceReserved?: boolean;
}) {
  const text = message ? (
    <p
      id={id}
      className={`flex items-start gap-1.5 text-sm font-medium text-red-700 ${isSpaceReserved ? "" : "mt-1.5"}`}
      data-testid="field-error"
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17zm-.9 4.3h1.8l-.2 5.6H9.3zm.9 8.6a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2z" />
      </svg>
      <span>{message}</span>
    </p>
  ) : null;
  return isSpaceReserved ? <div className="min-h-7 pt-1.5">{text}</div> : text;
}

/** A control's label, with the required mark. */
export function FieldLabel({
  htmlFor,
  label,
  isRequired,
}: {
  htmlFor: string;
  label: ReactNode;
  isRequired?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block font-semibold text-ink">
      {label}
      {/* Screen readers hear "required" from aria-required on the control. */}
      {isRequired ? (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      ) : null}
    </label>
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

/** Label (with a required mark) above, the control, then the hint and the error. */
export function FieldShell({ id, label, isRequired, error, hint, children }: TFieldShellProps) {
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} isRequired={isRequired} />
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} isSpaceReserved />
    </div>
  );
}

type TFieldProps<E extends "input" | "select" | "textarea"> = Omit<ComponentPropsWithRef<E>, "id"> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  density?: TFieldDensity;
};

/**
 * Splits a field's props: the shell's (label, hint, error), what ties the control to them and
 * gives it its look, and the rest, for the control itself.
 */
function useFieldParts<P extends TFieldProps<"input" | "select" | "textarea">>(
  { label, error, hint, isRequired, density, className = "", ...rest }: P,
  controlClassPrefix = "",
) {
  const id = useId();
  return {
    id,
    shell: { id, label, error, hint, isRequired },
    control: {
      id,
      "aria-invalid": error ? true : undefined,
      "aria-required": isRequired || undefined,
      "aria-describedby": joinDescribedBy(id, hint, error),
      className: `${controlClass(density)} ${controlClassPrefix}${className}`,
    },
    rest,
  };
}

export function TextField(props: TFieldProps<"input">) {
  const { shell, control, rest } = useFieldParts(props);
  return (
    <FieldShell {...shell}>
      <input {...control} {...rest} />
    </FieldShell>
  );
}

export function TextAreaField(props: TFieldProps<"textarea">) {
  const { shell, control, rest } = useFieldParts(props);
  return (
    <FieldShell {...shell}>
      <textarea {...control} {...rest} />
    </FieldShell>
  );
}

export function SelectField(props: TFieldProps<"select">) {
  const { shell, control, rest } = useFieldParts(props);
  return (
    <FieldShell {...shell}>
      <select {...control} {...rest} />
    </FieldShell>
  );
}

/** A real password input with a toggle; aria-pressed says whether the password shows. */
export function PasswordField(props: TFieldProps<"input">) {
  const { id, shell, control, rest } = useFieldParts(props, "pr-14 ");
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FieldShell {...shell}>
      <div className="relative">
        <input
          {...control}
          type={isVisible ? "text" : "password"}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...rest}
        />
        <button
          type="button"
          aria-pressed={isVisible}
          aria-label="Show password"
          aria-controls={id}
          onClick={() => setIsVisible((visible) => !visible)}
          className="absolute inset-y-0.5 right-0.5 inline-flex w-11 items-center justify-center rounded-md text-ink-muted hover:bg-surface hover:text-navy"
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
  /** The account screens' full-width button. */
  isFullWidth?: boolean;
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
  isFullWidth = false,
  className = "",
}: TSubmitButtonProps) {
  return (
    <button
      type="submit"
      aria-disabled={isPending}
      onClick={(event) => {
        if (isPending) event.preventDefault();
      }}
      className={`inline-flex items-center justify-center gap-2 rounded-full bg-brand px-6 text-base font-bold text-navy hover:bg-brand-strong aria-disabled:cursor-progress aria-disabled:opacity-80 ${
        isFullWidth ? "min-h-12 w-full py-3" : "min-h-11 py-2.5"
      } ${className}`}
    >
      {isPending ? <SpinnerIcon /> : null}
      {isPending ? pendingLabel : children}
    </button>
  );
}
