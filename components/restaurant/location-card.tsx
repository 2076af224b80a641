import { PinIcon } from "@/components/site/icons";
import { CollectionCounterHours } from "./counter-hours";
import { shopIdentity } from "@/lib/shop";
import { telHref } from "@/lib/shop/shared";

export async function LocationCard() {
  const shop = await shopIdentity();
  return (
    <section
      id="location"
      aria-labelledby="location-heading"
      className="on-dark scroll-mt-4 overflow-hidden rounded-2xl bg-navy text-white"
    >
      <img
        src="/restaurant/map.svg"
        alt={`Street map around ${shop.address}, with a pin on ${shop.name}`}
        width={800}
        height={500}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-full object-cover"
      />
      <div className="p-6">
        <h2 id="location-heading" className="flex items-center gap-2 text-xl font-extrabold">
          <PinIcon className="size-6 text-brand" />
          Where to find us
        </h2>
        <address className="mt-3 space-y-1 not-italic" data-testid="restaurant-shop-contact">
          <span className="block text-lg font-semibold">{shop.name}</span>
          <span className="block text-white/85">{shop.address}</span>
          <span className="block">
            Phone:{" "}
            <a
              href={telHref(shop.phone)}
              className="inline-block py-3 font-semibold underline underline-offset-4"
              data-testid="shop-phone"
            >
              {shop.phone}
            </a>
          </span>
          <span className="block">
            E-mail:{" "}
            <a
              href={`mailto:${shop.email}`}
              className="inline-block py-3 font-semibold break-all underline underline-offset-4"
              data-testid="shop-email"
            >
              {shop.email}
            </a>
          </span>
          {shop.companyNumber ? <span className="block text-white/85">Company number {shop.companyNumber}</span> : null}
          {shop.vatNumber ? <span className="block text-white/85">VAT number {shop.vatNumber}</span> : null}
        </address>
        <p className="mt-3 text-sm text-white/85" data-testid="counter-hours">
          Collection orders are ready at the counter
          <CollectionCounterHours />.
        </p>
      </div>
    </section>
  );
}
