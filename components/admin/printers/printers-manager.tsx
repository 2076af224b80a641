"use client";

import { useState } from "react";
import {
  createPrinter,
  deletePrinter,
  type TPrinterDto,
  type TPrinterSetupDto,
} from "@/lib/api/admin/printers/contract";
import { callApi } from "@/lib/api/client";
import { fieldErrorsOf } from "@/lib/api/fetch";
import { PROTOCOL_TEXT, PURPOSE_TEXT } from "@/lib/printing/shared";
import { EntityRows } from "../entity-rows";
import { PRINTER_FIELDS, PrinterForm, toPrinterBody, type TPrinterFormValues } from "./printer-form";

type TPrintersManagerProps = {
  initial: (TPrinterDto & { lastSeenLabel: string | null })[];
  categories: { id: string; name: string }[];
};

/** The shop's printers: their health, the form for a new one, and its credentials shown once. */
export function PrintersManager({ initial, categories }: TPrintersManagerProps) {
  const [printers, setPrinters] = useState(initial);
  const [setup, setSetup] = useState<(TPrinterSetupDto & { name: string }) | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));

  async function save(values: TPrinterFormValues): Promise<Record<string, string> | null> {
    const answer = await callApi(createPrinter, { body: toPrinterBody(values) });
    if (!answer.body.success || !answer.body.data) {
      const fields = fieldErrorsOf(answer.body, PRINTER_FIELDS);
      setAnnouncement(Object.keys(fields).length ? "Check the highlighted fields." : answer.body.message);
      return fields;
    }
    const { printer, setup: made } = answer.body.data;
    setPrinters((current) => [...current, { ...printer, lastSeenLabel: null }]);
    setSetup({ ...made, name: printer.name });
    setAnnouncement(`Printer "${printer.name}" added. Its password is shown below, once.`);
    return null;
  }

  async function remove(printer: TPrinterDto) {
    if (!window.confirm(`Remove the printer "${printer.name}"? Its waiting tickets will not print.`)) return;
    const { body } = await callApi(deletePrinter, { params: { id: printer._id } });
    if (body.success) {
      setPrinters((current) => current.filter((p) => p._id !== printer._id));
      if (setup?.username === printer.username) setSetup(null);
      setAnnouncement(`Printer "${printer.name}" removed.`);
    } else {
      setAnnouncement(`Could not remove "${printer.name}": ${body.message}`);
    }
  }

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="space-y-6">
        {setup ? (
          <section
            aria-labelledby="printer-setup-heading"
            className="rounded-2xl border-2 border-navy bg-white p-5"
            data-testid="printer-setup"
          >
            <h2 id="printer-setup-heading" className="text-lg font-bold text-ink">
              Type these into “{setup.name}” now
            </h2>
            <p className="mt-1 text-ink-muted">
              The password is shown only this once. Lost it? Remove the printer and add it again.
            </p>
            <dl className="mt-4 grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-4">
              <dt className="font-semibold text-ink">Server URL</dt>
              <dd className="break-all font-mono text-ink" data-testid="setup-url">
                {setup.url}
              </dd>
              <dt className="font-semibold text-ink">User name</dt>
              <dd className="break-all font-mono text-ink" data-testid="setup-username">
                {setup.username}
              </dd>
              <dt className="font-semibold text-ink">Password</dt>
              <dd className="break-all font-mono text-ink" data-testid="setup-password">
                {setup.password}
              </dd>
            </dl>
            <button
              type="button"
              onClick={() => setSetup(null)}
              className="mt-4 inline-flex min-h-11 items-center rounded-full border border-navy px-4 text-sm font-semibold text-navy hover:bg-navy hover:text-white"
            >
              Done, I have typed them in
            </button>
          </section>
        ) : null}
        <section
          aria-labelledby="printers-list-heading"
          className="overflow-hidden rounded-2xl border border-line bg-white"
        >
          <h2 id="printers-list-heading" className="border-b border-line px-5 py-4 text-lg font-bold text-ink">
            Printers
          </h2>
          <EntityRows isEmpty={printers.length === 0} empty="No printers yet: tickets print only from the order page.">
            {printers.map((printer) => (
              <li
                key={printer._id}
                className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start sm:justify-between"
                data-testid="printer-row"
              >
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="text-lg font-bold text-ink">{printer.name}</h3>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${printer.online ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"}`}
                    >
                      {printer.online ? "Online" : "Offline"}
                    </span>
                  </div>
                  <p className="text-ink">
                    {PROTOCOL_TEXT[printer.protocol]} · {printer.purposes.map((p) => PURPOSE_TEXT[p]).join(" and ")}
                    {printer.copies > 1 ? ` · ${printer.copies} copies` : ""}
                  </p>
                  {printer.categoryIds.length ? (
                    <p className="text-sm text-ink-muted">
                      Only {printer.categoryIds.map((id) => categoryName.get(id) ?? "a deleted category").join(", ")}
                    </p>
                  ) : null}
                  <p className="text-sm text-ink-muted">
                    {printer.lastSeenLabel ? `Last seen ${printer.lastSeenLabel}` : "Never seen yet"} · user{" "}
                    {printer.username} · {printer.queuedJobs} waiting
                    {printer.failedJobs ? ` · ${printer.failedJobs} failed` : ""}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => void remove(printer)}
                  className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-red-800 px-4 text-sm font-semibold text-red-800 hover:bg-red-800 hover:text-white"
                >
                  Remove<span className="sr-only"> {printer.name}</span>
                </button>
              </li>
            ))}
          </EntityRows>
        </section>
      </div>
      <section aria-labelledby="new-printer-heading" className="h-fit rounded-2xl border border-line bg-white p-5">
        <h2 id="new-printer-heading" className="mb-4 text-lg font-bold text-ink">
          New printer
        </h2>
        <PrinterForm categories={categories} onSave={save} />
      </section>
    </div>
  );
}
