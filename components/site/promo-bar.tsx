import Link from "next/link";
import { BasketSummaryLive } from "@/components/basket/basket-summary-live";
import { PinIcon, TagIcon } from "./icons";
import { SAMPLE_ADDRESS } from "./nav-items";

export function PromoText() {
  return (
    <p className="flex items-center gap-2 text-[0.8rem] sm:text-sm md:whitespace-nowrap">
      <TagIcon className="size-4 shrink-0" />
      <span>
        Get 5% off your first order, Promo: <strong className="font-bold tracking-wide">ORDER5</strong>
      </span>
    </p>
  );
}

/** The sample delivery address; "Change Location" only points at where we are, it changes nothing. */
export function SampleAddress({ className = "" }: { className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm ${className}`}>
      <PinIcon className="size-4 shrink-0" />
      <span>{SAMPLE_ADDRESS}</span>
      <Link
        href="/restaurant#location"
        className="font-semibold underline decoration-brand decoration-2 underline-offset-4 hover:decoration-navy"
      >
        Change Location
      </Link>
    </p>
  );
}

export function PromoBar({ currency }: { currency: string }) {
  return (
    <div className="bg-surface text-navy">
      <div className="mx-auto flex min-h-11 max-w-7xl items-center justify-center gap-4 px-4 md:justify-between lg:px-8">
        <PromoText />
        <SampleAddress className="hidden whitespace-nowrap lg:flex lg:flex-nowrap" />
        <div className="hidden self-stretch md:flex">
          <BasketSummaryLive currency={currency} variant="bar" />
        </div>
      </div>
    </div>
  );
}
