import type { Metadata } from "next";
import { Fragment } from "react";
import { PrintButton } from "@/components/menu-details/print-button";
import { readCategoriesWithItems, readSubcategories } from "@/lib/menu";
import {
  ALLERGEN_LABELS,
  ALLERGEN_SHORT,
  ALLERGENS,
  DIETARY_NAMES,
  SPICE_NAMES,
  isAllergenCode,
  sortAllergens,
  type AllergenCode,
  type CategoryWithItemsView,
} from "@/lib/menu/shared";
import { buildPageMetadata, shopIdentity } from "@/lib/shop";
import { telHref } from "@/lib/shop/shared";

// Every dish against the 14 allergens of UK law (decision 016): the table a customer with an
// allergy reads before ordering, and prints. Read from the live menu, so it cannot drift.
export const dynamic = "force-dynamic";

const TITLE = "Allergens and dietary information";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: TITLE,
    ...(await buildPageMetadata({
      title: (shop) => `${TITLE} | ${shop}`,
      description: (shop) =>
        `Every ${shop} dish against the 14 allergens: what it contains, what it may contain, and which diets it suits.`,
      path: "/allergens",
    })),
  };
}

function Cell({
  code,
  allergens,
  mayContain,
}: {
  code: AllergenCode;
  allergens: readonly AllergenCode[];
  mayContain: readonly AllergenCode[];
}) {
  if (allergens.includes(code)) {
    return (
      <td
        className="border border-line bg-brand-soft px-1 py-1.5 text-center font-bold text-ink"
        data-allergen={code}
        data-state="contains"
      >
        <span aria-hidden="true">●</span>
        <span className="sr-only">Contains {ALLERGEN_SHORT[code].toLowerCase()}</span>
      </td>
    );
  }
  if (mayContain.includes(code)) {
    return (
      <td className="border border-line px-1 py-1.5 text-center text-ink" data-allergen={code} data-state="may">
        <span aria-hidden="true">○</span>
        <span className="sr-only">May contain {ALLERGEN_SHORT[code].toLowerCase()}</span>
      </td>
    );
  }
  return (
    <td className="border border-line px-1 py-1.5 text-center text-ink-muted" data-allergen={code}>
      <span aria-hidden="true">–</span>
      <span className="sr-only">No</span>
    </td>
  );
}

type TExtraWithAllergens = { key: string; where: string; group: string; name: string; allergens: AllergenCode[] };

/**
 * The extras of a category's dishes that bring allergens of their own, each once: a group set on
 * the whole category under the category's name, one set on a dish under the dish's. A dip the
 * kids' meal must come with (celery, mustard, eggs) is declared here, not only once it is chosen.
 */
function extrasWithAllergens(category: CategoryWithItemsView): TExtraWithAllergens[] {
  const extras = new Map<string, TExtraWithAllergens>();
  for (const item of category.items) {
    for (const group of item.extras) {
      const where = group.scope === "category" ? category.name : item.name;
      for (const option of group.options) {
        const allergens = sortAllergens(option.allergens.filter(isAllergenCode));
        const key = `${where}/${option.id}`;
        if (allergens.length && !extras.has(key))
          extras.set(key, { key, where, group: group.name, name: option.name, allergens });
      }
    }
  }
  return [...extras.values()];
}

