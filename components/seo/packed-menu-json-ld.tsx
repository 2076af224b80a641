"use client";

import { unpackMenuSchemaSections, type TMenuSchemaSectionData } from "@/lib/shop/shared";
import { MenuJsonLd } from "./menu-json-ld";

type TPackedMenuJsonLdProps = Omit<Parameters<typeof MenuJsonLd>[0], "sections"> & {
  /** The menu's sections as the schema's few fields (packMenuSchemaSections). */
  sections: readonly TMenuSchemaSectionData[];
};

/** The order page's JSON-LD: its island holds one category's dishes, so the schema's fields come packed. */
export function PackedMenuJsonLd({ sections, ...props }: TPackedMenuJsonLdProps) {
  // Read only while the server renders the HTML, the one time MenuJsonLd builds its script.
  const unpacked = typeof window === "undefined" ? unpackMenuSchemaSections(sections) : [];
  return <MenuJsonLd {...props} sections={unpacked} />;
}
