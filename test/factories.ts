import { randomUUID } from "node:crypto";
import { hashPassword, createSession } from "@/lib/accounts";
import type { StaffRole } from "@/lib/accounts/shared";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { seedCatalogue, seedDeliveryZones } from "@/lib/seed";
import { resetDatabase } from "./db";

let hash: Promise<string> | undefined;

/**
 * A verified customer with a live session: `token` works as the bearer authToken. They have
 * given a name and phone to call (checkout asks for them), unless `contact: false`.
 */
export async function createCustomer(overrides: { username?: string; email?: string; contact?: boolean } = {}) {
  hash ??= hashPassword("secret123");
  const email = overrides.email ?? `c-${randomUUID()}@example.co.uk`;
  const customer = await getDb().customer.create({
    data: {
      username: overrides.username ?? "Customer",
      email,
      emailNormalized: email.toLowerCase(),
      passwordHash: await hash,
      isVerified: true,
      ...(overrides.contact === false ? {} : { contactName: "Sam Taylor", phone: "+447911123456" }),
    },
  });
  const { token } = await createSession({ customerId: customer.id });
  return { customer, token, password: "secret123" };
}

/**
 * A member of staff with a live session. By default the owner, with two-factor on and a session
 * opened with it, so money routes let them through; `twoFactor: false` for one without.
 */
export async function createAdmin(
  username = `admin-${randomUUID().slice(0, 8)}`,
  options: { role?: StaffRole; twoFactor?: boolean } = {},
) {
  const twoFactor = options.twoFactor ?? true;
  const admin = await getDb().admin.create({
    data: {
      username,
      passwordHash: await hashPassword("admin-pass-1"),
      role: options.role ?? "owner",
      ...(twoFactor ? { totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", totpEnabledAt: new Date() } : {}),
    },
  });
  const { token } = await createSession({ adminId: admin.id }, null, { twoFactor });
  return { admin, token, password: "admin-pass-1" };
}

/** The first item of a category with its sizes and prices, and the category's variants. */
export async function menuPick(categoryName: string) {
  const category = await getDb().category.findUniqueOrThrow({
    where: { name: categoryName },
    include: {
      items: { include: { prices: true }, orderBy: { position: "asc" } },
      subcategories: { orderBy: { position: "asc" } },
    },
  });
  const item = category.items[0]!;
  const price = (size: string) => item.prices.find((p) => p.size === size)!.pricePence;
  return { category, item, price, variants: category.subcategories };
}

/** The delivery zone a first start seeds from the default settings (W1, SW1, NW1...: £2.49, £12 minimum). */
export async function seedZone() {
  await seedDeliveryZones(getDb(), getConfig());
}

/**
 * An empty database, then the seeded menu and the default delivery zone: a shop that takes
 * orders at any hour, since no trading hours are set.
 */
export async function seedDeliveringShop() {
  await resetDatabase();
  await seedCatalogue(getDb());
  await seedZone();
}

/** seedDeliveringShop's shop, answering the menu's first pizza for tests where the dish itself does not matter. */
export async function freshDeliveringShop() {
  await seedDeliveringShop();
  return menuPick("Pizzas");
}
