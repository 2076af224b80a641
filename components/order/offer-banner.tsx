import { IntentLink } from "@/components/ui/intent-link";
import { advertisedInSlot } from "@/lib/promotions";

/** The order page's offer card: the newest live promotion placed there, with its condition. */
export async function OfferBanner() {
  const promotion = await advertisedInSlot("order_page");
  if (!promotion) return null;
  return (
    <div
      data-testid="order-offer"
      className="flex flex-col items-start gap-4 rounded-2xl bg-brand-soft p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="text-sm font-semibold text-ink-muted">Special offer</p>
        <h3 className="mt-1 text-2xl font-extrabold text-ink">{promotion.headline}</h3>
        <p className="mt-1 text-ink">{promotion.description}</p>
        {promotion.schedule ? <p className="mt-1 text-sm text-ink-muted">{promotion.schedule}</p> : null}
        <IntentLink
          href="/terms#offers"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-ink underline underline-offset-4"
        >
          Offer terms
        </IntentLink>
      </div>
      <p className="shrink-0 rounded-xl bg-navy px-5 py-3 text-3xl font-extrabold text-brand">
        {promotion.badge}
        <span className="sr-only"> off</span>
      </p>
    </div>
  );
}
