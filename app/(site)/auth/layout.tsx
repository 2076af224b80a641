import type { ReactNode } from "react";
import { PizzaIllustration } from "@/components/site/pizza-illustration";
import { shopIdentity } from "@/lib/shop";

const PERKS = ["Order again in a few taps", "Save your delivery addresses", "Follow your orders and see past ones"];

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="mt-0.5 size-5 shrink-0 text-brand">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path
        d="m6 10.5 2.5 2.5 5.5-6"
        fill="none"
        stroke="#03081f"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The welcome layout of every account screen: a brand panel beside the form (stacked on phones). */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  const { name } = await shopIdentity();
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10 lg:px-8">
      <div className="grid overflow-hidden rounded-3xl border border-line bg-white shadow-sm md:grid-cols-[5fr_6fr]">
        <aside
          aria-label="Why create an account"
          className="on-dark relative flex items-center gap-4 overflow-hidden bg-navy px-6 py-5 text-white md:flex-col md:items-start md:justify-between md:gap-8 md:p-10"
        >
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">{name}</p>
            <p className="mt-1 text-xl font-extrabold tracking-tight md:text-3xl">Hot pizza, a few taps away.</p>
            <p className="mt-2 hidden text-white/85 md:block">
              Welcome! Your account keeps your addresses and orders in one place.
            </p>
            <ul className="mt-6 hidden space-y-3 md:block">
              {PERKS.map((perk) => (
                <li key={perk} className="flex items-start gap-3">
                  <CheckIcon />
                  <span>{perk}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="relative shrink-0 md:self-center">
            <PizzaIllustration className="size-20 drop-shadow-xl md:size-56 lg:size-64" />
            <p className="absolute -bottom-2 left-1/2 hidden -translate-x-1/2 rounded-full bg-brand px-4 py-1.5 text-sm font-bold whitespace-nowrap text-navy shadow-lg md:block">
              5% off with ORDER5
            </p>
          </div>
        </aside>
        <div className="px-5 py-8 sm:px-10 sm:py-10">{children}</div>
      </div>
    </div>
  );
}
