"use client";

import { handleISRError } from "next/dist/client/components/handle-isr-error";

/**
 * What a visitor sees when an error reaches past every page's own, the last screen the router
 * has. It is Next.js's own fallback as well (next.config.ts aliases the built-in one here,
 * decision 090), so that the router carries one such screen, not two:
 * the built-in one styled itself with `style` props and an unnonced `<style>`, which the page's
 * style policy refuses (decision 013); with this one in its place every page's first scripts
 * are 0.9 KB lighter (Brotli).
 * The shop's stylesheet stays in the document when the layout above fails, so the classes
 * apply; without it the screen is plain HTML and still works.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  // A page being re-rendered for the cache (decision 021) throws instead, so that a failure
  // keeps the page cached before it rather than caching this screen.
  handleISRError({ error });
  return (
    <html lang="en-GB">
      {/* The failed layout's metadata went with it; React puts this title in the head. */}
      <title>Sorry, this page could not be shown</title>
      <body className="min-h-dvh bg-white font-sans text-ink antialiased">
        <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Sorry, this page could not be shown</h1>
          <p className="mt-3 text-lg text-ink-muted">
            Something went wrong on our side. Please reload the page in a moment.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="min-h-11 rounded-full bg-navy px-6 py-3 font-semibold text-white hover:bg-navy-soft"
            >
              Reload the page
            </button>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a whole new page: the app that failed is not asked to navigate */}
            <a
              href="/order"
              className="min-h-11 rounded-full bg-brand px-6 py-3 font-semibold text-navy hover:bg-brand-strong"
            >
              Browse the menu
            </a>
          </div>
          {error.digest ? <p className="mt-8 text-sm text-ink-muted">Error reference: {error.digest}</p> : null}
        </main>
      </body>
    </html>
  );
}
