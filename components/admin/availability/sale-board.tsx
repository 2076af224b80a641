"use client";

import { AvailabilityToggle } from "../menu/availability-toggle";
import { OptionSaleToggle } from "../extras/option-sale-toggle";
import { matchesSearch, useAdminSearch } from "../shell/search-context";
import type { TSaleBoard, TSaleEntry } from "./load-sale-board";

// The kitchen's switches in one place (issue 22's Kitchen role): every dish, variant and extra,
// each with the same toggle the menu editor has, filtered by the top bar's search so that
// "olives" on a tablet finds the one to take off.

const CARD = "rounded-2xl border border-line bg-white p-4 shadow-sm";

const JUMP = "inline-flex min-h-11 items-center rounded-full bg-surface px-4 font-semibold text-navy hover:bg-line";

type TEntryCardsProps = {
  entries: TSaleEntry[];
  type: "item" | "subcategory";
  isShown: (entry: TSaleEntry) => boolean;
};

function EntryCards({ entries, type, isShown }: TEntryCardsProps) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {entries.map((entry) => (
        <li key={entry.id} hidden={!isShown(entry)} className={CARD} data-testid="sale-entry" data-entry-id={entry.id}>
          <h4 className="text-lg font-bold text-ink">{entry.name}</h4>
          <AvailabilityToggle type={type} id={entry.id} name={entry.name} initial={entry.state} />
        </li>
      ))}
    </ul>
  );
}

export function SaleBoard({ board }: { board: TSaleBoard }) {
  const { query } = useAdminSearch();
  // What the search leaves out is hidden, not unmounted: a switch keeps the state the server
  // last answered when the search changes.
  const shows = (context: string) => (entry: { name: string }) => matchesSearch(query, entry.name, context);
  const isEmpty =
    !board.categories.some((c) => [...c.dishes, ...c.variants].some(shows(c.name))) &&
    !board.extras.some((g) => g.options.some(shows(g.name)));

  return (
    <div className="space-y-8">
      {isEmpty ? (
        <p role="status" className={`${CARD} text-ink-muted`}>
          Nothing on the menu matches “{query}”.
        </p>
      ) : null}
      {/* A long menu on a tablet: straight to the category, or the extras. */}
      <nav aria-label="Jump to" className="flex flex-wrap gap-2">
        {[
          ...board.categories.map((c) => ({ href: `#sale-category-${c.id}`, name: c.name })),
          ...(board.extras.length ? [{ href: "#sale-extras", name: "Extras" }] : []),
        ].map((link) => (
          <a key={link.href} href={link.href} className={JUMP}>
            {link.name}
          </a>
        ))}
      </nav>
      <section
        aria-labelledby="sale-dishes"
        className="space-y-6"
        hidden={!board.categories.some((c) => [...c.dishes, ...c.variants].some(shows(c.name)))}
      >
        <h2 id="sale-dishes" className="text-xl font-extrabold text-ink">
          Dishes
        </h2>
        {board.categories.map((c) => {
          const isShown = shows(c.name);
          return (
            <section
              key={c.id}
              aria-labelledby={`sale-category-${c.id}`}
              className="space-y-3"
              hidden={![...c.dishes, ...c.variants].some(isShown)}
            >
              <h3 id={`sale-category-${c.id}`} className="text-lg font-extrabold text-navy">
                {c.name}
              </h3>
              <EntryCards entries={c.dishes} type="item" isShown={isShown} />
              <div hidden={!c.variants.some(isShown)} className="space-y-3">
                <p className="font-semibold text-ink-muted">Variants of every dish in {c.name}</p>
                <EntryCards entries={c.variants} type="subcategory" isShown={isShown} />
              </div>
            </section>
          );
        })}
      </section>
      <section
        aria-labelledby="sale-extras"
        className="space-y-3"
        hidden={!board.extras.some((g) => g.options.some(shows(g.name)))}
      >
        <h2 id="sale-extras" className="text-xl font-extrabold text-ink">
          Extras
        </h2>
        <ul className="grid gap-3 lg:grid-cols-2">
          {board.extras.map((g) => {
            const isShown = shows(g.name);
            return (
              <li key={g.id} className={CARD} hidden={!g.options.some(isShown)} data-testid="sale-extra-group">
                <h3 className="text-lg font-bold text-ink">{g.name}</h3>
                <p className="text-sm text-ink-muted">{g.place}</p>
                <ul className="mt-2 divide-y divide-line">
                  {g.options.map((o) => (
                    <li
                      key={o.id}
                      hidden={!isShown(o)}
                      className="flex flex-wrap items-center justify-between gap-2 py-2"
                    >
                      <span className="font-semibold text-ink">{o.name}</span>
                      <OptionSaleToggle id={o.id} name={o.name} initial={o.available} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
