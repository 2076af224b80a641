import "server-only";
import type { DbTransaction } from "@/lib/platform/db";

/**
 * A kitchen ticket already on the rail stays there when its order is cancelled or rejected, and
 * reads like one to cook: each printer that printed one, or was offered one and may have printed it
 * without saying so, prints a "CANCELLED – DO NOT MAKE" slip at once. Run after the order's jobs not
 * yet printed are withdrawn, in the same transaction; once per order and printer (its once-key).
 */
export async function queueVoidSlips(tx: DbTransaction, orderId: string, now: Date): Promise<number> {
  const ticketed = await tx.printJob.findMany({
    where: {
      orderId,
      purpose: "kitchen",
      isVoid: false,
      OR: [{ status: "printed" }, { status: "cancelled", token: { not: null } }],
    },
    select: { printerId: true },
    distinct: ["printerId"],
  });
  if (!ticketed.length) return 0;
  const made = await tx.printJob.createMany({
    data: ticketed.map(({ printerId }) => ({
      orderId,
      printerId,
      purpose: "kitchen" as const,
      printAt: now,
      isVoid: true,
      onceKey: `${orderId}/${printerId}/void`,
    })),
    skipDuplicates: true,
  });
  return made.count;
}
