import "server-only";
import { placeLabel } from "../extras/labels";
import { listOptionGroupsForAdmin, readCategoriesWithVariants, STAFF } from "@/lib/menu";

/** What the sold-out switches start from: the server's state at the time the page was read. */
export type TSaleState = { available: boolean; soldOut: boolean; soldOutUntil: string | null; hidden: boolean };
export type TSaleEntry = { id: string; name: string; state: TSaleState };
export type TSaleCategory = { id: string; name: string; dishes: TSaleEntry[]; variants: TSaleEntry[] };
export type TSaleExtraGroup = {
  id: string;
  name: string;
  /** Where the group is offered: "Every dish in Pizzas", "Margherita (Pizzas)". */
  place: string;
  options: { id: string; name: string; available: boolean }[];
};
export type TSaleBoard = { categories: TSaleCategory[]; extras: TSaleExtraGroup[] };

const stateOf = (v: TSaleState): TSaleState => ({
  available: v.available,
  soldOut: v.soldOut,
  soldOutUntil: v.soldOutUntil,
  hidden: v.hidden,
});

/** Every dish, variant and extra with whether it is on sale, hidden ones too: they may come back tonight. */
export async function loadSaleBoard(): Promise<TSaleBoard> {
  const [categories, groups] = await Promise.all([readCategoriesWithVariants(STAFF), listOptionGroupsForAdmin()]);
  const menu = categories.map((c) => ({
    id: c.id,
    name: c.name,
    items: c.items.map((i) => ({ id: i.id, name: i.name })),
  }));
  return {
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      dishes: c.items.map((d) => ({ id: d.id, name: d.name, state: stateOf(d) })),
      variants: c.variants.map((v) => ({ id: v.id, name: v.name, state: stateOf(v) })),
    })),
    extras: groups
      .filter((g) => g.options.length > 0)
      .map((g) => ({
        id: g.id,
        name: g.name,
        place: placeLabel(g, menu),
        options: g.options.map((o) => ({ id: o.id, name: o.name, available: o.available })),
      })),
  };
}
