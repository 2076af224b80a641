import Link from "next/link";
import { ArrowRightIcon } from "@/components/site/icons";

// The spec writes the last one 'Free ice Cream Offer'; shown in title case like the others.
const OFFERS = [
  { title: "First Order Discount", badge: "-20%" },
  { title: "Vegan Discount", badge: "-20%" },
  { title: "Free Ice Cream Offer", badge: "-100%" },
] as const;

export function OffersStrip() {
  return (
    <section aria-labelledby="offers-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="offers-heading" className="text-2xl font-extrabold text-ink sm:text-3xl">
          All offers from Tasty Slice
        </h2>
        <Link
          href="/order"
          className="inline-flex items-center gap-2 rounded-full bg-brand px-5 py-2.5 font-semibold text-navy hover:bg-brand-strong"
        >
          Order online
          <ArrowRightIcon className="size-5" />
        </Link>
      </div>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {OFFERS.map((offer) => (
          <li
            key={offer.title}
            data-testid="restaurant-offer"
            className="flex items-center justify-between gap-4 rounded-2xl bg-navy p-5 text-white"
          >
            <span className="text-lg font-bold">{offer.title}</span>
            <span className="rounded-lg bg-brand px-3 py-1.5 text-xl font-extrabold text-navy">
              {offer.badge}
              <span className="sr-only"> off</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
