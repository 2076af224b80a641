import type { ReactNode } from "react";

/** An account page's section: its heading (which names the section) and an optional line. */
export function ProfileSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-5">
        <h2 id={id} className="text-2xl font-extrabold tracking-tight text-ink">
          {title}
        </h2>
        {intro ? <p className="mt-1 text-ink-muted">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
