import { SEED_MENU, type SeedCategory } from "@/lib/catalogue/seed-menu";
import { SIZES } from "@/lib/catalogue/types";
import type { DbClient } from "@/lib/db/create-client";
import { menuArtPath } from "@/lib/menu-art";
import { seedExtras } from "./seed-extras";

/** Writes one category with its items, prices and variants. */
export async function createSeedCategory(db: DbClient, category: SeedCategory, position: number) {
  return db.category.create({
    data: {
      name: category.name,
      position,
      items: {
        create: category.items.map((item, i) => ({
          name: item.name,
          description: item.description,
          imagePath: menuArtPath(item.slug, "item"),
          position: i,
          prices: {
            create: SIZES.flatMap((size) => {
              const pricePence = item.prices[size];
              return pricePence === undefined ? [] : [{ size, pricePence }];
            }),
          },
        })),
      },
      subcategories: {
        create: category.variants.map((variant, i) => ({
          name: variant.name,
          imagePath: menuArtPath(variant.slug, "variant"),
          coverImagePath: variant.withCover ? menuArtPath(variant.slug, "cover") : null,
          position: i,
        })),
      },
    },
  });
}

/** Seeds the menu into an empty catalogue; leaves any existing catalogue alone. */
export async function seedCatalogue(db: DbClient): Promise<{ created: boolean }> {
  return db.$transaction(async (tx) => {
    // Serialises concurrent first starts of several instances on one database.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(7270736901)`;
    if ((await tx.category.count()) > 0) return { created: false };
    for (const [position, category] of SEED_MENU.entries()) {
      await createSeedCategory(tx as unknown as DbClient, category, position);
    }
    await seedExtras(tx as unknown as DbClient);
    return { created: true };
    // A first start on the embedded database writes the whole menu through one connection.
  }, { timeout: 120_000, maxWait: 120_000 });
}
