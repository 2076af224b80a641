"use client";

import { useEffect, useState, type FormEventHandler, type ReactNode } from "react";
import { SubmitButton } from "@/components/ui/form-fields";

type TStoreFormCardProps = {
  /** Names the heading: `${id}-heading`. */
  id: string;
  title: string;
  intro?: ReactNode;
  /** A form the browser tests open gets a test id and says when it answers (data-hydrated). */
  testId?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  isSubmitting: boolean;
  /** The server's answer to the last save, announced beside the button. */
  message: string | null;
  children: ReactNode;
};

/** One of the store page's settings forms: a card with its heading, the fields in two columns, then Save. */
export function StoreFormCard({
  id,
  title,
  intro,
  testId,
  onSubmit,
  submitLabel,
  isSubmitting,
  message,
  children,
}: TStoreFormCardProps) {
  const isHydrated = useIsHydrated();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-line bg-white p-5"
      data-testid={testId}
      data-hydrated={testId ? isHydrated : undefined}
    >
      <h2 id={`${id}-heading`} className={`${intro ? "mb-1" : "mb-4"} text-xl font-extrabold text-ink`}>
        {title}
      </h2>
      {intro ? <p className="mb-4 text-sm text-ink-muted">{intro}</p> : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        {children}
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <SubmitButton isPending={isSubmitting}>{submitLabel}</SubmitButton>
          <p role="status" className="text-sm text-ink-muted">
            {message}
          </p>
        </div>
      </form>
    </section>
  );
}

// Marks the form as answering (hydrated) for the browser tests, as the admin preview does.
function useIsHydrated() {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setIsHydrated(true), 0);
    return () => window.clearTimeout(id);
  }, []);
  return isHydrated;
}
