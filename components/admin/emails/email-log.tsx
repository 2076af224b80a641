"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { EmailAddress } from "@/components/ui/email-address";
import { PageLinks } from "../page-links";
import { WideTable } from "../wide-table";
import { matchesSearch, useAdminSearch } from "../shell/search-context";
import { EmailStatusBadge } from "./email-status";
import { ResendButton } from "./resend-button";
import type { TEmailRow } from "./types";

type TEmailLogProps = { emails: TEmailRow[]; page: number; pageCount: number; total: number };

// A freshly queued mail goes out within seconds: the list looks again until it has.
const REFRESH_WHILE_SENDING_MS = 3000;

function LastError({ text }: { text: string | null }) {
  if (!text) return <span className="text-ink-muted">None</span>;
  return <span className="text-sm break-words text-red-800">{text}</span>;
}

function When({ iso, label }: { iso: string | null; label: string | null }) {
  return iso && label ? (
    <time dateTime={iso}>{label}</time>
  ) : (
    <span className="whitespace-nowrap text-ink-muted">Not yet</span>
  );
}

/** The date above the time, so that the table's time columns stay narrow. */
function WhenStacked({ iso, label }: { iso: string | null; label: string | null }) {
  if (!iso || !label) return <When iso={iso} label={label} />;
  const [day, time] = label.split(", ");
  return (
    <time dateTime={iso}>
      <span className="block whitespace-nowrap">{day}</span>
      <span className="block text-ink-muted">{time}</span>
    </time>
  );
}

/** The e-mail log: to whom, what, whether it went, how many tries, the last error; resend any. */
export function EmailLog({ emails, page, pageCount, total }: TEmailLogProps) {
  const router = useRouter();
  const { query } = useAdminSearch();
  const [announcement, setAnnouncement] = useState("");
  const rows = emails.filter((e) => matchesSearch(query, e.to, e.subject));
  const isSending = emails.some((e) => e.status === "queued" && e.tries === 0);

  useEffect(() => {
    if (!isSending) return;
    const timer = setInterval(() => router.refresh(), REFRESH_WHILE_SENDING_MS);
    return () => clearInterval(timer);
  }, [isSending, router]);

  if (total === 0) {
    return (
      <p className="rounded-2xl border border-line bg-white p-6 text-ink-muted">
        The shop has not sent any e-mail yet.
      </p>
    );
  }

  const summary = query
    ? `${rows.length} of the ${emails.length} e-mails on this page match “${query}”.`
    : `${total} ${total === 1 ? "e-mail" : "e-mails"}, newest first.`;

  return (
    <div className="rounded-2xl border border-line bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 pt-4 pb-3">
        <p className="text-ink-muted">{summary}</p>
        <button
          type="button"
          onClick={() => router.refresh()}
          className="inline-flex min-h-11 items-center rounded-full border border-line px-4 font-semibold text-navy hover:border-navy"
        >
          Refresh
        </button>
      </div>
      <p role="status" className="px-5 empty:hidden pb-3 font-semibold text-ink" data-testid="email-log-announcement">
        {announcement}
      </p>

      {/* Small screens: a card per e-mail. Larger: the table. Only one is ever displayed. */}
      <ul className="divide-y divide-line border-t border-line md:hidden">
        {rows.map((e) => (
          <li key={e._id} className="space-y-2 px-5 py-4" data-testid="email-card">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <EmailStatusBadge status={e.status} tries={e.tries} />
              <span className="text-sm text-ink-muted">
                Queued <When iso={e.createdAt} label={e.createdLabel} />
              </span>
            </div>
            <p className="font-semibold break-words text-ink">{e.subject}</p>
            <p className="text-ink">
              <EmailAddress address={e.to} />
            </p>
            <p className="text-sm text-ink-muted">
              {e.tries} {e.tries === 1 ? "try" : "tries"}
              {e.isResend ? " · sent again by an admin" : ""}
              {e.sentLabel ? (
                <>
                  {" "}
                  · sent <When iso={e.sentAt} label={e.sentLabel} />
                </>
              ) : null}
            </p>
            {e.lastError ? (
              <p>
                <span className="sr-only">Last error: </span>
                <LastError text={e.lastError} />
              </p>
            ) : null}
            <ResendButton id={e._id} to={e.to} onResult={setAnnouncement} />
          </li>
        ))}
      </ul>

      <WideTable
        caption="E-mails, newest first"
        columns={[
          { label: "To and subject" },
          { label: "Status" },
          { label: "Tries", isNumeric: true },
          { label: "Last error" },
          { label: "Queued" },
          { label: "Sent" },
          { label: <span className="sr-only">Actions</span> },
        ]}
      >
        {rows.map((e) => (
          <tr key={e._id} className="border-b border-line align-top last:border-0" data-testid="email-row">
            <th scope="row" className="min-w-56 px-5 py-3 font-normal">
              <span className="block font-semibold text-ink">
                <EmailAddress address={e.to} />
              </span>
              <span className="block text-sm text-ink-muted">
                {e.subject}
                {e.isResend ? " (sent again)" : ""}
              </span>
            </th>
            <td className="px-5 py-3">
              <EmailStatusBadge status={e.status} tries={e.tries} />
            </td>
            <td className="px-5 py-3 text-right tabular-nums">{e.tries}</td>
            <td className="min-w-56 px-5 py-3">
              <LastError text={e.lastError} />
            </td>
            <td className="px-5 py-3 text-sm">
              <WhenStacked iso={e.createdAt} label={e.createdLabel} />
            </td>
            <td className="px-5 py-3 text-sm">
              <WhenStacked iso={e.sentAt} label={e.sentLabel} />
            </td>
            <td className="px-5 py-3 text-right">
              <ResendButton id={e._id} to={e.to} onResult={setAnnouncement} />
            </td>
          </tr>
        ))}
      </WideTable>
      {rows.length === 0 ? <p className="px-5 pb-5 text-ink-muted">No e-mail on this page matches “{query}”.</p> : null}
      <PageLinks
        label="Pages of the e-mail log"
        page={page}
        pageCount={pageCount}
        href={(n) => `/admin/emails?page=${n}`}
      />
    </div>
  );
}
