"use client";

import { usePathname, useRouter } from "next/navigation";
import { type ChangeEvent, type ReactNode, useEffect, useTransition } from "react";
import { focusAfterRedraw, restoreFocusAfterRedraw } from "@/components/ui/focus";
import {
  ALLERGEN_SHORT,
  ALLERGENS,
  type AllergenCode,
  DIETARY_NAMES,
  type DietaryCode,
  dietFilterQuery,
  type DietFilter,
} from "@/lib/menu/shared";

// The dietary filter's form and its boxes: each change replaces the URL at once and the server
// sends the filtered menu. The page is then drawn anew (each filter is its own page cache entry),
// this form with it: the box just used, or the summary after "Clear filter", is given focus again
// (components/ui/focus.ts). What does nothing in the browser (the disclosure, its summary, links,
// the note) is drawn by the server (diet-filter-form.tsx), so it is not in the page's script.

const DIETS: DietaryCode[] = ["vegetarian", "vegan", "gluten_free"];

type TDietFilterControlsProps = {
  filter: DietFilter;
  /** The page's other parameters, as hidden fields for the form without JavaScript. */
  children: ReactNode;
  /** "3 dishes shown", or "" with no filter on. */
  status: string;
  /** Links and the no-JavaScript submit, after the status and "Clear filter". */
  footer: ReactNode;
  /** The note under them. */
  note: ReactNode;
};

export function DietFilterControls({ filter, children, status, footer, note }: TDietFilterControlsProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [isPending, startTransition] = useTransition();

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
    const boxes = new FormData(event.currentTarget);
    apply({ diet: boxes.getAll("diet") as DietaryCode[], free: boxes.getAll("free") as AllergenCode[] });
  }

  return (
    <form
      method="get"
      className="space-y-4 border-t border-line px-4 py-4 [&_input]:size-4 [&_input]:accent-navy"
      onChange={onChange}
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
      <BoxGroup
        legend="Show only"
        listClassName="flex flex-wrap gap-2"
        boxClassName="filter-box filter-chip"
        name="diet"
        values={DIETS}
        names={DIETARY_NAMES}
        checked={filter.diet}
      />
      <BoxGroup
        legend="Hide dishes containing"
        listClassName="grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-4 lg:grid-cols-7"
        boxClassName="filter-box min-h-11"
        name="free"
        values={ALLERGENS}
        names={ALLERGEN_SHORT}
        checked={filter.free}
      />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p role="status" className="text-ink-muted" aria-busy={isPending || undefined}>
          {status}
        </p>
        {status ? (
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
        {footer}
      </div>
      {note}
    </form>
  );
}

type TBoxGroupProps<T extends string> = {
  legend: string;
  /** The list's layout. */
  listClassName: string;
  /** Each label's look: app/globals.css's `.filter-box` and its size. Not `*:` utilities on the list:
      Chromium tries those rules on every element of every page (docs/speed-log.md, 2026-12-01 night). */
  boxClassName: string;
  name: "diet" | "free";
  values: readonly T[];
  names: Record<T, string>;
  checked: readonly T[];
};

function BoxGroup<T extends string>({
  legend,
  listClassName,
  boxClassName,
  name,
  values,
  names,
  checked,
}: TBoxGroupProps<T>) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className={`mt-2 ${listClassName}`}>
        {values.map((v) => (
          <label key={v} className={boxClassName}>
            <input type="checkbox" name={name} value={v} defaultChecked={checked.includes(v)} />
            {names[v]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
