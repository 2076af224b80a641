import Link from "next/link";

/** A pill-shaped link of an admin list: its pages, and its filters beside them. */
export const listLinkClass =
  "inline-flex min-h-11 items-center rounded-full border border-line px-4 font-semibold text-navy hover:border-navy";

/** Newer and older pages of a list kept newest first, as plain links (they work without script). */
export function PageLinks({
  label,
  page,
  pageCount,
  href,
}: {
  label: string;
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-5 py-4"
    >
      {page > 1 ? (
        <Link href={href(page - 1)} className={listLinkClass}>
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="text-ink-muted" aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={href(page + 1)} className={listLinkClass}>
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
