"use client";

import { buildMenuSchema, serialiseJsonLd, type TMenuSchemaSection } from "@/lib/shop/shared";

type TMenuJsonLdProps = {
  /** schema.org Restaurant without its menu (buildShopSchema), and the menu's name, address and currency. */
  restaurant: Record<string, unknown>;
  menu: { name: string; url: string; currency: string };
  /** The menu's sections as the page's island already has them (decision 045): the page passes the same array, so it is in the payload once. */
  sections: readonly TMenuSchemaSection[];
};

/** True while the server renders the HTML; `typeof window` is a constant in each of Next's builds. */
const isServerRender = typeof window === "undefined";

/**
 * The shop's schema.org Restaurant with its menu, as a JSON-LD script built from dishes the page
 * already hands to the browser. Rendered from a server component, the script's 24 KB would travel
 * twice, in the HTML and again in the page's payload; built here, it is in the HTML only. It is
 * built only while the server renders the HTML (decision 059): the browser's copy of this module
 * carries no builder, and hydration keeps the script as the server wrote it, since React does not
 * compare an element's inner HTML when hydrating (e2e/seo.spec.ts reads it after hydration).
 */
export function MenuJsonLd({ restaurant, menu, sections }: TMenuJsonLdProps) {
  const json = isServerRender
    ? serialiseJsonLd({ ...restaurant, hasMenu: buildMenuSchema({ ...menu, sections }) })
    : "";
  // Escaped by serialiseJsonLd, so the menu's text cannot break out of the script element. A data
  // block runs nothing; it still gets the response's nonce like every script (server/page-nonce).
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} suppressHydrationWarning />;
}
