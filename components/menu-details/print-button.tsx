"use client";

/** Prints the page (the allergen table prints without the site's header and footer). */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="min-h-11 rounded-full border border-navy px-5 font-semibold text-navy hover:bg-surface print:hidden"
    >
      Print this table
    </button>
  );
}
