import { allergenRowHref } from "@/components/menu-details/badges";
import { pictureSources } from "@/lib/menu/shared";
import type { TDishCardView } from "./dish-card-view";

// Markup only, no hooks and no handlers (decision 042): the server renders every card into the page
// once and the browser never hydrates them; the plus buttons are answered by one listener on the
// menu (QuickAddDelegate), which finds the dish by the card's data-dish, and the search hides cards
// through that attribute. No test ids and nothing said twice: an attribute here is 63 in the page
// (decision 045); tests find a card by data-dish and its parts by role or class. The looks
// live in globals.css (.dish-card…): 63 cards repeating long utility lists were a third of the
// page's bytes. Icons are drawn by that stylesheet too, so a card is about ten elements.

/** Anchor of a category's heading, the target of its link in the category list. */
export function toCategoryAnchor(categoryId: string): string {
  return `category-${categoryId}`;
}

/** The width a card's picture is laid out at (.dish-img: 6rem, 7rem from the sm breakpoint). */
const CARD_PICTURE_SIZES = "(min-width: 640px) 112px, 96px";

type TDishCardProps = {
  dish: TDishCardView;
  /** Cards in the first screenful load their pictures eagerly; the rest wait until scrolled near. */
  isAboveFold: boolean;
};

export function DishCard({ dish, isAboveFold }: TDishCardProps) {
  const hasLabels = dish.diets.length > 0 || dish.spice > 0;

  return (
    <article data-dish={dish.id} className="dish-card">
      <h4>{dish.name}</h4>
      <p className="dish-desc">{dish.description}</p>
      {dish.image ? (
        <img
          {...pictureSources(dish.image, CARD_PICTURE_SIZES)}
          alt={dish.name}
          width={400}
          height={400}
          loading={isAboveFold ? "eager" : "lazy"}
          decoding="async"
          className="dish-img"
        />
      ) : (
        <span aria-hidden="true" className="dish-img" />
      )}
      {/* Over the picture's lower right corner; a sold-out dish cannot be added. */}
      {dish.available ? (
        <button type="button" aria-label={`Add ${dish.name}`} className="dish-add" />
      ) : (
        <span className="pill pill-dark dish-row" data-testid="sold-out">
          Sold out
        </span>
      )}
      {hasLabels ? (
        <ul aria-label="Dietary information" className="dish-pills">
          {dish.diets.map((diet) => (
            <li key={diet.code} className="pill pill-diet" data-dietary={diet.code}>
              {diet.name}
            </li>
          ))}
          {dish.spice > 0 ? (
            <li className="pill pill-spice" data-spice={dish.spice}>
              <span className="sr-only">Spice: </span>
              {dish.spiceName}
            </li>
          ) : null}
        </ul>
      ) : null}
      <p className="dish-allergens">
        {/* One text node: adjacent ones cost a "<!-- -->" each in the HTML, 63 times over. */}
        {`${dish.contains ? `Contains: ${dish.contains}` : "None of the 14 allergens"}${dish.mayContain ? ` · May contain: ${dish.mayContain}` : ""} · `}
        <a href={allergenRowHref(dish.id)} aria-label={`Allergen info for ${dish.name}`}>
          Allergen info
        </a>
      </p>
      {/* No-break spaces inside each "Small £8.99", so a size and its price never part on a phone. */}
      <p className="dish-prices">{dish.prices.map((price) => price.replace(" ", "\u00a0")).join(" · ")}</p>
    </article>
  );
}
