import Link from "next/link";
import { formatMoney } from "@/lib/money";
import { BasketIcon } from "./icons";

type TBasketSummaryProps = {
  currency: string;
  variant: "bar" | "compact";
};

// Placeholder figures until the basket is wired to the API: an empty basket.
const PLACEHOLDER_COUNT = 0;
const PLACEHOLDER_TOTAL_PENCE = 0;

function describeCount(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}

export function BasketSummary({ currency, variant }: TBasketSummaryProps) {
  const count = describeCount(PLACEHOLDER_COUNT);
  const total = formatMoney(PLACEHOLDER_TOTAL_PENCE, currency);

  if (variant === "compact") {
    return (
      <Link
        href="/order#basket"
        aria-label={`Basket: ${count}, ${total}`}
        data-testid="mobile-basket-summary"
        className="inline-flex items-center gap-1.5 rounded-lg bg-brand px-2.5 py-1.5 text-navy hover:bg-brand-strong"
      >
        <BasketIcon className="size-5 shrink-0" />
        <span className="flex flex-col text-left leading-tight">
          <span className="text-xs font-medium whitespace-nowrap">{count}</span>
          <span className="text-sm font-bold whitespace-nowrap">{total}</span>
        </span>
      </Link>
    );
  }

  return (
    <Link
      href="/order#basket"
      aria-label={`Basket: ${count}, ${total}`}
      data-testid="basket-summary"
      className="flex items-stretch self-stretch bg-brand font-semibold text-navy hover:bg-brand-strong"
    >
      <span className="flex items-center border-r border-navy/20 px-3 xl:px-4">
        <BasketIcon className="size-6" />
      </span>
      <span className="flex items-center border-r border-navy/20 px-3 xl:px-4 text-sm whitespace-nowrap">{count}</span>
      <span className="flex items-center px-3 xl:px-4 text-sm whitespace-nowrap">{total}</span>
    </Link>
  );
}
