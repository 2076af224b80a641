import type { ReactNode } from "react";

type TPageIntroProps = {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
};

/** Heading block of the placeholder pages that later issues will fill in. */
export function PageIntro({ eyebrow, title, children }: TPageIntroProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 lg:px-8">
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{eyebrow}</p> : null}
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
      {children ? <div className="mt-3 max-w-2xl text-lg text-ink-muted">{children}</div> : null}
    </div>
  );
}
