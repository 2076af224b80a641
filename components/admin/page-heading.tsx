import type { ReactNode } from "react";

type TPageHeadingProps = { title: string; intro?: ReactNode; actions?: ReactNode };

/** The page's h1, a line under it and, on the right, the page's own controls. */
export function PageHeading({ title, intro, actions }: TPageHeadingProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
        {intro ? <p className="mt-1 text-ink-muted">{intro}</p> : null}
      </div>
      {actions}
    </div>
  );
}
