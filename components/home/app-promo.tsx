import { shopIdentity } from "@/lib/shop";
import { AppStoreButtons } from "@/components/site/app-store-buttons";

export async function AppPromo() {
  const { name } = await shopIdentity();
  return (
    <section
      aria-labelledby="app-heading"
      className="grid items-center gap-6 overflow-hidden rounded-3xl bg-surface p-6 sm:p-10 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]"
    >
      <img
        src="/home/app.svg"
        alt={`A phone showing a pepperoni pizza in the ${name} app`}
        width={600}
        height={500}
        loading="lazy"
        decoding="async"
        className="mx-auto h-auto w-full max-w-xs md:max-w-sm"
      />
      <div className="space-y-4">
        <h2 id="app-heading" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          Ordering is more{" "}
          <span className="underline decoration-brand decoration-4 underline-offset-4">personalised</span> and instant
        </h2>
        <p className="text-lg text-ink-muted">
          Download the {name} app for faster ordering, your favourites a tap away and live order tracking.
        </p>
        <AppStoreButtons />
      </div>
    </section>
  );
}
