import type { ReactNode } from "react";

type TSectionHeadingProps = { id: string; children: ReactNode; action?: ReactNode };

/** The h2 that opens each landing-page section, with an optional link on the right. */
export function SectionHeading({ id, children, action }: TSectionHeadingProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h2 id={id} className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        {children}
      </h2>
      {action}
    </div>
  );
}
