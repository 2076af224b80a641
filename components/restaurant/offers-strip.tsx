import { IntentLink } from "@/components/ui/intent-link";
import { ArrowRightIcon } from "@/components/site/icons";
import { advertisedAt } from "@/lib/promotions";
import { shopIdentity } from "@/lib/shop";

/** Every live promotion placed on the restaurant page, each with what it takes to get it. */
export async function OffersStrip() {
  const offers = await advertisedAt("offers_strip");
  if (!offers.length) return null;
  const { name } = await shopIdentity();
  return (
    <section aria-labelledby="offers-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="offers-heading" className="text-2xl font-extrabold text-ink sm:text-3xl">
          All offers from {name}
        </h2>
        <IntentLink
          href="/order"
          className="inline-flex items-center gap-2 rounded-full bg-brand px-5 py-2.5 font-semibold text-navy hover:bg-brand-strong"
        >
          Order online
          <ArrowRightIcon className="size-5" />
        </IntentLink>
      </div>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {offers.map((offer) => (
          <li
            key={offer.id}
            data-testid="restaurant-offer"
            className="flex flex-col gap-3 rounded-2xl bg-navy p-5 text-white"
          >
            <div className="flex items-center justify-between gap-4">
              <span className="text-lg font-bold">{offer.headline}</span>
              <span className="rounded-lg bg-brand px-3 py-1.5 text-xl font-extrabold text-navy">
                {offer.badge}
                <span className="sr-only"> off</span>
              </span>
            </div>
            <p className="text-sm text-white/85">
              {offer.description}
              {offer.schedule ? ` ${offer.schedule}.` : ""}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
