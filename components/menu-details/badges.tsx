import { ALLERGEN_SHORT, DIETARY_NAMES, SPICE_NAMES, type AllergenCode, type DietaryCode } from "@/lib/menu/shared";

// A dish's labels, spice and allergens as a customer reads them on a card, a modal or a basket
// line (decision 016). Every icon is decoration: the words beside it are what is read out.

function LeafIcon({ className = "size-3.5" }: { className?: string }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={`${className} fill-current`}>
      <path d="M14 2c-6 0-11 2-11 8 0 1.2.3 2.2.8 3L2 14.8l1 .9 1.8-1.8c.8.5 1.8.8 3 .8C13.5 14.7 14 8 14 2zM6 12c1-3 3-5 6-6.5C9.5 7.5 8 9.5 6 12z" />
    </svg>
  );
}

function ChilliIcon({ className = "size-3.5" }: { className?: string }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={`${className} fill-current`}>
      <path d="M11.5 1.5c.4 0 .7.3.7.7v1a3 3 0 0 1 1.8 2.8c0 5-5.2 8.5-11.3 8.5-.5 0-.7-.6-.3-.9 3.2-2.2 4.4-5 5.3-7.7A3 3 0 0 1 10.8 3.2v-1c0-.4.3-.7.7-.7z" />
    </svg>
  );
}

function AlertIcon({ className = "size-3.5" }: { className?: string }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={`${className} fill-current`}>
      <path d="M8 1.2 15.3 14H.7L8 1.2zm-.8 4.6.2 4.4h1.2l.2-4.4H7.2zM8 11.2a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8z" />
    </svg>
  );
}

const PILL = "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold";

/** Vegetarian, vegan, gluten free and spice, as pills. Nothing when the dish has none. */
export function DietaryPills({ dietary, spice }: { dietary: readonly DietaryCode[]; spice: number }) {
  if (!dietary.length && spice === 0) return null;
  return (
    <ul aria-label="Dietary information" className="flex flex-wrap gap-1.5" data-testid="dietary-labels">
      {dietary.map((d) => (
        <li key={d} className={`${PILL} bg-green-100 text-green-900`} data-dietary={d}>
          <LeafIcon />
          {DIETARY_NAMES[d]}
        </li>
      ))}
      {spice > 0 ? (
        <li className={`${PILL} bg-red-100 text-red-900`} data-spice={spice}>
          <span className="inline-flex" aria-hidden="true">
            {Array.from({ length: spice }, (_, i) => (
              <ChilliIcon key={i} />
            ))}
          </span>
          <span>
            <span className="sr-only">Spice: </span>
            {SPICE_NAMES[spice]}
          </span>
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
};

/** "Contains: Gluten, Milk · May contain: Eggs". Says so plainly when there are none of the 14. */
export function AllergenLine({ allergens, mayContain = [], detailsHref, dishName }: TAllergenLineProps) {
  return (
    <div className="text-xs leading-relaxed text-ink" data-testid="allergen-line">
      <p className="flex items-start gap-1">
        <AlertIcon className="mt-0.5 size-3.5 shrink-0 text-brand-strong" />
        <span>
          {allergens.length ? (
            <>
              <span className="font-semibold">Contains:</span> <span data-testid="allergens">{allergenNames(allergens)}</span>
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
        </span>
      </p>
    </div>
  );
}

export function SoldOutBadge({ until }: { until?: string | null }) {
  return (
    <span className={`${PILL} bg-navy text-white`} data-testid="sold-out">
      Sold out{until ? ` until ${until}` : ""}
    </span>
  );
}

/** The anchor of a dish's row on /allergens. */
export function allergenRowHref(itemId: string): string {
  return `/allergens#dish-${itemId}`;
}
