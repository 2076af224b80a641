import { IntentLink } from "@/components/ui/intent-link";
import { ALLERGEN_SHORT, DIETARY_NAMES, isFiltering, type DietFilter } from "@/lib/menu/shared";
import { DietFilterControls } from "./diet-filter-controls";

// The menu's dietary filter. A GET form, so it works before (or without) JavaScript; the form and
// its boxes are DietFilterControls', the rest is drawn here, by the server only (issue 26: what
// does nothing in the browser stays out of the page's script).

type TDietFilterFormProps = {
  filter: DietFilter;
  /** How many dishes show with the filter, for the summary. */
  shownCount: number;
  /** Other parameters of the page to keep (category, search). */
  keep?: Record<string, string>;
};

export function DietFilterForm({ filter, shownCount, keep = {} }: TDietFilterFormProps) {
  const active = isFiltering(filter);
  const summary = [
    ...filter.diet.map((d) => DIETARY_NAMES[d]),
    ...(filter.free.length ? [`no ${filter.free.map((a) => ALLERGEN_SHORT[a].toLowerCase()).join(", ")}`] : []),
  ].join(", ");

  return (
    <details className="group rounded-2xl border border-line bg-white" open={active} data-testid="diet-filter">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 font-semibold text-ink">
        <span>
          Dietary and allergen filter
          {active ? <span className="ml-2 font-normal text-ink-muted">({summary})</span> : null}
        </span>
        <span aria-hidden="true" className="text-ink-muted transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <DietFilterControls
        filter={filter}
        status={active ? `${shownCount} ${shownCount === 1 ? "dish" : "dishes"} shown` : ""}
        footer={
          <>
            <noscript>
              <button type="submit" className="min-h-11 rounded-full bg-navy px-4 font-semibold text-white">
                Apply filter
              </button>
            </noscript>
            <IntentLink
              href="/allergens"
              className="inline-flex min-h-11 items-center font-semibold text-ink underline underline-offset-2"
            >
              Full allergen table
            </IntentLink>
          </>
        }
        note={
          <p className="text-xs text-ink-muted">
            “May contain” traces are not filtered out: check the allergen table, or ask us, if an allergy is severe.
          </p>
        }
      >
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </DietFilterControls>
    </details>
  );
}
