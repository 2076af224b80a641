"use client";

import Link from "next/link";
import { useState } from "react";
import type { TAdminPromotionDto } from "@/lib/api/admin/promotions/contract";
import { EntityRows } from "../entity-rows";
import { matchesSearch, useAdminSearch } from "../shell/search-context";
import { KIND_LABELS } from "./labels";
import { PromotionStatusBadge, STATUS_EXPLANATIONS, statusOf } from "./promotion-status";
import { RetireButton } from "./retire-button";

/** Every promotion, running ones first: what it gives, how it is applied, its use, and its controls. */
export function PromotionList({ promotions, now }: { promotions: TAdminPromotionDto[]; now: number }) {
  const { query } = useAdminSearch();
  const [announcement, setAnnouncement] = useState("");
  const rows = promotions.filter((p) => matchesSearch(query, p.name, p.headline, p.code ?? ""));

  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-white">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <EntityRows isEmpty={rows.length === 0} empty={<>No promotions{query ? " match your search" : " yet"}.</>}>
        {rows.map((p) => {
          const status = statusOf(p, now);
          return (
            <li
              key={p._id}
              className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between"
              data-testid="promotion-row"
            >
              <div className="min-w-0 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="rounded-lg bg-navy px-2.5 py-1 text-sm font-extrabold text-brand">{p.badge}</span>
                  <h2 className="text-lg font-bold text-ink">{p.name}</h2>
                  <PromotionStatusBadge status={status} />
                </div>
                <p className="text-ink">{p.description}</p>
                {STATUS_EXPLANATIONS[status] ? (
                  <p className="text-sm font-medium text-ink">{STATUS_EXPLANATIONS[status]}</p>
                ) : null}
                <p className="text-sm text-ink-muted">
                  {KIND_LABELS[p.kind]} ·{" "}
                  {p.code ? (
                    <>
                      code <strong className="text-ink">{p.code}</strong>
                    </>
                  ) : (
                    "automatic"
                  )}{" "}
                  · used {p.timesUsed} {p.timesUsed === 1 ? "time" : "times"}
                  {p.usageCap ? ` of ${p.usageCap}` : ""}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Link
                  href={`/admin/promotions/${p._id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-navy px-4 text-sm font-semibold text-navy hover:bg-navy hover:text-white"
                >
                  Edit<span className="sr-only"> {p.name}</span>
                </Link>
                {status === "retired" ? null : <RetireButton id={p._id} name={p.name} onResult={setAnnouncement} />}
              </div>
            </li>
          );
        })}
      </EntityRows>
    </div>
  );
}
