import { PostcodeCheck } from "./postcode-check";

export function HomeHero() {
  return (
    <section
      aria-labelledby="home-heading"
      className="on-dark grid overflow-hidden rounded-3xl bg-navy text-white md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]"
    >
      <div className="space-y-6 p-6 sm:p-10 lg:p-12">
        <p className="text-base text-white/85">Order restaurant food, takeaway and groceries.</p>
        <h1 id="home-heading" className="text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">
          Feast your senses, <span className="text-brand">fast and fresh</span>
        </h1>
        <PostcodeCheck />
      </div>
      {/* Decorative next to the heading; hidden on phones, where it would push the search down.
          Lazy, so that a phone, which never shows it, does not fetch it either. */}
      <div className="hidden items-end justify-end md:flex">
        <img
          src="/home/hero.svg"
          alt="A pepperoni pizza with a cheeseburger and fries"
          width={600}
          height={520}
          loading="lazy"
          decoding="async"
          className="h-auto w-full max-w-md"
        />
      </div>
    </section>
  );
}
