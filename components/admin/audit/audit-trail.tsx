"use client";

import { useState } from "react";
import { listAudit, type TAuditEntryDto } from "@/lib/api/admin/audit/contract";
import { callApi } from "@/lib/api/client";
import type { TApiBody } from "@/lib/api/fetch";
import { formatDayAndClock, shopDayOf } from "@/lib/platform/time/shared";
import { refusedFieldsOf } from "@/components/ui/use-api-data";
import { LoadFailed, type TLoadFailure } from "../load-failed";
import { describeChange, type ChangeRow } from "./describe-change";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-navy px-4 font-semibold text-navy hover:bg-navy hover:text-white disabled:opacity-60";
const CSV_MOST = 10_000;

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  // A cell a spreadsheet would run as a formula is quoted as text.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

function toCsv(entries: TAuditEntryDto[]): string {
  const head = [
    "when",
    "who",
    "role",
    "action",
    "target type",
    "target id",
    "target name",
    "before",
    "after",
    "reason",
    "address",
  ];
  const rows = entries.map((e) =>
    [
      e.at,
      e.actor.username,
      e.actor.role,
      e.action,
      e.targetType,
      e.targetId,
      e.targetName,
      e.before,
      e.after,
      e.reason,
      e.clientAddress,
    ]
      .map(csvCell)
      .join(","),
  );
  return [head.join(","), ...rows].join("\r\n");
}

const isLong = (row: ChangeRow) => `${row.was}\n${row.now}`.split("\n").length > 2;

