type TStarRatingProps = { rating: number; size?: "sm" | "md" };

/**
 * Five stars, filled up to the rating, read out as one phrase rather than five pictures. One
 * element drawn by the stylesheet's star mask (.stars in globals.css): the restaurant page lists
 * a dozen ratings, and five inline <svg>s each were a tenth of its elements.
 */
export function StarRating({ rating, size = "md" }: TStarRatingProps) {
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      className={`stars ${size === "sm" ? "stars-sm" : ""}`}
      // An attribute, not an inline style: the content security policy allows no style="…".
      data-stars={Math.round(rating)}
    />
  );
}
