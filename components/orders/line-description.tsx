import type { ReactNode } from "react";
import type { LineView } from "@/lib/api/line-view";
import { describeLine } from "@/lib/ordering/shared";

/**
 * A line's dish, size and variant, extras and request, as every order view shows it; what a view
 * adds (an offer, the allergens) follows inside.
 */
export function LineDescription({ line, children }: { line: LineView; children?: ReactNode }) {
  const d = describeLine(line);
  return (
    <div className="min-w-0 flex-1" data-testid="line-description">
      <p className="font-semibold break-words text-ink">{d.title}</p>
      <p className="text-sm text-ink-muted">{d.details}</p>
      {d.extras ? (
        <p className="text-sm break-words text-ink" data-testid="line-extras">
          <span className="sr-only">Extras: </span>+ {d.extras}
        </p>
      ) : null}
      {d.instruction ? (
        <p className="text-sm break-words text-ink italic" data-testid="line-instruction">
          <span className="sr-only">Special request: </span>“{d.instruction}”
        </p>
      ) : null}
      {children}
    </div>
  );
}
