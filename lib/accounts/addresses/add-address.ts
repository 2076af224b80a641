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

/** The address's text with its postcode written one way ("w1b5ah" and "W1B 5AH" are one postcode). */
function textKey(text: string, postcode: string | null): string {
  const collapsed = collapse(text);
  if (!postcode) return collapsed;
  const [outward, inward] = postcode.split(" ");
  return collapsed.replace(new RegExp(`\\b${outward}\\s*${inward}\\b`, "gi"), postcode);
}

/** The same place with the same notes: what a second click of the same form sends again. */
export function isSameAddress(a: AddressFields, b: AddressFields): boolean {
  return (
    (a.postcode ?? "").toUpperCase() === (b.postcode ?? "").toUpperCase() &&
    textKey(a.text, a.postcode) === textKey(b.text, b.postcode) &&
    collapse(a.line1) === collapse(b.line1) &&
    collapse(a.line2) === collapse(b.line2) &&
    collapse(a.town) === collapse(b.town) &&
    collapse(a.riderNotes) === collapse(b.riderNotes)
  );
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
    const existing = samePostcode.find((address) => isSameAddress(address, input));
    if (existing) return { saved: existing, isNew: false };
    if ((await tx.address.count({ where: { customerId } })) >= MAX_ADDRESSES) {
      throw AppError.invalidInput(TOO_MANY, { address: TOO_MANY });
    }
    return { saved: await tx.address.create({ data: { customerId, ...input }, select: addressSelect }), isNew: true };
  }, TRANSACTION_LIMITS);
  return { address: await withZone(saved, await listActiveZones()), isNew };
}
