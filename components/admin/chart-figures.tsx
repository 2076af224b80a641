import type { ReactNode } from "react";

/**
 * A chart's figures as a table, folded under it: the table is the chart's text alternative for
 * screen readers and the way to read exact values. The table is the caller's.
 */
export function ChartFigures({
  className,
  scrollClassName,
  children,
}: {
  className: string;
  scrollClassName: string;
  children: ReactNode;
}) {
  return (
    <details className={className}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-navy underline underline-offset-4">
        Show the figures as a table
      </summary>
      <div className={`relative mt-2 ${scrollClassName}`}>{children}</div>
    </details>
  );
}
