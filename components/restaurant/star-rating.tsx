import { StarIcon } from "@/components/site/icons";

type TStarRatingProps = { rating: number; className?: string };

/** Five stars, filled up to the rating, read out as one phrase rather than five pictures. */
export function StarRating({ rating, className = "size-5" }: TStarRatingProps) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          className={`${className} ${star <= Math.round(rating) ? "fill-brand text-brand-strong" : "fill-none text-ink-muted"}`}
        />
      ))}
    </span>
  );
}
