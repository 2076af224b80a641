import "server-only";
import { getDb } from "@/lib/platform/db";
import { adminSignInNeeded } from "../request-auth";
import type { StaffRole } from "../permissions";

export type AdminProfile = { username: string; imagePath: string | null; role: StaffRole; twoFactor: boolean };

export async function loadAdminProfile(adminId: string): Promise<AdminProfile> {
  const admin = await getDb().admin.findUnique({
    where: { id: adminId },
    select: { username: true, imagePath: true, role: true, totpEnabledAt: true, suspendedAt: true, removedAt: true },
  });
  if (!admin || admin.suspendedAt || admin.removedAt) throw adminSignInNeeded();
  return { username: admin.username, imagePath: admin.imagePath, role: admin.role, twoFactor: !!admin.totpEnabledAt };
}
