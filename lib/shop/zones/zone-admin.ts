import "server-only";
import { type Prisma, isUniqueViolation } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { doCoveredCodesOverlap } from "@/lib/platform/uk-postcode";
import type { DeliveryZoneInput } from "./zone-types";

const CHECK = "Check the highlighted fields and try again.";
const NAME_TAKEN = "Another zone has this name.";

/**
 * Active zones may not share an outward code (decision 015): the zone of an address, its fee
 * and its minimum must be one answer. Checked under a lock so that two admins saving at once
 * cannot each pass the check.
 */
export async function assertNoOverlap(tx: Prisma.TransactionClient, input: DeliveryZoneInput, id: string | null) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('delivery-zones', 0))`;
  const fields: Record<string, string> = {};
  const named = await tx.deliveryZone.findUnique({ where: { name: input.name }, select: { id: true } });
  if (named && named.id !== id) fields.name = NAME_TAKEN;
  if (input.isActive) {
    const others = await tx.deliveryZone.findMany({
      where: { isActive: true, ...(id ? { id: { not: id } } : {}) },
      select: { name: true, outwardCodes: true },
    });
    const clashes: string[] = [];
    for (const code of input.outwardCodes) {
      for (const other of others) {
        const hit = other.outwardCodes.find((theirs) => doCoveredCodesOverlap(code, theirs));
        if (hit) clashes.push(`${code} overlaps ${hit} in ${other.name}`);
      }
    }
    if (clashes.length)
      fields.outwardCodes = `${clashes.slice(0, 3).join("; ")}. An outward code belongs to one active zone.`;
  }
  if (Object.keys(fields).length) throw AppError.invalidInput(CHECK, fields);
}

export function dataOf(input: DeliveryZoneInput) {
  return { ...input, outwardCodes: [...new Set(input.outwardCodes.map((c) => c.toUpperCase()))] };
}

export async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.invalidInput(CHECK, { name: NAME_TAKEN });
    throw err;
  }
}
