import { IntentLink } from "@/components/ui/intent-link";
import type { ReactNode } from "react";

type TInfoPageProps = {
  title: string;
  intro: string;
  children: ReactNode;
  /** Off on the help page itself, where a link back to it would go nowhere. */
  isHelpLinkShown?: boolean;
};

/** Shared layout of the short help and legal pages linked from the footer. */
export function InfoPage({ title, intro, children, isHelpLinkShown = true }: TInfoPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14 lg:px-8">
      <nav aria-label="Breadcrumb" className="text-sm text-ink-muted">
        <ol className="flex items-center gap-2">
          <li>
            <IntentLink
              href="/"
              className="-my-3 inline-flex min-h-11 min-w-11 items-center justify-center underline underline-offset-4 hover:text-ink"
            >
              Home
            </IntentLink>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-ink">
            {title}
          </li>
        </ol>
      </nav>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-ink">{intro}</p>
      <div className="mt-6 space-y-4 text-base leading-relaxed text-ink-muted">{children}</div>
      <div className="mt-10 flex flex-wrap gap-3 border-t border-line pt-6">
        <IntentLink
          href="/order"
          className="rounded-full bg-brand px-5 py-2.5 font-semibold text-navy hover:bg-brand-strong"
        >
          Browse the menu
        </IntentLink>
        {isHelpLinkShown ? (
          <IntentLink
            href="/help"
            className="rounded-full border border-navy px-5 py-2.5 font-semibold text-navy hover:bg-surface"
          >
            Get help
          </IntentLink>
        ) : null}
      </div>
    </article>
  );
}
