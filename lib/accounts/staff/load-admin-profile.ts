import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import type { StaffRole } from "../permissions";

export type AdminProfile = { username: string; imagePath: string | null; role: StaffRole; twoFactor: boolean };

export async function loadAdminProfile(adminId: string): Promise<AdminProfile> {
  const admin = await getDb().admin.findUnique({
    where: { id: adminId },
    select: { username: true, imagePath: true, role: true, totpEnabledAt: true, suspendedAt: true, removedAt: true },
  });
  if (!admin || admin.suspendedAt || admin.removedAt)
    throw new AppError("UNAUTHENTICATED", "Please sign in as an admin.");
  return { username: admin.username, imagePath: admin.imagePath, role: admin.role, twoFactor: !!admin.totpEnabledAt };
}
