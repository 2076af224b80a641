import { StarIcon } from "../icons";
import { SAMPLE_REVIEWS, type TSampleReview } from "./sample-reviews";

function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className={`size-5 ${n <= rating ? "fill-amber-600 text-amber-600" : "text-ink-muted"}`} />
      ))}
    </p>
  );
}

function ReviewCard({ review }: { review: TSampleReview }) {
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-white p-5 shadow-sm" data-testid="review-card">
      <div className="flex items-center gap-3">
        <img src="/avatar-default.svg" alt="" width={48} height={48} className="size-12 rounded-full" />
        <div>
          <h3 className="font-bold text-ink">{review.name}</h3>
          <p className="text-sm text-ink-muted">{review.when}</p>
        </div>
      </div>
      <p className="mt-3 flex-1 text-ink">{review.text}</p>
      <div className="mt-4 flex items-center justify-between gap-3">
        <StarRating rating={review.rating} />
        <img
          src={review.dish.image}
          alt={review.dish.name}
          width={64}
          height={64}
          className="size-16 rounded-xl object-cover"
        />
      </div>
    </li>
  );
}

/** The review cards with a visible "Sample reviews" label, since none of them is real. */
export function SampleReviewCards({
  headingLevel = 2,
  title = "Customer Review",
}: {
  headingLevel?: 1 | 2;
  title?: string;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section aria-labelledby="reviews-heading">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Heading
          id="reviews-heading"
          className={`${headingLevel === 1 ? "text-3xl" : "text-xl"} font-extrabold tracking-tight text-ink`}
        >
          {title}
        </Heading>
        <span
          className="rounded-full bg-navy px-3 py-1 text-xs font-bold tracking-wide text-white uppercase"
          data-testid="sample-label"
        >
          Sample reviews
        </span>
      </div>
      <p className="mb-4 text-ink-muted">Examples of how reviews will look; customers cannot leave reviews yet.</p>
      <ul className="grid gap-4 md:grid-cols-3">
        {SAMPLE_REVIEWS.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </ul>
    </section>
  );
}
