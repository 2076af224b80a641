import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import type { AuditActor } from "../audit/record-audit";
import { canGrantRole, type StaffRole } from "../permissions";
import { signOutMember } from "../sessions/sign-out-member";
import { clearTwoFactor } from "../two-factor/clear-two-factor";
import { keepAnOwner } from "./owners-left";
import { renewInvitation } from "./renew-invitation";

export type StaffChange = {
  role?: StaffRole | undefined;
  suspended?: boolean | undefined;
  signOutEverywhere?: boolean | undefined;
  /** Turns the member's two-factor off for them, who lost their phone and their recovery codes (decision 105). */
  resetTwoFactor?: boolean | undefined;
  /** E-mails a member who has not chosen a password yet a new invitation link, and nothing else. */
  sendNewInvitation?: boolean | undefined;
};

/** What a change did: a new invitation sent, or the member's account changed (its audit's before and after). */
export type StaffChangeResult =
  | { kind: "invitationRenewed"; invitation: Awaited<ReturnType<typeof renewInvitation>> }
  | ({ kind: "changed" } & Awaited<ReturnType<typeof changeAccount>>);

/**
 * Changes a member's role, suspends or restores them, or signs them out of every device (which
 * also stops their devices' new-order alerts); or sends a member still to choose a password a new
 * invitation. The invitation is asked on its own (the contract refuses it beside a role, a
 * suspension or a sign-out), and nothing else asked with it is done.
 */
export async function changeStaff(
  actor: NonNullable<AuditActor>,
  memberId: string,
  change: StaffChange,
  now = new Date(),
): Promise<StaffChangeResult> {
  if (change.sendNewInvitation)
    return { kind: "invitationRenewed", invitation: await renewInvitation(actor, memberId, now) };
  return { kind: "changed", ...(await changeAccount(actor, memberId, change, now)) };
}

async function changeAccount(actor: NonNullable<AuditActor>, memberId: string, change: StaffChange, now: Date) {
  if (change.role && !canGrantRole(actor.role, change.role))
    throw new AppError("FORBIDDEN", "You cannot give a role with powers you do not hold.");
  if (change.resetTwoFactor && memberId === actor.adminId)
    throw new AppError("CONFLICT", "Turn your own two-factor off under Account, with a code.");
  return getDb().$transaction(async (tx) => {
    const before = await tx.admin.findFirst({
      where: { id: memberId, removedAt: null },
      select: { id: true, username: true, role: true, suspendedAt: true, totpEnabledAt: true },
    });
    if (!before) throw AppError.notFound("Member of staff");
    if (change.resetTwoFactor) {
      // Who holds fewer powers than the member could otherwise strip their account's guard.
      if (!canGrantRole(actor.role, before.role))
        throw new AppError("FORBIDDEN", "You cannot reset the two-factor of someone with powers you do not hold.");
      if (!before.totpEnabledAt) throw new AppError("CONFLICT", `${before.username} has two-factor off already.`);
      await clearTwoFactor(tx, memberId);
    }
    const losesOwner =
      before.role === "owner" && ((change.role && change.role !== "owner") || change.suspended === true);
    if (losesOwner) await keepAnOwner(tx, memberId);
    const after = await tx.admin.update({
      where: { id: memberId },
      data: {
        ...(change.role ? { role: change.role } : {}),
        ...(change.suspended === undefined
          ? {}
          : { suspendedAt: change.suspended ? (before.suspendedAt ?? now) : null }),
      },
      select: { id: true, username: true, role: true, suspendedAt: true },
    });
    // A suspended member, or one whose powers shrank, starts again from the sign-in page.
    const roleChanged = change.role !== undefined && change.role !== before.role;
    // As does one whose two-factor was reset: their sessions were proved with it.
    const signsOut = !!(change.signOutEverywhere || change.suspended || roleChanged || change.resetTwoFactor);
    const signedOut = signsOut ? await signOutMember(tx, memberId, now) : null;
    return {
      member: after,
      audit: {
        before: { role: before.role, suspended: !!before.suspendedAt, twoFactor: !!before.totpEnabledAt },
        after: {
          ...(change.resetTwoFactor ? { twoFactor: false, twoFactorReset: true } : {}),
          role: after.role,
          suspended: !!after.suspendedAt,
          signedOutEverywhere: signsOut,
          ...(signedOut ? { alertDevicesStopped: signedOut.alertDevicesStopped } : {}),
        },
      },
    };
  });
}
