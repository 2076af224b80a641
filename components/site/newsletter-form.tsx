"use client";

import { useId, useState, type FormEvent } from "react";

/** Nothing is stored yet: the form only acknowledges the visitor instead of reloading the page. */
export function NewsletterForm() {
  const inputId = useId();
  const [isSubmitted, setIsSubmitted] = useState(false);

  function acknowledgeSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsSubmitted(true);
  }

  return (
    <form onSubmit={acknowledgeSubmit} className="flex flex-col gap-2" aria-label="Deals newsletter">
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        Your postcode
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          name="postcode"
          type="text"
          autoComplete="postal-code"
          placeholder="e.g. EC4R 3TE"
          className="min-w-0 flex-1 rounded-full border border-ink-muted/60 bg-white px-5 py-3 text-base text-ink placeholder:text-ink-muted focus:border-navy"
        />
        <button
          type="submit"
          className="rounded-full bg-brand px-6 py-3 font-semibold text-navy transition-colors hover:bg-brand-strong"
        >
          Subscribe
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm text-ink">
        {isSubmitted ? "Thanks! Deal alerts for your area are coming soon." : ""}
      </p>
    </form>
  );
}
