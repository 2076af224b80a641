import { PinIcon } from "@/components/site/icons";
import { SAMPLE_ADDRESS } from "@/components/site/nav-items";

export function LocationCard() {
  return (
    <section
      id="location"
      aria-labelledby="location-heading"
      className="on-dark scroll-mt-4 overflow-hidden rounded-2xl bg-navy text-white"
    >
      <img
        src="/restaurant/map.svg"
        alt="Street map of Regent Street between Oxford Street and Piccadilly, with a pin on Tasty Slice"
        width={800}
        height={500}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-full object-cover"
      />
      <div className="p-6">
        <h2 id="location-heading" className="flex items-center gap-2 text-xl font-extrabold">
          <PinIcon className="size-6 text-brand" />
          Where to find us
        </h2>
        <address className="mt-3 not-italic">
          <span className="block text-lg font-semibold">Tasty Slice</span>
          <span className="block text-white/85">{SAMPLE_ADDRESS}</span>
        </address>
        <p className="mt-3 text-sm text-white/85">Collection orders are ready at the counter, open until 3:00 AM.</p>
      </div>
    </section>
  );
}
