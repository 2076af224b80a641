"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useCurrency } from "@/components/ui/currency";
import { deleteOptionGroup, type TAdminOptionGroupDto } from "@/lib/api/admin/option-groups/contract";
import { callApi } from "@/lib/api/client";
import { SIZE_LABELS, ALLERGEN_SHORT, isAllergenCode } from "@/lib/menu/shared";
import { formatMoney, toMinor } from "@/lib/platform/money";
import { EntityRows } from "../entity-rows";
import { EditIcon, TrashIcon } from "../icons";
import { useDeleteEntry } from "../menu/use-delete-entry";
import { matchesSearch, useAdminSearch } from "../shell/search-context";
import type { TExtrasMenu } from "./form-values";
import { placeLabel, ruleLabel } from "./labels";
import { OptionSaleToggle } from "./option-sale-toggle";

type TOption = TAdminOptionGroupDto["options"][number];

const EDIT_CLASS =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-navy px-4 text-sm font-semibold text-navy hover:bg-navy hover:text-white";
const DELETE_CLASS =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-red-800 px-4 text-sm font-semibold text-red-800 hover:bg-red-800 hover:text-white";

function OptionLine({ option, currency }: { option: TOption; currency: string }) {
  const money = (major: number) => (major === 0 ? "Free" : formatMoney(toMinor(major), currency));
  const allergens = option.allergens.filter(isAllergenCode).map((a) => ALLERGEN_SHORT[a]);
  // Spaces between the parts, so that the line reads (and is read out) as words.
  return (
    <li className="flex flex-wrap items-center gap-x-1 py-1.5" data-testid="option-line">
      <span className="font-semibold text-ink">{option.name}</span>{" "}
      <span className="text-ink">{money(option.price)}</span>
      {option.prices.map((p) => (
        <span key={p.size} className="text-sm text-ink-muted">
          {" "}
          · {SIZE_LABELS[p.size]} {money(p.price)}
        </span>
      ))}
      {allergens.length ? <span className="text-sm text-ink-muted"> · contains {allergens.join(", ")}</span> : null}{" "}
      <span className="ml-auto pl-2">
        <OptionSaleToggle id={option._id} name={option.name} initial={option.available} />
      </span>
    </li>
  );
}

/** Every option group with its rule, where it is offered, its options, Edit and Delete. */
export function OptionGroupList({ groups, menu }: { groups: TAdminOptionGroupDto[]; menu: TExtrasMenu }) {
  const router = useRouter();
  const currency = useCurrency();
  const { query } = useAdminSearch();
  const { dialog, remove } = useDeleteEntry();
  const [deleted, setDeleted] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const rows = groups.filter(
    (g) =>
      !deleted.includes(g._id) && matchesSearch(query, g.name, placeLabel(g, menu), ...g.options.map((o) => o.name)),
  );

  async function onDelete(group: TAdminOptionGroupDto) {
    const isGone = await remove({
      title: `Delete “${group.name}”?`,
      text: "Customers stop seeing it at once. Baskets holding one of its options lose that line; orders keep what was ordered.",
      send: () => callApi(deleteOptionGroup, { params: { id: group._id } }),
      doneTitle: `“${group.name}” deleted`,
    });
    if (!isGone) return;
    setDeleted((current) => [...current, group._id]);
    setAnnouncement(`“${group.name}” deleted.`);
    router.refresh();
  }

  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-white">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <EntityRows
        isEmpty={rows.length === 0}
        empty={query ? "No option groups match your search." : "No option groups yet: dishes are sold as they are."}
      >
        {rows.map((group) => (
          <li
            key={group._id}
            className="flex flex-col gap-3 p-5 lg:flex-row lg:items-start lg:justify-between"
            data-testid="option-group-row"
          >
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-lg font-bold text-ink">{group.name}</h2>
                <span
                  className="rounded-full bg-brand-soft px-2.5 py-0.5 text-sm font-semibold text-navy"
                  data-testid="group-rule"
                >
                  {ruleLabel(group)}
                </span>
              </div>
              <p className="text-ink-muted" data-testid="group-place">
                {placeLabel(group, menu)}
              </p>
              <ul aria-label={`Options of ${group.name}`} className="divide-y divide-line/60">
                {group.options.map((option) => (
                  <OptionLine key={option._id} option={option} currency={currency} />
                ))}
              </ul>
            </div>
            <div className="flex shrink-0 gap-2">
              <Link href={`/admin/extras/${group._id}`} className={EDIT_CLASS}>
                <EditIcon className="size-4" />
                Edit<span className="sr-only"> {group.name}</span>
              </Link>
              <button type="button" onClick={() => void onDelete(group)} className={DELETE_CLASS}>
                <TrashIcon className="size-4" />
                Delete<span className="sr-only"> {group.name}</span>
              </button>
            </div>
          </li>
        ))}
      </EntityRows>
      {dialog}
    </div>
  );
}
