import { IntentLink } from "@/components/ui/intent-link";
import { ArrowRightIcon } from "@/components/site/icons";

const PROMOS = [
  {
    eyebrow: "Earn more with lower fees",
    kicker: "Sign up as a business",
    title: "Partner with us",
    href: "/add-your-restaurant",
    picture: "/home/shop-front.svg",
    alt: "A restaurant front with a striped awning and a pizza in the window",
    cta: "Add your restaurant",
  },
  {
    eyebrow: "Enjoy exclusive perks",
    kicker: "Sign up as a rider",
    title: "Ride with us",
    href: "/sign-up-to-deliver",
    picture: "/home/rider.svg",
    alt: "A delivery scooter carrying a pizza box",
    cta: "Sign up to deliver",
  },
] as const;

export function PartnerPromos() {
  return (
    <section aria-labelledby="partners-heading" className="space-y-5">
      <h2 id="partners-heading" className="sr-only">
        Work with us
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {PROMOS.map((promo) => (
          <li key={promo.href} className="on-dark flex flex-col overflow-hidden rounded-3xl bg-navy text-white">
            <img
              src={promo.picture}
              alt={promo.alt}
              width={600}
              height={400}
              loading="lazy"
              decoding="async"
              className="aspect-[2/1] w-full object-cover"
            />
            <div className="flex flex-1 flex-col items-start gap-2 p-6">
              <p className="text-sm font-semibold text-brand">{promo.eyebrow}</p>
              <p className="text-white/85">{promo.kicker}</p>
              <h3 className="text-3xl font-extrabold">{promo.title}</h3>
              <IntentLink
                href={promo.href}
                className="mt-3 inline-flex items-center gap-2 rounded-full bg-brand px-6 py-3 font-semibold text-navy hover:bg-brand-strong"
              >
                {promo.cta}
                <ArrowRightIcon className="size-5" />
              </IntentLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
