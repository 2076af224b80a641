import "server-only";
import { getDb } from "@/lib/platform/db";
import { SIZES } from "@/lib/menu/shared";
import type { PromotionChoices } from "./types";

/** What the admin's promotion form offers to choose from: the menu's categories, dishes and pictures. */
export async function listPromotionChoices(): Promise<PromotionChoices> {
  const categories = await getDb().category.findMany({
    select: {
      id: true,
      name: true,
      items: {
        select: { id: true, name: true, imagePath: true, prices: { select: { size: true } } },
        orderBy: { position: "asc" },
      },
    },
    orderBy: { position: "asc" },
  });
  const deals = [
    { path: "/home/deal-pizzas.svg", label: "Deal: pizzas" },
    { path: "/home/deal-burgers.svg", label: "Deal: burgers" },
    { path: "/home/deal-kebabas.svg", label: "Deal: kebabs" },
  ];
  return {
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
    items: categories.flatMap((c) =>
      c.items.map((i) => ({
        id: i.id,
        name: i.name,
        category: c.name,
        sizes: SIZES.filter((s) => i.prices.some((p) => p.size === s)),
      })),
    ),
    pictures: [
      ...deals,
      ...categories.flatMap((c) =>
        c.items.flatMap((i) => (i.imagePath ? [{ path: i.imagePath, label: `${c.name}: ${i.name}` }] : [])),
      ),
    ],
  };
}
