import "server-only";
import { getDb, TRANSACTION_LIMITS } from "@/lib/platform/db";
import { listActiveZones } from "@/lib/shop";
import { AppError } from "@/lib/platform/errors";
import type { AddressInput } from "./address-input";
import { addressSelect, withZone, type SavedAddress } from "./addresses";

export const MAX_ADDRESSES = 20;

const TOO_MANY = `You can keep at most ${MAX_ADDRESSES} addresses: remove one you no longer use (Profile, Address) to add another.`;

type AddressFields = Omit<AddressInput, "postcode"> & { postcode: string | null };

const collapse = (text: string | null) => (text ?? "").trim().replace(/\s+/g, " ");

// Anything written like a full postcode, as a whole word, in any case and spacing. One pattern
// for every address, not one built from each address's postcode: only the address's own postcode
// is rewritten, by the comparison in textKey.
const POSTCODE_LIKE = /\b([A-Z]{1,2}[0-9][A-Z0-9]?)\s*([0-9][A-Z]{2})\b/gi;

/** The address's text with its postcode written one way ("w1b5ah" and "W1B 5AH" are one postcode). */
function textKey(text: string, postcode: string | null): string {
  const collapsed = collapse(text);
  if (!postcode) return collapsed;
  const own = postcode.toUpperCase();
  return collapsed.replace(POSTCODE_LIKE, (written, outward: string, inward: string) =>
    `${outward} ${inward}`.toUpperCase() === own ? postcode : written,
  );
}

/**
 * The same place with the same notes, written one way: two addresses with one key are what a second
 * click of the same form sends again. Worked out once per address, not once per comparison.
 */
function sameAddressKey(address: AddressFields): string {
  return JSON.stringify([
    (address.postcode ?? "").toUpperCase(),
    textKey(address.text, address.postcode),
    collapse(address.line1),
    collapse(address.line2),
    collapse(address.town),
    collapse(address.riderNotes),
  ]);
}

/**
 * Saves an address, or answers the one the customer already has that is the same (isNew false):
 * a double click or a retried request must not leave two identical cards to choose between.
 */
export async function addAddress(
  customerId: string,
  input: AddressInput,
): Promise<{ address: SavedAddress; isNew: boolean }> {
  const { saved, isNew } = await getDb().$transaction(async (tx) => {
    // One add of the customer's at a time, so that adds sent together (a double click, two tabs)
    // each count what the one before saved: counted at once, 16 saved and 8 sent together made 21.
    // The same lock makes the second of two identical adds find the first's.
    await tx.$queryRaw`SELECT id FROM "Customer" WHERE id = ${customerId}::uuid FOR UPDATE`;
    const samePostcode = await tx.address.findMany({
      where: { customerId, postcode: input.postcode },
      select: addressSelect,
      orderBy: { createdAt: "asc" },
    });
    const key = sameAddressKey(input);
    const existing = samePostcode.find((address) => sameAddressKey(address) === key);
    if (existing) return { saved: existing, isNew: false };
    if ((await tx.address.count({ where: { customerId } })) >= MAX_ADDRESSES) {
      throw AppError.invalidInput(TOO_MANY, { address: TOO_MANY });
    }
    return { saved: await tx.address.create({ data: { customerId, ...input }, select: addressSelect }), isNew: true };
  }, TRANSACTION_LIMITS);
  return { address: await withZone(saved, await listActiveZones()), isNew };
}
