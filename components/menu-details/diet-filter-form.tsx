"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { type ChangeEvent, useEffect, useTransition } from "react";
import { focusAfterRedraw, restoreFocusAfterRedraw } from "@/components/ui/focus";
import { ALLERGEN_SHORT, ALLERGENS, DIETARY_NAMES, type AllergenCode, type DietaryCode, dietFilterQuery, isFiltering, type DietFilter } from "@/lib/menu/shared";

// The menu's dietary filter. A GET form, so it works before (or without) JavaScript; with it,
// each change replaces the URL at once and the server sends the filtered menu. The page is then
// drawn anew (each filter is its own page cache entry), this form with it: the box just used, or
// the summary after "Clear filter", is given focus again (components/ui/focus.ts).

const DIETS: DietaryCode[] = ["vegetarian", "vegan", "gluten_free"];

function checked(form: HTMLFormElement, name: string): string[] {
  return [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((box) => box.value);
}

type TDietFilterFormProps = {
  filter: DietFilter;
  /** How many dishes show with the filter, for the summary. */
  shownCount: number;
  /** Other parameters of the page to keep (category, search). */
  keep?: Record<string, string>;
};

export function DietFilterForm({ filter, shownCount, keep = {} }: TDietFilterFormProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [isPending, startTransition] = useTransition();
  const active = isFiltering(filter);

  useEffect(restoreFocusAfterRedraw, []);

  function apply(next: DietFilter) {
    // Read when the box changes, not while rendering: the page is served from the page cache,
    // which cannot know the query string (decision 021).
    const params = new URLSearchParams(window.location.search);
    params.delete("diet");
    params.delete("free");
    for (const [k, v] of new URLSearchParams(dietFilterQuery(next))) params.set(k, v);
    const query = params.toString();
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  }

  function onChange(event: ChangeEvent<HTMLFormElement>) {
    const box = event.target as unknown as HTMLInputElement;
    focusAfterRedraw(`[data-testid="diet-filter"] input[name="${box.name}"][value="${CSS.escape(box.value)}"]`);
    // The boxes hold their own state: it shows at once, the menu follows when the server answers.
    apply({ diet: checked(event.currentTarget, "diet") as DietaryCode[], free: checked(event.currentTarget, "free") as AllergenCode[] });
  }

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
      <form
        method="get"
        className="space-y-4 border-t border-line px-4 py-4"
        onChange={onChange}
        onSubmit={(event) => event.preventDefault()}
      >
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <fieldset>
          <legend className="text-sm font-semibold text-ink">Show only</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {DIETS.map((d) => (
              <label key={d} className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-3 text-sm text-ink has-checked:border-navy has-checked:bg-brand-soft">
                <input type="checkbox" name="diet" value={d} defaultChecked={filter.diet.includes(d)} className="size-4 accent-navy" />
                {DIETARY_NAMES[d]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold text-ink">Hide dishes containing</legend>
          <div className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-4 lg:grid-cols-7">
            {ALLERGENS.map((a) => (
              <label key={a} className="inline-flex min-h-9 items-center gap-2 text-sm text-ink">
                <input type="checkbox" name="free" value={a} defaultChecked={filter.free.includes(a)} className="size-4 accent-navy" />
                {ALLERGEN_SHORT[a]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p role="status" className="text-ink-muted" aria-busy={isPending || undefined}>
            {active ? `${shownCount} ${shownCount === 1 ? "dish" : "dishes"} shown` : ""}
          </p>
          {active ? (
            <button
              type="button"
              onClick={() => {
                focusAfterRedraw('[data-testid="diet-filter"] summary');
                apply({ diet: [], free: [] });
              }}
              className="min-h-11 rounded-full border border-navy px-4 font-semibold text-navy hover:bg-surface"
            >
              Clear filter
            </button>
          ) : null}
          <noscript>
            <button type="submit" className="min-h-11 rounded-full bg-navy px-4 font-semibold text-white">
              Apply filter
            </button>
          </noscript>
          <Link href="/allergens" className="font-semibold text-ink underline underline-offset-2">
            Full allergen table
          </Link>
        </div>
        <p className="text-xs text-ink-muted">
          “May contain” traces are not filtered out: check the allergen table, or ask us, if an allergy is severe.
        </p>
      </form>
    </details>
  );
}
