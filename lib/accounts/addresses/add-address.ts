import "server-only";
import { getDb, TRANSACTION_LIMITS } from "@/lib/platform/db";
import { listActiveZones } from "@/lib/shop";
import { AppError } from "@/lib/platform/errors";
import type { AddressInput } from "./address-input";
import { addressSelect, withZone, type SavedAddress } from "./addresses";

export const MAX_ADDRESSES = 20;

const TOO_MANY = `You can keep at most ${MAX_ADDRESSES} addresses: remove one you no longer use (Profile, Address) to add another.`;

export async function addAddress(customerId: string, input: AddressInput): Promise<SavedAddress> {
  const saved = await getDb().$transaction(async (tx) => {
    // One add of the customer's at a time, so that adds sent together (a double click, two tabs)
    // each count what the one before saved: counted at once, 16 saved and 8 sent together made 21.
    await tx.$queryRaw`SELECT id FROM "Customer" WHERE id = ${customerId}::uuid FOR UPDATE`;
    if ((await tx.address.count({ where: { customerId } })) >= MAX_ADDRESSES) {
      throw AppError.invalidInput(TOO_MANY, { address: TOO_MANY });
    }
    return tx.address.create({ data: { customerId, ...input }, select: addressSelect });
  }, TRANSACTION_LIMITS);
  return withZone(saved, await listActiveZones());
}
