import { ALLERGEN_SHORT, DIETARY_NAMES, SPICE_NAMES, type AllergenCode, type DietaryCode } from "@/lib/menu/shared";

// A dish's labels, spice and allergens as a customer reads them on a card, a modal or a basket
// line (decision 016). Every icon is decoration: the words beside it are what is read out. The
// looks and icons are globals.css's (.pill…, drawn as masks), the restaurant page's dish cards'
// too, so the pages' scripts carry no icon of their own.

/** Vegetarian, vegan, gluten free and spice, as pills. Nothing when the dish has none. */
export function DietaryPills({ dietary, spice }: { dietary: readonly DietaryCode[]; spice: number }) {
  if (!dietary.length && spice === 0) return null;
  return (
    <ul aria-label="Dietary information" className="flex flex-wrap gap-1.5" data-testid="dietary-labels">
      {dietary.map((d) => (
        <li key={d} className="pill pill-diet" data-dietary={d}>
          {DIETARY_NAMES[d]}
        </li>
      ))}
      {spice > 0 ? (
        <li className="pill pill-spice" data-spice={spice}>
          <span className="sr-only">Spice: </span>
          {SPICE_NAMES[spice]}
        </li>
      ) : null}
    </ul>
  );
}

/** "Gluten, Milk": the allergens' short names, as every screen lists them. */
export function allergenNames(codes: readonly AllergenCode[]) {
  return codes.map((a) => ALLERGEN_SHORT[a]).join(", ");
}

type TAllergenLineProps = {
  allergens: readonly AllergenCode[];
  mayContain?: readonly AllergenCode[];
  /** The dish's row on /allergens, linked for the full table. */
  detailsHref?: string;
  dishName?: string;
  /** 14 px instead of 12: the kitchen reads it at arm's length on the tablet. */
  isLarge?: boolean;
};

/** "Contains: Gluten, Milk · May contain: Eggs". Says so plainly when there are none of the 14. */
export function AllergenLine({ allergens, mayContain = [], detailsHref, dishName, isLarge }: TAllergenLineProps) {
  return (
    <div className={isLarge ? "allergen-line allergen-line-large" : "allergen-line"} data-testid="allergen-line">
      <p>
        {allergens.length ? (
          <>
            <span className="font-semibold">Contains:</span>{" "}
            <span data-testid="allergens">{allergenNames(allergens)}</span>
          </>
        ) : (
          <span className="font-semibold">None of the 14 allergens</span>
        )}
        {mayContain.length ? (
          <>
            {" · "}
            <span className="font-semibold">May contain:</span> {allergenNames(mayContain)}
          </>
        ) : null}
        {detailsHref ? (
          <>
            {" · "}
            <a href={detailsHref} className="font-semibold underline underline-offset-2 hover:text-brand-strong">
              Allergen info<span className="sr-only"> for {dishName ?? "this dish"}</span>
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}

export function SoldOutBadge({ until }: { until?: string | null }) {
  return (
    <span className="pill pill-dark" data-testid="sold-out">
      Sold out{until ? ` until ${until}` : ""}
    </span>
  );
}

/** The anchor of a dish's row on /allergens. */
export function allergenRowHref(itemId: string): string {
  return `/allergens#dish-${itemId}`;
}
