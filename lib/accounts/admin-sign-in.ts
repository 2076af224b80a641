import "server-only";
import { hashPassword, verifyPassword } from "./password";
import { createSession } from "./sessions";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";

let dummyHash: Promise<string> | undefined;

export async function signInAdmin(username: string, password: string, userAgent: string | null) {
  const admin = await getDb().admin.findUnique({ where: { username }, select: { id: true, username: true, imagePath: true, passwordHash: true } });
  dummyHash ??= hashPassword("not-a-real-password");
  const valid = await verifyPassword(admin?.passwordHash ?? (await dummyHash), password);
  if (!admin || !valid) throw new AppError("UNAUTHENTICATED", "Invalid username or password.");
  const { token, session } = await createSession({ adminId: admin.id }, userAgent);
  return { token, session, admin: { username: admin.username, imagePath: admin.imagePath } };
}

export type AdminProfile = { username: string; imagePath: string | null };

export async function loadAdminProfile(adminId: string): Promise<AdminProfile> {
  const admin = await getDb().admin.findUnique({ where: { id: adminId }, select: { username: true, imagePath: true } });
  if (!admin) throw new AppError("UNAUTHENTICATED", "Please sign in as an admin.");
  return admin;
}
