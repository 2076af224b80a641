import type { Metadata } from "next";
import { InfoPage } from "@/components/site/info-page";
import { getAdvertisedPromotions } from "@/lib/promotions";
import { shopIdentity } from "@/lib/shop";

export const metadata: Metadata = { title: "Terms and conditions" };

// The offers section lists the promotions running now.
export const dynamic = "force-dynamic";

export default async function TermsPage() {
  const offers = await getAdvertisedPromotions();
  return (
    <InfoPage
      title="Terms and conditions"
      intro={`These terms apply whenever you order food from ${(await shopIdentity()).name} through this website.`}
    >
      <p>
        When you place an order you agree to pay the price shown at checkout, including any delivery fee, and to be
        available to receive your delivery at the address you give us. We may cancel an order we cannot fulfil, in which
        case you will not be charged.
      </p>
      <p>
        If something is wrong with your order, tell us as soon as you can and within 24 hours so we can put it right.
        These terms do not affect your statutory rights as a consumer under UK law, and they are governed by the law of
        England and Wales.
      </p>
      <h2 id="offers" className="pt-4 text-xl font-bold text-ink">
        Offers
      </h2>
      <p>
        Every offer we advertise is applied by our checkout when its condition is met, and your basket tells you which
        offers apply and why one does not. One promotion code can be used per order, together with the automatic offers
        that say they can be combined; when offers cannot be combined you get the one worth most to you. Discounts never
        make an order cost less than nothing, and a refund gives back what you paid for the items refunded.
      </p>
      {offers.length ? (
        <ul className="list-disc space-y-2 pl-5">
          {offers.map((offer) => (
            <li key={offer.id}>
              <strong className="text-ink">{offer.headline}</strong> ({offer.badge}): {offer.description}
              {offer.schedule ? ` ${offer.schedule}.` : ""}
            </li>
          ))}
        </ul>
      ) : (
        <p>There are no offers running at the moment.</p>
      )}
    </InfoPage>
  );
}
