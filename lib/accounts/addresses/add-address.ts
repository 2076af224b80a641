import "server-only";
import { getDb } from "@/lib/platform/db";
import { listActiveZones } from "@/lib/shop";
import { AppError } from "@/lib/platform/errors";
import type { AddressInput } from "./address-input";
import { addressSelect, withZone, type SavedAddress } from "./addresses";

export const MAX_ADDRESSES = 20;

const TOO_MANY = `You can keep at most ${MAX_ADDRESSES} addresses: remove one you no longer use (Profile, Address) to add another.`;

export async function addAddress(customerId: string, input: AddressInput): Promise<SavedAddress> {
  const db = getDb();
  if ((await db.address.count({ where: { customerId } })) >= MAX_ADDRESSES) {
    throw AppError.invalidInput(TOO_MANY, { address: TOO_MANY });
  }
  const saved = await db.address.create({ data: { customerId, ...input }, select: addressSelect });
  return withZone(saved, await listActiveZones());
}
