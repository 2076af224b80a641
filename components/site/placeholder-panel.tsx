import { IntentLink } from "@/components/ui/intent-link";
import type { ReactNode } from "react";

type TPlaceholderPanelProps = {
  children: ReactNode;
  primary?: { label: string; href: string };
};

/** Body of a page whose real content arrives in a later issue: says so plainly and offers a way on. */
export function PlaceholderPanel({
  children,
  primary = { label: "Browse the menu", href: "/order" },
}: TPlaceholderPanelProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 lg:px-8">
      <div className="rounded-2xl border border-dashed border-ink-muted/50 bg-surface p-6 sm:p-8">
        <div className="max-w-2xl space-y-3 text-ink-muted">{children}</div>
        <IntentLink
          href={primary.href}
          className="mt-6 inline-flex rounded-full bg-brand px-5 py-2.5 font-semibold text-navy hover:bg-brand-strong"
        >
          {primary.label}
        </IntentLink>
      </div>
    </div>
  );
}
