import { FAQS, HOW_IT_WORKS, shopIdentity } from "@/lib/shop";

/** The about/FAQ block: plain <details> elements open and close without any JavaScript. */
export async function AboutUs() {
  const shop = await shopIdentity();
  // The questions name the shop as the owner has set it (issue 25).
  const named = (text: string) => text.replaceAll("{shop}", shop.name);
  return (
    <section aria-labelledby="about-heading" className="rounded-3xl bg-surface p-6 sm:p-10">
      <h2 id="about-heading" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        Know more about us
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
        <div>
          <h3 className="text-lg font-bold text-ink">Frequent questions</h3>
          <ul className="mt-3 space-y-2">
            {FAQS.map((faq, index) => (
              <li key={faq.question}>
                <details open={index === 0} className="group rounded-xl bg-white open:ring-2 open:ring-brand">
                  <summary className="cursor-pointer px-4 py-3 font-semibold text-ink marker:text-brand-strong">
                    {named(faq.question)}
                  </summary>
                  <p className="px-4 pb-3 text-ink-muted">{faq.answer}</p>
                </details>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-lg font-bold text-ink">How does {shop.name} work?</h3>
          <ol className="mt-3 grid gap-4 sm:grid-cols-3">
            {HOW_IT_WORKS.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-white p-5 text-center">
                <span
                  aria-hidden="true"
                  className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand text-xl font-extrabold text-navy"
                >
                  {index + 1}
                </span>
                <h4 className="mt-3 font-bold text-ink">{step.title}</h4>
                <p className="mt-1 text-sm text-ink-muted">{step.text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-ink-muted">
            {shop.name} is a pizza and fast-food kitchen at {shop.address}. We cook every order fresh, from
            hand-stretched pizzas to kebabs and burgers, and deliver late into the night.
          </p>
        </div>
      </div>
    </section>
  );
}
