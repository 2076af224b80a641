import "server-only";
import type { DbClient } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { recordAudit } from "../audit/record-audit";
import { signOutMember } from "../sessions/sign-out-member";
import { clearTwoFactor } from "../two-factor/clear-two-factor";

/**
 * Turns two-factor off for a member from the server's command line (`npm run staff:reset-2fa`):
 * the way back in for a shop's only owner who lost their phone and their recovery codes, whom no
 * one in the app can reset (decision 105). Whoever can run commands on the server holds the
 * database already. Signed out everywhere; recorded with no actor and the command as the reason.
 */
export async function resetTwoFactorFromServer(db: DbClient, username: string, now = new Date()) {
  return db.$transaction(async (tx) => {
    const member = await tx.admin.findFirst({
      where: { username: { equals: username.trim(), mode: "insensitive" }, removedAt: null },
      select: { id: true, username: true, role: true, totpEnabledAt: true },
    });
    if (!member) throw AppError.notFound(`Member of staff "${username.trim()}"`);
    if (!member.totpEnabledAt) throw new AppError("CONFLICT", `${member.username} has two-factor off already.`);
    await clearTwoFactor(tx, member.id);
    const { alertDevicesStopped } = await signOutMember(tx, member.id, now);
    await recordAudit(
      {
        actor: null,
        action: "staff.2fa.reset",
        targetType: "admin",
        targetId: member.id,
        targetName: member.username,
        before: { twoFactor: true },
        after: { twoFactor: false, signedOutEverywhere: true, alertDevicesStopped },
        reason: "Reset on the server (npm run staff:reset-2fa).",
      },
      tx,
    );
    return { username: member.username, role: member.role };
  });
}
