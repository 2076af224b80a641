import { IntentLink } from "@/components/ui/intent-link";

/** The body of the 404 page, for unknown URLs and for pages that call notFound(). */
export function NotFoundPanel() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-6xl font-extrabold text-navy sm:text-7xl" aria-hidden="true">
        4<span className="inline-block rounded-full bg-brand px-3">0</span>4
      </p>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Page not found</h1>
      <p className="mt-3 text-lg text-ink-muted">
        Sorry, we couldn&apos;t find that page. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <IntentLink href="/" className="rounded-full bg-navy px-6 py-3 font-semibold text-white hover:bg-navy-soft">
          Go to the home page
        </IntentLink>
        <IntentLink
          href="/order"
          className="rounded-full bg-brand px-6 py-3 font-semibold text-navy hover:bg-brand-strong"
        >
          Browse the menu
        </IntentLink>
      </div>
    </div>
  );
}
