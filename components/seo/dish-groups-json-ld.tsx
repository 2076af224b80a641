"use client";

import { readDish, type TDishGroupData } from "@/components/restaurant/dish-card-view";
import { MenuJsonLd } from "./menu-json-ld";

type TDishGroupsJsonLdProps = Omit<Parameters<typeof MenuJsonLd>[0], "sections"> & {
  /** The restaurant page's dish island's own data (decision 045), as tuples. */
  groups: readonly TDishGroupData[];
};

/** The restaurant page's JSON-LD: its island holds the dishes as tuples, named again here. */
export function DishGroupsJsonLd({ groups, ...props }: TDishGroupsJsonLdProps) {
  // Read only while the server renders the HTML, the one time MenuJsonLd builds its script.
  const sections =
    typeof window === "undefined"
      ? groups.map((group) => ({ name: group.name, items: group.dishes.map(readDish) }))
      : [];
  return <MenuJsonLd {...props} sections={sections} />;
}
