type TPlainFieldProps = {
  /** The input's id; its error is `${id}-error`. */
  id: string;
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "text";
  error?: string | undefined;
  /** The wrapper's class, for a field that shares a row with its button. */
  className?: string;
};

/** An uncontrolled labelled input for the admin's small forms read with FormData, with the server's message. */
export function PlainField({
  id,
  name,
  label,
  type = "text",
  autoComplete,
  inputMode,
  error,
  className,
}: TPlainFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block min-h-11 w-full rounded-lg border border-line px-3"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
