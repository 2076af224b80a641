import { randomBytes } from "node:crypto";
import { hashPassword } from "@/lib/accounts";
import type { DbClient } from "@/lib/platform/db";

export type SeedAdminResult =
  { created: false } | { created: true; username: string; password: string; generated: boolean };

/**
 * Creates the admin account when it does not exist yet. An existing admin's password is
 * never overwritten by a restart: changing ADMIN_PASSWORD later does not reset it.
 */
export async function seedAdmin(
  db: DbClient,
  options: { username: string; password?: string },
): Promise<SeedAdminResult> {
  const existing = await db.admin.findUnique({ where: { username: options.username } });
  if (existing) return { created: false };
  const generated = !options.password;
  const password = options.password ?? randomBytes(12).toString("base64url");
  await db.admin.upsert({
    where: { username: options.username },
    update: {},
    create: { username: options.username, passwordHash: await hashPassword(password) },
  });
  return { created: true, username: options.username, password, generated };
}
