import "server-only";
import type { SavedAddress } from "@/lib/accounts";
import { outOfZoneMessage, takePhoneFromAddress } from "@/lib/shop";
import { toMajor } from "@/lib/platform/money";
import type { TAddressDto } from "./contract";

export function presentAddress(address: SavedAddress): TAddressDto {
  return {
    _id: address.id,
    address: address.text,
    line1: address.line1,
    line2: address.line2,
    town: address.town,
    postcode: address.postcode,
    riderNotes: address.riderNotes,
    phone: takePhoneFromAddress(address.text)?.phone ?? null,
    deliverable: address.zone !== null,
    zone: address.zone
      ? {
          _id: address.zone.id,
          name: address.zone.name,
          deliveryFee: toMajor(address.zone.feePence),
          minimumOrder: toMajor(address.zone.minimumOrderPence),
        }
      : null,
  };
}

/** What the customer is told when they save or choose an address. */
export function describeAddress(address: SavedAddress, done: string): string {
  return address.zone
    ? done
    : `${done.replace(/\.$/, "")}, but ${outOfZoneMessage(address.postcode).replace(/^Sorry, w/, "w")}`;
}
