import type { ReactNode } from "react";

/** Heading and one-line introduction at the top of each account screen. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{title}</h1>
      {children ? <div className="mt-2 text-ink-muted">{children}</div> : null}
    </div>
  );
}
