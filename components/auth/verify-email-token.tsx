"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { StatusSpinnerIcon } from "@/components/ui/secondary-icons";
import { useEffect, useRef, useState } from "react";
import { callApi } from "@/lib/api/client";
import { verifyEmail } from "@/lib/api/store/account/routes";
import { withNextPath } from "@/lib/accounts/shared";
import { ResendVerificationForm } from "./resend-verification";
import { recallNextPath } from "./verification-email";

type TOutcome = { state: "checking" } | { state: "verified"; message: string } | { state: "failed"; message: string };

const FAILED_FALLBACK = "This verification link is invalid or has expired.";

/**
 * Verifies the link's token once, on load. It runs in the browser on purpose: mail scanners
 * that fetch every link in a message do not run scripts, so they cannot use up the token.
 */
export function VerifyEmailToken({ token, next = "" }: { token: string; next?: string }) {
  const [outcome, setOutcome] = useState<TOutcome>({ state: "checking" });
  const [signInHref, setSignInHref] = useState(() => withNextPath("/auth", next));
  const hasStartedRef = useRef(false);

  useEffect(() => {
    // Once only, even when React runs effects twice in development: the token is single-use.
    if (hasStartedRef.current) return;
    hasStartedRef.current = true;
    void callApi(verifyEmail, { params: { token } }).then(({ status, body }) => {
      if (body.success) {
        // The link's own `?next=` first, else the one kept when this browser signed up.
        if (!next) setSignInHref(withNextPath("/auth", recallNextPath()));
        const message = body.data || body.message;
        setOutcome({ state: "verified", message: message || "Email verified successfully. You can sign in now." });
      } else {
        setOutcome({
          state: "failed",
          message: (status === 0 || status === 400) && body.message ? body.message : FAILED_FALLBACK,
        });
      }
    });
  }, [token, next]);

  if (outcome.state === "checking") {
    return (
      <p role="status" className="flex items-center gap-3 text-lg text-ink" data-testid="verify-email-status">
        <StatusSpinnerIcon className="size-6" />
        Verifying your email...
      </p>
    );
  }

  if (outcome.state === "verified") {
    return (
      <div className="space-y-6" data-testid="verify-email-status">
        <OutcomeBanner isVerified message={outcome.message} />
        <IntentLink
          href={signInHref}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-6 py-3 font-bold text-navy hover:bg-brand-strong"
        >
          You can sign in now
        </IntentLink>
      </div>
    );
  }

  return (
    <div className="space-y-6" data-testid="verify-email-status">
      <OutcomeBanner isVerified={false} message={outcome.message} />
      <div>
        <h2 className="text-lg font-bold text-ink">Need a new link?</h2>
        <p className="mt-1 mb-4 text-ink-muted">Enter your email and we&apos;ll send a fresh verification link.</p>
        <ResendVerificationForm />
      </div>
    </div>
  );
}

/** The link's answer in a box: a tick and a status when it worked, a warning and an alert when not. */
function OutcomeBanner({ isVerified, message }: { isVerified: boolean; message: string }) {
  return (
    <div
      role={isVerified ? "status" : "alert"}
      className={`flex items-start gap-3 rounded-xl border ${
        isVerified
          ? "border-green-700/40 bg-green-50 p-4 text-green-900"
          : "border-red-700/40 bg-red-50 p-4 text-red-900"
      }`}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className="mt-0.5 size-6 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="12" cy="12" r="10" />
        <path d={isVerified ? "m7.5 12.5 3 3 6-6.5" : "M12 7v6M12 16.5h.01"} />
      </svg>
      <p className="font-semibold">{message}</p>
    </div>
  );
}
