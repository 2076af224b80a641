import "server-only";
import { listStaff, type StaffChangeResult, type StaffMember } from "@/lib/accounts";
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

/** The message and the audit entry of a PATCH of a member: a new invitation, or a change of their account. */
export function describeStaffChange(result: StaffChangeResult) {
  if (result.kind === "invitationRenewed") {
    const sent = result.invitation;
    return {
      message: `A new invitation is on its way to ${sent.email}. Its link works once, for 72 hours.`,
      audit: {
        action: "staff.invite.renew",
        targetType: "admin",
        targetName: sent.username,
        after: { email: sent.email, expiresAt: sent.expiresAt.toISOString() },
      },
    };
  }
  return {
    message: "Saved.",
    audit: { action: "staff.change", targetType: "admin", targetName: result.member.username, ...result.audit },
  };
}
