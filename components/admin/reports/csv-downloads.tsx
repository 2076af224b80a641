"use client";

import { useState } from "react";
import { getOrdersCsv, getVatReportCsv, type TPeriodQuery } from "@/lib/api/admin/reports/contract";
import { downloadApi } from "@/lib/api/download";
import { fieldErrorsOf } from "@/lib/api/fetch";
import { isWorthRetrying } from "@/components/ui/use-api-data";
import { loadFailedText, SignInAgain } from "../load-failed";

const BUTTON =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-navy/30 px-4 font-semibold text-navy hover:bg-surface aria-disabled:cursor-progress aria-disabled:opacity-60";

const FILES = [
  // `the`: the file inside a sentence ("Downloading the VAT report..."), where VAT keeps its capitals.
  { id: "vat", endpoint: getVatReportCsv, name: "VAT report", the: "the VAT report", testId: "download-vat" },
  { id: "orders", endpoint: getOrdersCsv, name: "Order lines", the: "the order lines", testId: "download-orders" },
] as const;

type TFileId = (typeof FILES)[number]["id"];
type TNote = { kind: "saved" | "failed"; text: string } | { kind: "signed-out" } | null;

/** Hands the browser a file fetched into memory, under the server's name for it. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; a later tick lets slower browsers start it first.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The period's CSV files. Fetched rather than linked: a browser cancels a link's download on a
 * refusal and says nothing, so a member whose session had ended saw nothing happen. A refusal of
 * the period (400) is said beside the dates (`onPeriodRefused`), anything else here.
 */
export function CsvDownloads({
  period,
  onPeriodRefused,
}: {
  period: TPeriodQuery;
  onPeriodRefused: (message: string) => void;
}) {
  const [busy, setBusy] = useState<TFileId | null>(null);
  const [note, setNote] = useState<TNote>(null);

  async function download(file: (typeof FILES)[number]) {
    if (busy) return;
    setBusy(file.id);
    setNote(null);
    const answer = await downloadApi(file.endpoint, { query: period });
    setBusy(null);
    if (answer.file) {
      saveFile(answer.file.blob, answer.file.filename ?? `${file.id}-${period.from}-to-${period.to}.csv`);
      setNote({ kind: "saved", text: `${file.name} downloaded.` });
      return;
    }
    const failed = {
      httpStatus: answer.status,
      message: answer.body.message,
      fields: fieldErrorsOf(answer.body, ["from", "to"]),
    };
    if (answer.status === 401) return setNote({ kind: "signed-out" });
    if (answer.status === 400 && Object.keys(failed.fields).length) {
      return onPeriodRefused(loadFailedText(failed, "Choose another period."));
    }
    const text = loadFailedText(failed, `${file.the[0]!.toUpperCase()}${file.the.slice(1)} could not be downloaded.`);
    setNote({ kind: "failed", text: isWorthRetrying(answer.status) ? `${text} Try again in a moment.` : text });
  }

  return (
    <>
      <div className="mt-3 flex flex-wrap gap-2">
        {FILES.map((file) => (
          <button
            key={file.id}
            type="button"
            onClick={() => void download(file)}
            aria-disabled={busy !== null}
            aria-busy={busy === file.id}
            className={BUTTON}
            data-testid={file.testId}
          >
            {busy === file.id ? `Downloading ${file.the}...` : `${file.name} (CSV)`}
          </button>
        ))}
      </div>
      <div aria-live="polite" data-testid="download-note">
        {note?.kind === "signed-out" ? (
          <div
            role="alert"
            data-testid="download-signed-out"
            className="mt-3 rounded-xl border-2 border-amber-500 bg-amber-50 p-4 text-amber-950"
          >
            <SignInAgain what="download the reports" />
          </div>
        ) : note?.kind === "failed" ? (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
            {note.text}
          </p>
        ) : note?.kind === "saved" ? (
          <p className="mt-2 text-sm text-ink-muted">{note.text}</p>
        ) : null}
      </div>
    </>
  );
}
