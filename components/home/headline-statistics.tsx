import { HEADLINE_STATISTICS, shopIdentity } from "@/lib/shop";

export async function HeadlineStatistics() {
  const { name } = await shopIdentity();
  return (
    <section aria-labelledby="statistics-heading" className="rounded-3xl bg-brand p-6 text-navy sm:p-8">
      <h2 id="statistics-heading" className="sr-only">
        {name} in numbers
      </h2>
      <dl className="grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
        {HEADLINE_STATISTICS.map((statistic) => (
          <div key={statistic.label} className="flex flex-col-reverse justify-end">
            <dt className="mt-1 font-semibold">{statistic.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight sm:text-4xl">{statistic.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
