import { beforeAll, describe, expect, it } from "vitest";
import { loadSaleBoard } from "@/components/admin/availability/load-sale-board";
import { readCategoriesWithItems, readSubcategories, STAFF } from "@/lib/menu";
import { getDb } from "@/lib/platform/db";
import { seedCatalogue } from "@/lib/seed";
import { resetDatabase } from "../db";

// The kitchen's "Sold out and pause" page reads the whole menu, hidden entries included: a dish or
// variant hidden tonight may come back tomorrow, and its switch must be there to bring it back.

beforeAll(async () => {
  await resetDatabase();
  await seedCatalogue(getDb());
});

describe("loadSaleBoard", () => {
  it("lists every category's dishes and variants in the menu's order, hidden and sold out ones too", async () => {
    const db = getDb();
    const pizzas = await db.category.findFirstOrThrow({ where: { name: "Pizzas" }, include: { subcategories: true } });
    const [hiddenVariant, soldOutVariant] = pizzas.subcategories;
    await db.subcategory.update({ where: { id: hiddenVariant!.id }, data: { hidden: true } });
    await db.subcategory.update({ where: { id: soldOutVariant!.id }, data: { soldOut: true } });

    const board = await loadSaleBoard();

    const categories = await readCategoriesWithItems(STAFF);
    expect(board.categories.map((c) => c.name)).toEqual(categories.map((c) => c.name));
    for (const [i, category] of categories.entries()) {
      const variants = await readSubcategories(category.id, STAFF);
      expect(board.categories[i]!.variants.map((v) => v.id)).toEqual(variants.map((v) => v.id));
      expect(board.categories[i]!.dishes.map((d) => d.id)).toEqual(category.items.map((d) => d.id));
    }
    const boardPizzas = board.categories.find((c) => c.id === pizzas.id)!;
    expect(boardPizzas.variants.find((v) => v.id === hiddenVariant!.id)?.state.hidden).toBe(true);
    expect(boardPizzas.variants.find((v) => v.id === soldOutVariant!.id)?.state).toMatchObject({
      soldOut: true,
      available: false,
    });
  });
});
