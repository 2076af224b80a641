import "server-only";
import type { DbTransaction } from "@/lib/platform/db";

/** Takes a member's second factor away: the secret, the last step used and the recovery codes. */
export async function clearTwoFactor(tx: DbTransaction, adminId: string): Promise<void> {
  await tx.admin.update({
    where: { id: adminId },
    data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null },
  });
  await tx.adminRecoveryCode.deleteMany({ where: { adminId } });
}
