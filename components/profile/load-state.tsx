import type { ReactNode } from "react";
import { StatusSpinnerIcon } from "@/components/ui/secondary-icons";

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
