"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { useId, useRef, useState, type FormEvent } from "react";
import { ArrowRightIcon } from "@/components/site/icons";
import { callApi } from "@/lib/api/client";
import { checkDelivery } from "@/lib/api/store/delivery/routes";
import { fieldErrorsOf } from "@/lib/api/fetch";
import { INVALID_POSTCODE_MESSAGE, parsePostcode } from "@/lib/platform/uk-postcode";

type TAnswer =
  | { kind: "none" }
  | { kind: "checking" }
  | { kind: "invalid"; message: string }
  | { kind: "answered"; delivers: boolean; message: string }
  | { kind: "failed" };

/** Asks the server, which holds the delivery list, whether it covers the postcode. */
async function fetchDeliveryAnswer(postcode: string, signal: AbortSignal): Promise<TAnswer> {
  const { status, body } = await callApi(checkDelivery, { query: { postcode }, init: { signal } });
  if (status === 400)
    return { kind: "invalid", message: fieldErrorsOf(body, ["postcode"]).postcode ?? INVALID_POSTCODE_MESSAGE };
  if (!body.success || !body.data) return { kind: "failed" };
  return { kind: "answered", delivers: body.data.delivers, message: body.message };
}

export function PostcodeCheck() {
  const inputId = useId();
  const hintId = useId();
  const answerId = useId();
  const [answer, setAnswer] = useState<TAnswer>({ kind: "none" });
  const pending = useRef<AbortController | null>(null);

  async function checkPostcode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("postcode") ?? "");
    pending.current?.abort();
    // The format is checked here too, so a typo is answered at once without a round trip.
    if (!parsePostcode(value)) {
      setAnswer({ kind: "invalid", message: value.trim() ? INVALID_POSTCODE_MESSAGE : "Enter a postcode." });
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    setAnswer({ kind: "checking" });
    // An aborted check was replaced by a newer one, whose answer is the one to show.
    const next = await fetchDeliveryAnswer(value, controller.signal);
    if (!controller.signal.aborted) setAnswer(next);
  }

  const isInvalid = answer.kind === "invalid";

  return (
    <form onSubmit={checkPostcode} noValidate className="w-full max-w-lg" aria-label="Check delivery to your postcode">
      <label htmlFor={inputId} className="block text-base font-semibold text-white">
        Enter a postcode to see if we deliver
      </label>
      <p id={hintId} className="mt-1 text-sm text-white/85">
        A full postcode such as W1B 5AH, or its first part such as SW1A.
      </p>
      <div className="mt-3 flex flex-col gap-2 rounded-3xl bg-white p-1.5 sm:flex-row sm:rounded-full">
        <input
          id={inputId}
          name="postcode"
          type="text"
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          placeholder="e.g. EC4R 3TE"
          aria-invalid={isInvalid || undefined}
          aria-describedby={`${hintId} ${answerId}`}
          data-testid="postcode-input"
          className="min-w-0 flex-1 rounded-full bg-white px-5 py-3 text-base text-ink placeholder:text-ink-muted"
        />
        <button
          type="submit"
          aria-busy={answer.kind === "checking" || undefined}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-brand px-6 py-3 font-semibold text-navy hover:bg-brand-strong"
        >
          Check postcode
          <ArrowRightIcon className="size-5" />
        </button>
      </div>
      <div id={answerId} role="status" data-testid="postcode-answer" className="mt-3 min-h-6 text-base text-white">
        <PostcodeAnswer answer={answer} />
      </div>
    </form>
  );
}

function PostcodeAnswer({ answer }: { answer: TAnswer }) {
  switch (answer.kind) {
    case "none":
      return null;
    case "checking":
      return <p>Checking…</p>;
    case "invalid":
      return <p className="font-semibold">{answer.message}</p>;
    case "failed":
      return <p>Sorry, we couldn&apos;t check that just now. Please try again.</p>;
    case "answered":
      return (
        <p>
          <span className="font-semibold">{answer.message}</span>{" "}
          {answer.delivers ? (
            <IntentLink href="/order" className="font-semibold text-brand underline underline-offset-4">
              Start your order
            </IntentLink>
          ) : (
            <IntentLink href="/restaurant#location" className="font-semibold text-brand underline underline-offset-4">
              Where to collect
            </IntentLink>
          )}
        </p>
      );
  }
}
