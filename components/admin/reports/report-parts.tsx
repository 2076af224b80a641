import type { ReactNode } from "react";
import type { VatRowView } from "@/lib/api/admin/reports/view";
import { formatMoney, toMajor, toMinor } from "@/lib/platform/money";

/** Money of the reports' answers (major units) in the shop's currency. */
export function useMoney(currency: string) {
  return (major: number) => formatMoney(toMinor(major), currency);
}

export function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-3 py-0.5">
      <dt>{label}</dt>
      {/* A figure never breaks: "−£35.47" split after its sign reads as two figures. */}
      <dd className="font-semibold whitespace-nowrap tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A report's table: a caption for screen readers and print, numbers to the right. */
export function ReportTable({
  caption,
  head,
  rows,
  foot,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  foot?: ReactNode[];
}) {
  return (
    <table className="report-table w-full text-left text-sm">
      <caption className="pb-1 text-left font-bold text-ink">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-ink-muted">
          {head.map((h, i) => (
            <th key={h} scope="col" className={`py-1 pr-2 font-semibold ${i ? "text-right" : ""}`}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={head.length} className="py-1 text-ink-muted">
              None
            </td>
          </tr>
        ) : null}
        {rows.map((row, r) => (
          <tr key={r} className="border-b border-line/60 last:border-0">
            <RowCells cells={row} headClassName="py-1 pr-2 font-normal" />
          </tr>
        ))}
      </tbody>
      {foot ? (
        <tfoot>
          <tr className="border-t border-ink/40 font-bold">
            <RowCells cells={foot} headClassName="py-1 pr-2" />
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

/** A row's first cell names it (a row header); the others are figures, right-aligned. */
function RowCells({ cells, headClassName }: { cells: readonly ReactNode[]; headClassName: string }) {
  return cells.map((cell, i) =>
    i === 0 ? (
      <th key={i} scope="row" className={headClassName}>
        {cell}
      </th>
    ) : (
      <td key={i} className="py-1 pr-2 text-right tabular-nums">
        {cell}
      </td>
    ),
  );
}

/** VAT rows as a table: rate, net, VAT, gross, with their total. */
export function VatTable({
  caption,
  rows,
  currency,
  testId,
}: {
  caption: string;
  rows: VatRowView[];
  currency: string;
  testId?: string;
}) {
  const money = useMoney(currency);
  const total = (key: "net" | "vat" | "gross") => toMajor(rows.reduce((s, r) => s + toMinor(r[key]), 0));
  return (
    <div data-testid={testId}>
      <ReportTable
        caption={caption}
        head={["Rate", "Net", "VAT", "Gross"]}
        rows={rows.map((r) => [`${r.ratePercent}%`, money(r.net), money(r.vat), money(r.gross)])}
        foot={rows.length > 1 ? ["Total", money(total("net")), money(total("vat")), money(total("gross"))] : undefined}
      />
    </div>
  );
}
