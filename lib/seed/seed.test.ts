import { beforeEach, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/accounts";
import { SEED_MENU } from "./data/menu";
import { SEED_VAT_CLASSES } from "./data/menu-vat";
import { getDb } from "@/lib/platform/db";
import { resetDatabase } from "@/test/db";
import { seedAdmin } from "./seed-admin";
import { seedCatalogue } from "./seed-catalogue";

async function counts() {
  const db = getDb();
  return {
    categories: await db.category.count(),
    items: await db.categoryItem.count(),
    prices: await db.itemPrice.count(),
    variants: await db.subcategory.count(),
    admins: await db.admin.count(),
  };
}

describe("first-start seed", () => {
  beforeEach(resetDatabase);

  it("fills an empty catalogue with the whole menu, in pence", async () => {
    expect(await seedCatalogue(getDb())).toEqual({ created: true });
    const c = await counts();
    expect(c.categories).toBe(13);
    expect(c.items).toBe(SEED_MENU.reduce((n, cat) => n + cat.items.length, 0));
    expect(c.variants).toBe(SEED_MENU.reduce((n, cat) => n + cat.variants.length, 0));
    const prices = await getDb().itemPrice.findMany();
    for (const p of prices) {
      expect(Number.isInteger(p.pricePence)).toBe(true);
      expect(p.pricePence).toBeGreaterThan(0);
    }
    const missingImage = await getDb().categoryItem.count({ where: { imagePath: null } });
    expect(missingImage).toBe(0);
  });

  it("classes the menu for VAT as an accountant would: cold salads, cold cakes and dips zero, the rest standard", async () => {
    await seedCatalogue(getDb());
    const items = await getDb().categoryItem.findMany({
      select: { name: true, vatClass: true, category: { select: { name: true } } },
    });
    const classOf = (name: string) => items.find((i) => i.name === name)?.vatClass;
    expect(
      items
        .filter((i) => i.vatClass === "zero")
        .map((i) => i.name)
        .sort(),
    ).toEqual(
      [
        ...SEED_MENU.find((c) => c.slug === "salads")!.items.map((i) => i.name),
        ...SEED_MENU.find((c) => c.slug === "sauces")!.items.map((i) => i.name),
        "Chocolate Fudge Cake",
        "New York Cheesecake",
      ].sort(),
    );
    // Excepted items (VAT Notice 701/14): ice cream, confectionery, soft drinks and bottled water.
    for (const name of ["Vanilla Ice Cream", "Orbit Spearmint", "Coca-Cola", "Still Water"])
      expect(classOf(name), name).toBe("standard");
    // Hot food and hot drinks (VAT Notice 709/1 section 4), the warm puddings included.
    for (const name of [
      "Margherita",
      "Doner Kebab",
      "Classic Fries",
      "Sticky Toffee Pudding",
      "Cookie Dough Pot",
      "Americano",
    ]) {
      expect(classOf(name), name).toBe("standard");
    }
    const slugs = new Set(SEED_MENU.flatMap((c) => c.items.map((i) => i.slug)));
    for (const slug of Object.keys(SEED_VAT_CLASSES)) expect(slugs.has(slug), slug).toBe(true);
  });

  it("changes nothing when run twice, even concurrently", async () => {
    await Promise.all([seedCatalogue(getDb()), seedCatalogue(getDb())]);
    const once = await counts();
    expect(await seedCatalogue(getDb())).toEqual({ created: false });
    expect(await counts()).toEqual(once);
    expect(once.categories).toBe(13);
  });

  it("creates the admin once with a hashed password and never overwrites it", async () => {
    const first = await seedAdmin(getDb(), { username: "owner", password: "correct horse" });
    expect(first).toMatchObject({ created: true, username: "owner", generated: false });
    const again = await seedAdmin(getDb(), { username: "owner", password: "another password" });
    expect(again).toEqual({ created: false });
    const admin = await getDb().admin.findUniqueOrThrow({ where: { username: "owner" } });
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin.passwordHash, "correct horse")).toBe(true);
    expect(await verifyPassword(admin.passwordHash, "another password")).toBe(false);
  });

  it("generates a strong admin password when none is configured", async () => {
    const result = await seedAdmin(getDb(), { username: "admin" });
    expect(result.created && result.generated).toBe(true);
    if (result.created) expect(result.password.length).toBeGreaterThanOrEqual(16);
  });
});
