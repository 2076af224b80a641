import { IntentLink } from "@/components/ui/intent-link";
import { PARTNER_RESTAURANTS, shopIdentity } from "@/lib/shop";
import { PartnerLogo } from "./partner-logo";
import { SectionHeading } from "./section-heading";

export async function PopularRestaurants() {
  const { name } = await shopIdentity();
  return (
    <section aria-labelledby="restaurants-heading" className="space-y-5">
      <SectionHeading id="restaurants-heading">Popular restaurants</SectionHeading>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {PARTNER_RESTAURANTS.map((restaurant) => {
          const body = (
            <>
              <PartnerLogo restaurant={restaurant} />
              <span className="block font-bold text-ink">{restaurant.name.replace("{shop}", name)}</span>
              <span className="block text-sm text-ink-muted">{restaurant.cuisine}</span>
              {restaurant.href ? (
                <span className="mt-1 inline-block rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-navy">
                  See the menu
                </span>
              ) : (
                <span className="mt-1 inline-block rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-ink">
                  Coming soon
                </span>
              )}
            </>
          );
          const tile = "flex h-full flex-col items-center gap-1 rounded-2xl bg-surface p-4 text-center";
          return (
            <li key={restaurant.slug}>
              {restaurant.href ? (
                <IntentLink href={restaurant.href} className={`${tile} border border-transparent hover:border-navy`}>
                  {body}
                </IntentLink>
              ) : (
                <div className={tile}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
