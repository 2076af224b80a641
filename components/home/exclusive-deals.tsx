import { IntentLink } from "@/components/ui/intent-link";
import { promotionLink } from "@/lib/api/store/promotions/present";
import { advertisedAt } from "@/lib/promotions";
import { shopIdentity } from "@/lib/shop";
import { SectionHeading } from "./section-heading";

/** The home page's deals: the live promotions placed there; each opens the menu at what it covers. */
export async function ExclusiveDeals() {
  const deals = await advertisedAt("home_deals");
  if (!deals.length) return null;
  const { name } = await shopIdentity();
  return (
    <section aria-labelledby="deals-heading" className="space-y-5">
      <SectionHeading id="deals-heading">Deals at {name}</SectionHeading>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {deals.map((deal) => (
          <li key={deal.id}>
            <IntentLink
              href={promotionLink(deal)}
              data-testid="home-deal"
              className="group relative block h-full overflow-hidden rounded-2xl bg-navy text-white shadow-sm"
            >
              {deal.imagePath ? (
                <img
                  src={deal.imagePath}
                  alt=""
                  width={1200}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/1] w-full object-cover transition-transform group-hover:scale-105"
                />
              ) : null}
              <span className="absolute top-0 right-4 rounded-b-lg bg-navy px-3 py-2 text-lg font-extrabold">
                {deal.badge}
                <span className="sr-only"> off</span>
              </span>
              <span className="block p-4">
                <span className="block text-sm font-medium text-brand">{deal.schedule ?? deal.name}</span>
                <span className="block text-lg font-bold">{deal.headline}</span>
                <span className="mt-1 block text-sm text-white/85">{deal.description}</span>
              </span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
