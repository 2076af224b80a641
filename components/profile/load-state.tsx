import type { ReactNode } from "react";
import { IntentLink } from "@/components/ui/intent-link";
import { StatusSpinnerIcon } from "@/components/ui/secondary-icons";
import { isWorthRetrying } from "@/components/ui/use-api-data";

type TLoadStateProps = {
  tone: "loading" | "empty" | "error";
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
};

/** The loading, empty and failed states of the account lists, announced as they change. */
export function LoadState({ tone, children, action, testId }: TLoadStateProps) {
  const box =
    tone === "error"
      ? "border-red-700/40 bg-red-50 text-red-900"
      : tone === "empty"
        ? "border-dashed border-ink-muted/50 bg-surface text-ink"
        : "border-line bg-white text-ink-muted";
  return (
    <div role={tone === "error" ? "alert" : "status"} data-testid={testId} className={`rounded-2xl border p-6 ${box}`}>
      <p className="flex items-center gap-3 font-medium">
        {tone === "loading" ? <StatusSpinnerIcon className="size-5" /> : null}
        {children}
      </p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

/** What a failed load answered: `httpStatus` 0 when the server was not reached (useApiData's failed state). */
type TFailure = { httpStatus: number; message: string };

/**
 * A list that did not come, and what can be done about it: only no answer or the server's own
 * failure (5xx) is worth asking again; a refusal (400, 403, 404) would be the same refusal, so it
 * is said with no "Try again"; a session that has ended asks to sign in.
 */
export function FailedLoadState({
  failed,
  fallback,
  refused,
  onRetry,
  testId,
}: {
  failed: TFailure;
  /** Said when the server was not reached or failed. */
  fallback: string;
  /** Said of a refusal, in the spec's words for the list ("Failed to fetch order details"). */
  refused: string;
  onRetry: () => void;
  testId?: string;
}) {
  if (failed.httpStatus === 401) {
    return (
      <LoadState
        tone="error"
        testId={testId}
        action={
          <IntentLink href="/auth?next=/profile" className={LINK_BUTTON_CLASS}>
            Sign in again
          </IntentLink>
        }
      >
        You have been signed out. Sign in again to see your account.
      </LoadState>
    );
  }
  const mayPass = isWorthRetrying(failed.httpStatus);
  return (
    <LoadState tone="error" testId={testId} action={mayPass ? <RetryButton onRetry={onRetry} /> : undefined}>
      {mayPass ? fallback : refused}
    </LoadState>
  );
}

/** A failed list's way to ask again. */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button
      type="button"
      className="inline-flex min-h-11 items-center rounded-full bg-navy px-5 py-2 font-semibold text-white hover:bg-navy-soft"
      onClick={onRetry}
    >
      Try again
    </button>
  );
}

export const LINK_BUTTON_CLASS =
  "inline-flex min-h-11 items-center rounded-full bg-brand px-5 py-2 font-semibold text-navy hover:bg-brand-strong";
