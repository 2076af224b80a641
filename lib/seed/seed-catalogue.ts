import { SEED_MENU, type SeedCategory } from "./data/menu";
import { SIZES } from "@/lib/menu/shared";
import type { DbClient } from "@/lib/platform/db";
import { menuArtPath } from "@/lib/menu";
import { SEED_DISH_DETAILS, SEED_VARIANT_DETAILS } from "./data/menu-details";
import { SEED_VAT_CLASSES } from "./data/menu-vat";

/** Allergens, labels and spice of a seeded dish (decision 016). */
function dishDetails(slug: string) {
  const d = SEED_DISH_DETAILS[slug];
  return d
    ? { allergens: d.allergens, mayContain: d.mayContain ?? [], dietary: d.dietary ?? [], spice: d.spice ?? 0 }
    : {};
}

function variantDetails(slug: string) {
  const d = SEED_VARIANT_DETAILS[slug];
  return d ? { allergensAdded: d.added ?? [], allergensRemoved: d.removed ?? [] } : {};
}
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
          ...dishDetails(item.slug),
          vatClass: SEED_VAT_CLASSES[item.slug] ?? "standard",
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
          ...variantDetails(variant.slug),
        })),
      },
    },
  });
}

/** Seeds the menu into an empty catalogue; leaves any existing catalogue alone. */
export async function seedCatalogue(db: DbClient): Promise<{ created: boolean }> {
  return db.$transaction(
    async (tx) => {
      // Serialises concurrent first starts of several instances on one database.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(7270736901)`;
      if ((await tx.category.count()) > 0) return { created: false };
      for (const [position, category] of SEED_MENU.entries()) {
        await createSeedCategory(tx as unknown as DbClient, category, position);
      }
      await seedExtras(tx as unknown as DbClient);
      return { created: true };
      // A first start on the embedded database writes the whole menu through one connection.
    },
    { timeout: 120_000, maxWait: 120_000 },
  );
}
