import "server-only";
import { BasketSummaryLive } from "@/components/basket/basket-summary-live";
import { advertisedInSlot } from "@/lib/promotions";
import { TagIcon } from "./icons";
import { SampleAddress } from "./sample-address";

/** The banner's offer: the newest live promotion placed there, or nothing at all. */
export async function PromoText() {
  const promotion = await advertisedInSlot("banner");
  if (!promotion) return null;
  return (
    <p className="flex items-center gap-2 text-[0.8rem] sm:text-sm md:whitespace-nowrap" data-testid="banner-offer">
      <TagIcon className="size-4 shrink-0" />
      <span>
        {promotion.headline}
        {promotion.code ? (
          <>
            , Promo: <strong className="font-bold tracking-wide">{promotion.code}</strong>
          </>
        ) : null}
      </span>
    </p>
  );
}

export function PromoBar({ emptyTotal }: { emptyTotal: string }) {
  return (
    <div className="bg-surface text-navy">
      <div className="mx-auto flex min-h-11 max-w-7xl items-center justify-center gap-4 px-4 md:justify-between lg:px-8">
        <PromoText />
        <SampleAddress className="hidden whitespace-nowrap lg:flex lg:flex-nowrap" />
        <div className="hidden self-stretch md:flex">
          <BasketSummaryLive emptyTotal={emptyTotal} variant="bar" />
        </div>
      </div>
    </div>
  );
}
