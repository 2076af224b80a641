import { ArrowRightIcon } from "./icons";

/** The postcode is not checked yet: we deliver across central London, so searching opens the menu. */
export function PostcodeSearch() {
  return (
    <form action="/order" method="get" className="w-full max-w-lg">
      <label htmlFor="home-postcode" className="block text-sm font-medium text-white">
        Enter a postcode to see what we deliver
      </label>
      <div className="mt-2 flex flex-col gap-2 rounded-3xl bg-white p-1.5 sm:flex-row sm:rounded-full">
        <input
          id="home-postcode"
          name="postcode"
          type="text"
          autoComplete="postal-code"
          placeholder="e.g. EC4R 3TE"
          className="min-w-0 flex-1 rounded-full bg-white px-5 py-3 text-base text-ink placeholder:text-ink-muted"
        />
        <button
          type="submit"
          className="inline-flex items-center justify-center gap-2 rounded-full bg-brand px-6 py-3 font-semibold text-navy hover:bg-brand-strong"
        >
          Search
          <ArrowRightIcon className="size-5" />
        </button>
      </div>
    </form>
  );
}
