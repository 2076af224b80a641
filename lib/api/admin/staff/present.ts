import "server-only";
import { listStaff, type StaffMember } from "@/lib/accounts";
import { AppError } from "@/lib/platform/errors";
import type { TStaffMemberDto } from "./contract";

export function presentStaffMember(m: StaffMember): TStaffMemberDto {
  return {
    _id: m.id,
    username: m.username,
    email: m.email,
    role: m.role,
    suspended: !!m.suspendedAt,
    twoFactor: !!m.totpEnabledAt,
    invitePending: m.invitePending,
    activeSessions: m.activeSessions,
    lastSeenAt: m.lastSeenAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
  };
}

/** One member as the staff list shows them, after a change. */
export async function presentStaffMemberById(id: string): Promise<TStaffMemberDto> {
  const member = (await listStaff()).find((m) => m.id === id);
  if (!member) throw AppError.notFound("Member of staff");
  return presentStaffMember(member);
}
