import { PartnerLogo } from "@/components/home/partner-logo";
import { PARTNER_RESTAURANTS } from "@/lib/shop";

/** The other restaurants; none has a page yet, so they are listed, not linked. */
export function SimilarRestaurants() {
  const others = PARTNER_RESTAURANTS.filter((restaurant) => restaurant.href !== "/restaurant");

  return (
    <section aria-labelledby="similar-heading" className="space-y-5">
      <h2 id="similar-heading" className="text-2xl font-extrabold text-ink sm:text-3xl">
        Similar restaurants
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {others.map((restaurant) => (
          <li
            key={restaurant.slug}
            data-testid="similar-restaurant"
            className="flex flex-col items-center gap-1 rounded-2xl bg-surface p-4 text-center"
          >
            <PartnerLogo restaurant={restaurant} />
            <span className="font-bold text-ink">{restaurant.name}</span>
            <span className="text-sm text-ink-muted">{restaurant.cuisine}</span>
            <span className="mt-1 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-ink">Coming soon</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