/** The fields a change touched, each with what it was and what it became (in words, not only by colour). */
function ChangeList({ rows }: { rows: ChangeRow[] }) {
  if (rows.length === 0) return <span className="text-ink-muted">Nothing changed</span>;
  return (
    <dl className="flex flex-col gap-1.5">
      {rows.map((row, i) => (
        <div key={i}>
          <dt className="font-semibold text-ink">{row.field || "value"}</dt>
          <dd className="whitespace-pre-line [overflow-wrap:anywhere]">
            {row.was !== undefined && row.now !== undefined && isLong(row) ? (
              // A list a line an item (a dish's prices, the hours' exceptions): an arrow between two
              // such lists would sit mid-list, so each side is a block under its own label.
              <>
                <span className="block text-xs font-semibold uppercase tracking-wide text-ink-muted">Before</span>
                <span className="block text-ink-muted">{row.was}</span>
                <span className="mt-1 block text-xs font-semibold uppercase tracking-wide text-ink-muted">After</span>
                <span className="block font-medium text-ink">{row.now}</span>
              </>
            ) : row.was !== undefined && row.now !== undefined ? (
              <>
                <span className="text-ink-muted">{row.was}</span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> became </span>
                <span className="font-medium text-ink">{row.now}</span>
              </>
            ) : row.now !== undefined ? (
              <>
                <span className="text-ink-muted">set: </span>
                {row.now}
              </>
            ) : (
              <>
                <span className="text-ink-muted">was: </span>
                {row.was}
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An entry as a phone reads it, top to bottom: when, who, what, to what, how, why, from where. */
/** Why it was done and where from, under the change, in the card and in the table's row alike. */
function ReasonAndAddress({ entry: e }: { entry: TAuditEntryDto }) {
  return (
    <>
      {e.reason ? (
        <p className="text-sm break-words text-ink">
          <span className="text-ink-muted">Reason: </span>
          {e.reason}
        </p>
      ) : null}
      {e.clientAddress ? (
        <p className="text-sm text-ink-muted">
          Address: <span className="font-mono break-all">{e.clientAddress}</span>
        </p>
      ) : null}
    </>
  );
}

function AuditCard({ entry: e, currency }: { entry: TAuditEntryDto; currency: string }) {
  const hasTarget = Boolean(e.targetName || e.targetType || e.targetId);
  return (
    <li className="space-y-2 px-5 py-4" data-testid="audit-card">
      <p className="text-sm text-ink-muted">
        <time dateTime={e.at}>{formatDayAndClock(new Date(e.at))}</time>
      </p>
      <p className="break-words text-ink">
        <span className="font-semibold">{e.actor.username ?? "Unknown"}</span>
        {e.actor.role ? <span className="text-ink-muted"> ({e.actor.role})</span> : null}
      </p>
      <p className="font-mono text-sm break-all text-ink">{e.action}</p>
      {hasTarget ? (
        <p className="text-sm">
          {e.targetName ? (
            <span className="block font-semibold text-ink [overflow-wrap:anywhere]">{e.targetName}</span>
          ) : null}
          {e.targetType ? <span className="block text-ink-muted">{e.targetType}</span> : null}
          {e.targetId ? <span className="block font-mono text-xs break-all text-ink-muted">{e.targetId}</span> : null}
        </p>
      ) : null}
      {/* Shaded, so that the change's field names are not read as more of the target. */}
      {e.before === null && e.after === null ? null : (
        <div className="rounded-lg bg-surface px-3 py-2 text-sm">
          <ChangeList rows={describeChange(e.before, e.after, currency)} />
        </div>
      )}
      <ReasonAndAddress entry={e} />
    </li>
  );
}

/** The audit trail: newest first, filtered by who, what and what about, a page at a time, and as CSV. */
export function AuditTrail({
  initial,
  nextBefore: initialNext,
  currency,
}: {
  initial: TAuditEntryDto[];
  nextBefore: string | null;
  /** The shop's currency, for amounts recorded in pence. */
  currency: string;
}) {
  const [entries, setEntries] = useState(initial);
  const [nextBefore, setNextBefore] = useState(initialNext);
  const [filters, setFilters] = useState({ actor: "", action: "", target: "" });
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  // What the last call was refused or failed with, and that call again ("Try again").
  const [failure, setFailure] = useState<{ failed: TLoadFailure; again: () => void } | null>(null);

  function fail(status: number, body: TApiBody, again: () => void) {
    setFailure({ failed: { httpStatus: status, message: body.message, fields: refusedFieldsOf(status, body) }, again });
  }

  const query = (before?: string | null) => ({
    limit: 100,
    ...(before ? { before } : {}),
    ...(filters.actor.trim() ? { actor: filters.actor.trim() } : {}),
    ...(filters.action.trim() ? { action: filters.action.trim() } : {}),
    ...(filters.target.trim() ? { target: filters.target.trim() } : {}),
  });

  async function load(before: string | null) {
    setBusy(true);
    setFailure(null);
    const { status: httpStatus, body } = await callApi(listAudit, { query: query(before) });
    setBusy(false);
    if (!body.success || !body.data) return fail(httpStatus, body, () => void load(before));
    setEntries((list) => (before ? [...list, ...body.data!.entries] : body.data!.entries));
    setNextBefore(body.data.nextBefore);
    setStatus(`${before ? "More entries" : "Entries"} loaded.`);
  }

  async function exportCsv() {
    setBusy(true);
    setFailure(null);
    const all: TAuditEntryDto[] = [];
    let before: string | null = null;
    do {
      const answer: Awaited<ReturnType<typeof callApi<typeof listAudit>>> = await callApi(listAudit, {
        query: { ...query(before), limit: 500 },
      });
      const page = answer.body.success ? answer.body.data : null;
      // A part of the trail saved as if it were the whole would be worse than no file.
      if (!page) {
        setBusy(false);
        return fail(answer.status, answer.body, () => void exportCsv());
      }
      all.push(...page.entries);
      before = page.nextBefore;
    } while (before && all.length < CSV_MOST);
    setBusy(false);
    const url = URL.createObjectURL(new Blob([toCsv(all)], { type: "text/csv;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `audit-trail-${shopDayOf(new Date())}.csv`;
    link.click();
    URL.revokeObjectURL(url);
    setStatus(`${all.length} entries exported.`);
  }

  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">
        {status}
      </p>
      <form
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-white p-4"
        onSubmit={(e) => {
          e.preventDefault();
          void load(null);
        }}
      >
        <label className="font-semibold text-ink">
          Who (username)
          <input
            className="mt-1 block min-h-11 rounded-lg border border-line px-3"
            value={filters.actor}
            onChange={(e) => setFilters({ ...filters, actor: e.target.value })}
          />
        </label>
        <label className="font-semibold text-ink">
          What (action, or its start, e.g. order.)
          <input
            className="mt-1 block min-h-11 rounded-lg border border-line px-3"
            value={filters.action}
            onChange={(e) => setFilters({ ...filters, action: e.target.value })}
          />
        </label>
        <label className="font-semibold text-ink">
          About (a name or an order number, e.g. #1042)
          <input
            className="mt-1 block min-h-11 rounded-lg border border-line px-3"
            value={filters.target}
            onChange={(e) => setFilters({ ...filters, target: e.target.value })}
          />
        </label>
        <button type="submit" className={button} disabled={busy}>
          Show
        </button>
        <button type="button" className={button} disabled={busy} onClick={() => void exportCsv()}>
          Export CSV
        </button>
      </form>
      {failure ? (
        <LoadFailed failed={failure.failed} fallback="The audit trail could not be read." onRetry={failure.again} />
      ) : null}
      {/* Small screens: a card per entry. Larger: the table. Only one is ever displayed, so a
          screen reader meets each entry once. */}
      {entries.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white p-6 text-ink-muted md:hidden">
          Nothing recorded that matches.
        </p>
      ) : (
        <ul
          className="divide-y divide-line rounded-2xl border border-line bg-white md:hidden"
          aria-label="Audit trail, newest first"
        >
          {entries.map((e) => (
            <AuditCard key={e._id} entry={e} currency={currency} />
          ))}
        </ul>
      )}
      {/* Three columns, each wrapping within a fixed share of the width: seven (the reason and the
          address their own) scrolled sideways at 768–1,280 px, where the admin's content is 704 to
          960 px wide. The reason and the address go under the change, where a row is read last.
          Positioned, so that the changes' screen-reader words (absolutely placed) stay inside it
          rather than widen the page. */}
      <div className="relative hidden rounded-2xl border border-line bg-white md:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Audit trail, newest first</caption>
          <colgroup>
            <col className="w-[22%]" />
            <col className="w-[26%]" />
            <col />
          </colgroup>
          <thead className="border-b border-line bg-surface">
            <tr>
              {["When and who", "What", "Change, reason and address"].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold text-ink">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {entries.map((e) => (
              <tr key={e._id} data-testid="audit-row" className="align-top">
                <td className="px-3 py-2">
                  <time dateTime={e.at} className="block">
                    {formatDayAndClock(new Date(e.at))}
                  </time>
                  <span className="block font-semibold text-ink [overflow-wrap:anywhere]">
                    {e.actor.username ?? "Unknown"}
                  </span>
                  {e.actor.role ? <span className="block text-ink-muted">{e.actor.role}</span> : null}
                </td>
                {/* A name breaks between words (within a word only when one is longer than the
                    column); the action and the id, which have no spaces, break anywhere. */}
                <td className="px-3 py-2">
                  <span className="block font-mono [overflow-wrap:anywhere]">{e.action}</span>
                  {e.targetName ? (
                    <span className="mt-1 block font-semibold text-ink [overflow-wrap:anywhere]">{e.targetName}</span>
                  ) : null}
                  {e.targetType ? (
                    <span className={e.targetName ? "block text-xs text-ink-muted" : "mt-1 block"}>{e.targetType}</span>
                  ) : null}
                  {e.targetId ? (
                    <span className="block font-mono text-xs break-all text-ink-muted">{e.targetId}</span>
                  ) : null}
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-col gap-2">
                    {/* An entry with no values (a sign-out, an older entry) has no change to show. */}
                    {e.before === null && e.after === null ? null : (
                      <div className="text-xs">
                        <ChangeList rows={describeChange(e.before, e.after, currency)} />
                      </div>
                    )}
                    <ReasonAndAddress entry={e} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {entries.length === 0 ? <p className="p-6 text-ink-muted">Nothing recorded that matches.</p> : null}
      </div>
      {nextBefore ? (
        <button type="button" className={button} disabled={busy} onClick={() => void load(nextBefore)}>
          Older entries
        </button>
      ) : null}
    </div>
  );
}