export default async function AllergensPage() {
  const categories = (await readCategoriesWithItems()).filter((c) => c.items.length > 0);
  const variantsByCategory = await Promise.all(categories.map((c) => readSubcategories(c.id)));
  const shop = await shopIdentity();

  return (
    <article data-print-alone className="mx-auto max-w-7xl px-4 py-10 sm:py-14 lg:px-8 print:max-w-none print:p-0">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl print:text-2xl">{TITLE}</h1>
      <p className="mt-4 max-w-3xl text-lg text-ink print:text-sm">
        Every dish on our menu against the 14 allergens that UK law asks us to declare. Everything is made in one
        kitchen, so traces of other allergens are possible: if your allergy is severe, please call us before you order
        on{" "}
        <a
          href={telHref(shop.phone)}
          data-testid="allergens-phone"
          className="font-semibold whitespace-nowrap underline underline-offset-4"
        >
          {shop.phone}
        </a>
        .
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4 text-sm text-ink">
        <p>
          <span aria-hidden="true" className="font-bold">
            ●
          </span>{" "}
          contains · <span aria-hidden="true">○</span> may contain · <span aria-hidden="true">–</span> does not contain
        </p>
        <PrintButton />
      </div>

      <div
        // Positioned, so that the cells' screen-reader texts (absolutely placed) belong to this
        // scrolling box: otherwise they are placed against the page and widen it (issue 25).
        className="relative mt-6 overflow-x-auto rounded-xl border border-line print:overflow-visible print:border-0"
        tabIndex={0}
        role="region"
        aria-label="Allergen table (scrolls sideways)"
      >
        <table id="allergen-table" className="w-full border-collapse text-sm print:text-[8pt]">
          <caption className="sr-only">Each dish against the 14 allergens, with its dietary labels and spice</caption>
          <thead>
            <tr className="bg-surface">
              <th
                scope="col"
                className="sticky left-0 z-10 min-w-40 border border-line bg-surface px-2 py-2 text-left align-bottom"
              >
                Dish
              </th>
              {ALLERGENS.map((a) => (
                <th key={a} scope="col" className="border border-line px-1 py-2 align-bottom text-xs font-semibold">
                  <abbr title={ALLERGEN_LABELS[a]} className="no-underline">
                    {ALLERGEN_SHORT[a]}
                  </abbr>
                </th>
              ))}
              <th scope="col" className="min-w-28 border border-line px-2 py-2 text-left align-bottom">
                Suitable for
              </th>
              <th scope="col" className="border border-line px-2 py-2 text-left align-bottom">
                Spice
              </th>
            </tr>
          </thead>
          <tbody>
            {categories.map((category) => (
              <Fragment key={category.id}>
                <tr>
                  <th
                    scope="colgroup"
                    colSpan={ALLERGENS.length + 3}
                    className="border border-line bg-navy px-2 py-1.5 text-left text-white"
                  >
                    {category.name}
                  </th>
                </tr>
                {category.items.map((item) => (
                  <tr
                    key={item.id}
                    id={`dish-${item.id}`}
                    className="scroll-mt-24 target:bg-brand-soft"
                    data-testid="allergen-row"
                  >
                    <th
                      scope="row"
                      className="sticky left-0 z-10 border border-line bg-white px-2 py-1.5 text-left font-semibold"
                    >
                      {item.name}
                      {item.available ? null : <span className="ml-1 font-normal text-ink-muted">(sold out)</span>}
                    </th>
                    {ALLERGENS.map((a) => (
                      <Cell key={a} code={a} allergens={item.allergens} mayContain={item.mayContain} />
                    ))}
                    <td className="border border-line px-2 py-1.5">
                      {item.dietary.map((d) => DIETARY_NAMES[d]).join(", ") || "–"}
                    </td>
                    <td className="border border-line px-2 py-1.5 whitespace-nowrap">
                      {SPICE_NAMES[item.spice] ?? "–"}
                    </td>
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>

      <section aria-labelledby="choices-heading" className="mt-10 print:mt-4 print:break-before-page">
        <h2 id="choices-heading" className="text-2xl font-extrabold text-ink print:text-lg">
          Choices that change the allergens
        </h2>
        <p className="mt-2 max-w-3xl text-ink">
          Some choices you make with a dish, its base or bun and its extras, add or remove allergens. Your basket and
          your order show the allergens of each line with the choices you made.
        </p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {categories.flatMap((category, i) =>
            (variantsByCategory[i] ?? [])
              .filter((v) => v.allergensAdded.length || v.allergensRemoved.length)
              .map((v) => (
                <li key={v.id} className="rounded-xl border border-line p-3 text-sm text-ink">
                  <p className="font-semibold">
                    {category.name}: {v.name}
                  </p>
                  {v.allergensAdded.length ? (
                    <p>Adds: {v.allergensAdded.map((a) => ALLERGEN_LABELS[a]).join(", ")}</p>
                  ) : null}
                  {v.allergensRemoved.length ? (
                    <p>Removes: {v.allergensRemoved.map((a) => ALLERGEN_LABELS[a]).join(", ")}</p>
                  ) : null}
                </li>
              )),
          )}
          {categories.flatMap((category) =>
            extrasWithAllergens(category).map((extra) => (
              <li
                key={extra.key}
                className="rounded-xl border border-line p-3 text-sm text-ink"
                data-testid="extra-choice"
              >
                <p className="font-semibold">
                  {extra.where}: {extra.name} <span className="font-normal text-ink-muted">({extra.group})</span>
                </p>
                <p>Adds: {extra.allergens.map((a) => ALLERGEN_LABELS[a]).join(", ")}</p>
              </li>
            )),
          )}
        </ul>
      </section>
    </article>
  );
}
