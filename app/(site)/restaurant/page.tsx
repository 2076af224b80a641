import type { Metadata } from "next";
import Link from "next/link";
import { DeliveryTimes } from "@/components/order/delivery-times";
import { RestaurantHero } from "@/components/order/restaurant-hero";
import { ArrowRightIcon, ClockIcon, PinIcon } from "@/components/site/icons";
import { SAMPLE_ADDRESS } from "@/components/site/nav-items";

export const metadata: Metadata = {
  title: "Restaurants",
  description: "Opening hours, offers and the address of Tasty Slice on Regent Street, London.",
};

const OFFERS = [
  { title: "First Order Discount", badge: "-20%" },
  { title: "Vegan Discount", badge: "-20%" },
  { title: "Free ice Cream Offer", badge: "-100%" },
] as const;

const OPENING_HOURS = [
  { days: "Monday", hours: "8:00 AM–3:00 AM" },
  { days: "Tuesday", hours: "8:00 AM–3:00 AM" },
  { days: "Wednesday", hours: "8:00 AM–3:00 AM" },
  { days: "Thursday", hours: "8:00 AM–3:00 AM" },
  { days: "Friday", hours: "8:00 AM–3:00 AM" },
  { days: "Saturday", hours: "8:00 AM–3:00 AM" },
  { days: "Sunday", hours: "8:00 AM–12:00 AM" },
] as const;

export default function RestaurantPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 pt-6 sm:pt-8 lg:px-8">
      <RestaurantHero isMinimumOrderRepeated />

      <section aria-labelledby="offers-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="offers-heading" className="text-2xl font-extrabold text-ink">
            Offers
          </h2>
          <Link
            href="/order"
            className="inline-flex items-center gap-2 rounded-full bg-brand px-5 py-2.5 font-semibold text-navy hover:bg-brand-strong"
          >
            See the full menu
            <ArrowRightIcon className="size-5" />
          </Link>
        </div>
        <ul className="mt-5 grid gap-4 sm:grid-cols-3">
          {OFFERS.map((offer) => (
            <li
              key={offer.title}
              className="flex items-center justify-between gap-4 rounded-2xl bg-navy p-5 text-white"
            >
              <span className="text-lg font-bold">{offer.title}</span>
              <span className="rounded-lg bg-brand px-3 py-1.5 text-xl font-extrabold text-navy">{offer.badge}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="delivery-heading" className="rounded-2xl bg-surface p-6">
          <h2 id="delivery-heading" className="text-xl font-extrabold text-ink">
            Delivery and collection
          </h2>
          <p className="mt-2 text-ink-muted">Minimum Order: 12 GBP. Estimated delivery time 20 minutes.</p>
          <div className="mt-4">
            <DeliveryTimes />
          </div>
        </section>

        <section aria-labelledby="hours-heading" className="rounded-2xl bg-surface p-6">
          <h2 id="hours-heading" className="flex items-center gap-2 text-xl font-extrabold text-ink">
            <ClockIcon className="size-6" />
            Opening hours
          </h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            {OPENING_HOURS.map((row) => (
              <div key={row.days} className="contents">
                <dt className="font-semibold text-ink">{row.days}</dt>
                <dd className="text-ink-muted">{row.hours}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section
          id="location"
          aria-labelledby="location-heading"
          className="scroll-mt-4 rounded-2xl bg-navy p-6 text-white on-dark"
        >
          <h2 id="location-heading" className="flex items-center gap-2 text-xl font-extrabold">
            <PinIcon className="size-6 text-brand" />
            Where to find us
          </h2>
          <p className="mt-4 text-lg font-semibold">Tasty Slice</p>
          <p className="text-white/85">{SAMPLE_ADDRESS}</p>
          <p className="mt-4 text-sm text-white/85">
            We deliver to this sample address for now. Choosing your own delivery location is coming soon.
          </p>
        </section>
      </div>
    </div>
  );
}
