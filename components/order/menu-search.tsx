import { SearchIcon } from "@/components/site/icons";

type TMenuSearchProps = { categoryId?: string };

/** Searching is a later issue; for now submitting simply reloads the same category. */
export function MenuSearch({ categoryId }: TMenuSearchProps) {
  return (
    <form role="search" action="/order" method="get" className="w-full sm:max-w-sm">
      <label htmlFor="menu-search" className="sr-only">
        Search the menu
      </label>
      {categoryId ? <input type="hidden" name="category" value={categoryId} /> : null}
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted" />
        <input
          id="menu-search"
          name="q"
          type="search"
          placeholder="Search from menu…"
          autoComplete="off"
          className="w-full rounded-full border border-ink-muted/60 bg-white py-3 pr-5 pl-12 text-base text-ink placeholder:text-ink-muted focus:border-navy"
        />
      </div>
    </form>
  );
}
