import { createHash } from "node:crypto";
import type { TDishGroupData } from "./dish-card-view";
import { FilterableCategoryLink, MenuFilterProvider, MenuSearchBox, NoDishMatches } from "./menu-filter";
import { toCategoryAnchor } from "./dish-card";
import { MenuSections } from "./menu-sections";
import { QuickAddDelegate } from "./quick-add";

type TMenuBrowserProps = {
  /** The dishes shown, from `toDishGroups`: the same array the page gives the menu's JSON-LD, so it travels once. */
  groups: TDishGroupData[];
  currency: string;
};

const DISHES_ID = "menu-dishes";

function fingerprint(groups: readonly TDishGroupData[]): string {
  return createHash("sha1").update(JSON.stringify(groups)).digest("base64url").slice(0, 12);
}

/** The restaurant page's menu: search, category list and the dishes grouped by category. */
export function MenuBrowser({ groups, currency }: TMenuBrowserProps) {
  if (groups.length === 0) {
    return (
      <p className="rounded-2xl bg-surface p-6 text-ink-muted">
        Our menu is being updated. Please check back in a few minutes.
      </p>
    );
  }

  return (
    <MenuFilterProvider rootId={DISHES_ID}>
      <div id="menu" className="scroll-mt-4 space-y-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <h2 className="text-2xl font-extrabold text-ink sm:text-3xl">Our menu</h2>
          <MenuSearchBox />
        </div>

        <nav
          aria-label="Menu categories"
          className="sticky top-0 z-10 -mx-4 overflow-x-auto bg-brand px-4 py-1.5 sm:mx-0 sm:rounded-2xl"
        >
          <ul className="flex gap-1 whitespace-nowrap">
            {groups.map((group) => (
              <FilterableCategoryLink key={group.id} categoryId={group.id}>
                <a
                  href={`#${toCategoryAnchor(group.id)}`}
                  data-testid="restaurant-category-link"
                  className="block rounded-full px-4 py-2.5 font-semibold text-navy hover:bg-navy hover:text-white"
                >
                  {group.name}
                </a>
              </FilterableCategoryLink>
            ))}
          </ul>
        </nav>

        <NoDishMatches />

        <QuickAddDelegate currency={currency}>
          {/* Keyed by what it shows: another view of the menu is a new island, never the old HTML. */}
          <MenuSections key={fingerprint(groups)} id={DISHES_ID} groups={groups} currency={currency} />
        </QuickAddDelegate>
      </div>
    </MenuFilterProvider>
  );
}
