import Link from "next/link";
import { BasketSummary } from "./basket-summary";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

export function MobileTopBar({ currency }: { currency: string }) {
  return (
    <div className="relative flex items-center justify-between gap-2 border-b border-line bg-white px-3 py-2 md:hidden">
      <Logo size="sm" />
      <div className="flex items-center gap-1.5">
        <Link href="/auth" aria-label="Your account" className="rounded-full">
          <img src="/avatar-default.svg" alt="" width={36} height={36} className="size-9 rounded-full" />
        </Link>
        <BasketSummary currency={currency} variant="compact" />
        <MobileMenu />
      </div>
    </div>
  );
}
