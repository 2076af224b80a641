import Link from "next/link";
import { EXCLUSIVE_DEALS, dealPicturePath } from "@/lib/marketing/landing-content";
import { SectionHeading } from "./section-heading";

export function ExclusiveDeals() {
  return (
    <section aria-labelledby="deals-heading" className="space-y-5">
      <SectionHeading id="deals-heading">Up to 40% off: exclusive deals</SectionHeading>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {EXCLUSIVE_DEALS.map((deal) => (
          <li key={deal.title}>
            <Link
              href="/order"
              className="group relative block overflow-hidden rounded-2xl bg-navy text-white shadow-sm"
            >
              <img
                src={dealPicturePath(deal.artSlug)}
                alt=""
                width={1200}
                height={400}
                loading="lazy"
                decoding="async"
                className="aspect-[3/1] w-full object-cover transition-transform group-hover:scale-105"
              />
              <span className="absolute top-0 right-4 rounded-b-lg bg-navy px-3 py-2 text-lg font-extrabold">
                {deal.badge}
                <span className="sr-only"> off</span>
              </span>
              <span className="block p-4">
                <span className="block text-sm font-medium text-brand">{deal.eyebrow}</span>
                <span className="block text-lg font-bold">{deal.title}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
