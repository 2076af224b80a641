import type { Metadata } from "next";
import Link from "next/link";
import { ArrowRightIcon, ClockIcon, ScooterIcon, TagIcon } from "@/components/site/icons";
import { PizzaIllustration } from "@/components/site/pizza-illustration";
import { PostcodeSearch } from "@/components/site/postcode-search";

export const metadata: Metadata = {
  title: { absolute: "Tasty Slice – Pizza and fast food delivery in London" },
};

const HIGHLIGHTS = [
  { icon: TagIcon, title: "5% off your first order", text: "Use promo code ORDER5 at checkout." },
  { icon: ScooterIcon, title: "Delivery in 20-25 minutes", text: "Hot from our Regent Street kitchen." },
  { icon: ClockIcon, title: "Open until 3:00 AM", text: "Late-night pizza, kebabs and burgers." },
] as const;

export default function HomePage() {
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 pt-6 sm:pt-8 lg:px-8">
      <section
        aria-labelledby="home-heading"
        className="on-dark grid overflow-hidden rounded-3xl bg-navy text-white md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]"
      >
        <div className="space-y-6 p-6 sm:p-12">
          <p className="text-base text-white/85">Order restaurant food, takeaway and groceries.</p>
          <h1 id="home-heading" className="text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">
            Feast your senses, <span className="text-brand">fast and fresh</span>
          </h1>
          <PostcodeSearch />
        </div>
        <div className="relative hidden items-center justify-center p-8 md:flex">
          <div aria-hidden="true" className="absolute inset-y-0 right-0 w-4/5 rounded-l-[10rem] bg-brand" />
          <PizzaIllustration className="relative w-64 drop-shadow-2xl lg:w-80" />
        </div>
      </section>

      <ul className="grid gap-4 sm:grid-cols-3">
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-4 rounded-2xl bg-surface p-5">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-navy">
              <Icon className="size-6" />
            </span>
            <span>
              <span className="block font-bold text-ink">{title}</span>
              <span className="block text-sm text-ink-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>

      <section aria-labelledby="home-next-heading" className="grid gap-4 md:grid-cols-2">
        <h2 id="home-next-heading" className="sr-only">
          Where to next
        </h2>
        <Link
          href="/order"
          className="group flex items-center justify-between gap-4 rounded-2xl bg-brand p-6 text-navy sm:p-8"
        >
          <span>
            <span className="block text-2xl font-extrabold">Order now</span>
            <span className="mt-1 block">Pizzas, kebabs, burgers, sides and drinks.</span>
          </span>
          <ArrowRightIcon className="size-8 shrink-0 transition-transform group-hover:translate-x-1" />
        </Link>
        <Link
          href="/restaurant"
          className="group flex items-center justify-between gap-4 rounded-2xl border-2 border-navy p-6 text-navy sm:p-8"
        >
          <span>
            <span className="block text-2xl font-extrabold">Visit our restaurant</span>
            <span className="mt-1 block text-ink-muted">Opening hours, offers and where to find us.</span>
          </span>
          <ArrowRightIcon className="size-8 shrink-0 transition-transform group-hover:translate-x-1" />
        </Link>
      </section>
    </div>
  );
}
