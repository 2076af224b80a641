import { StarRating } from "./star-rating";

// Static sample reviews, as in the spec; the summary is the spec's too.
const REVIEWS = [
  {
    name: "St Glx",
    area: "South London",
    date: "2023-09-24",
    rating: 5,
    text: "The pepperoni pizza was hot and generous, and the rider was friendly. Delivery was quicker than promised.",
  },
  {
    name: "Amara O.",
    area: "Camden",
    date: "2023-10-02",
    rating: 4,
    text: "Lovely doner kebab with plenty of salad. The chips could have been crispier, but I'll order again.",
  },
  {
    name: "Tom W.",
    area: "Westminster",
    date: "2023-10-14",
    rating: 3,
    text: "Tasty burger and good value. It took a little longer than twenty minutes on a busy Friday night.",
  },
] as const;

const SUMMARY = { rating: 3.4, count: "1,360" };

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });

export function CustomerReviews() {
  return (
    <section aria-labelledby="reviews-heading" className="rounded-3xl bg-surface p-6 sm:p-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="reviews-heading" className="text-2xl font-extrabold text-ink sm:text-3xl">
          Customer reviews
        </h2>
        <div data-testid="review-summary" className="flex items-center gap-3 rounded-2xl bg-white px-5 py-3">
          <span className="text-4xl font-extrabold text-ink">{SUMMARY.rating}</span>
          <span className="flex flex-col">
            <StarRating rating={SUMMARY.rating} />
            <span className="text-sm text-ink-muted">{SUMMARY.count} reviews</span>
          </span>
        </div>
      </div>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {REVIEWS.map((review) => (
          <li key={review.name}>
            <figure data-testid="review" className="flex h-full flex-col gap-3 rounded-2xl bg-white p-5">
              <figcaption className="flex items-start justify-between gap-3">
                <span>
                  <span className="block font-bold text-ink">{review.name}</span>
                  <span className="block text-sm text-ink-muted">{review.area}</span>
                </span>
                <time dateTime={review.date} className="text-sm text-ink-muted">
                  {dateFormat.format(new Date(review.date))}
                </time>
              </figcaption>
              <StarRating rating={review.rating} size="sm" />
              <blockquote className="text-ink">{review.text}</blockquote>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
