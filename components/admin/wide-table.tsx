import type { ReactNode } from "react";

/** `className`: a column shown only from some width on ("hidden xl:table-cell"), its cells saying the same. */
type TColumn = { label: ReactNode; isNumeric?: boolean; className?: string };

/**
 * A list's table for wider screens; below md the list shows as cards instead (only one is ever
 * displayed). The rows are the caller's.
 */
export function WideTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly TColumn[];
  children: ReactNode;
}) {
  return (
    <div className="relative hidden overflow-x-auto border-t border-line md:block">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line bg-surface text-sm text-ink-muted">
            {columns.map((column, i) => (
              <th
                key={i}
                scope="col"
                className={`${column.isNumeric ? "px-5 py-3 text-right font-semibold" : "px-5 py-3 font-semibold"} ${column.className ?? ""}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
