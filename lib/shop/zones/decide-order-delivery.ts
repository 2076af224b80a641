import type { Refusal } from "@/lib/platform/errors";
import { takePhoneFromAddress } from "./phone-in-address";
import type { DeliveryZone } from "./zone-types";
import type { Fulfilment } from "../hours/timetable";

// Pure: the checkout pipeline (lib/ordering/checkout) loads the customer, the address and its
// zone once and asks here; nothing is read or written from this file.

/** What an order freezes about who to call and where to go (new Order columns). */
export type OrderDeliverySnapshot = {
  contactName: string;
  contactPhone: string;
  /** The address as the rider reads it: as written, less a phone number taken out of it. */
  deliveryAddress: string | null;
  deliveryPostcode: string | null;
  riderNotes: string | null;
  deliveryZone: string | null;
};

/** The spec's clients have one address box and no phone field: the fix has to happen there. */
export const NO_PHONE_FOR_DELIVERY_MESSAGE =
  "Add a UK phone number to your address so that we can call you about your order: add the address again with the number in it (for example Flat 2, 10 High Street, London W1B 2AA, 07911 123456) and choose Deliver Here.";
export const NO_PHONE_FOR_COLLECTION_MESSAGE = "Tell us who to call: add a UK phone number.";

export function outOfZoneMessage(postcode: string | null): string {
  return postcode
    ? `Sorry, we don't deliver to ${postcode}. Choose another address, or collect your order from us.`
    : "This address has no postcode, so we cannot deliver to it. Add the address again with its postcode.";
}

/** A refusal of create_order: its status is a conflict (409) unless said otherwise. */
export type CheckoutRefusal = Refusal & { code: "CONFLICT" | "INVALID_INPUT"; fields?: Record<string, string> };

export type OrderDeliveryDecision = {
  /** Null when refused. */
  snapshot: OrderDeliverySnapshot | null;
  /** The zone the order is delivered in (its minimum is checked with the basket's). */
  zone: DeliveryZone | null;
  /** A number found in the address, to become the account's when it has none (decision 022). */
  phoneForAccount: string | null;
  refusals: CheckoutRefusal[];
};

/**
 * create_order's delivery rules: a phone to call, and for a delivery an address inside an active
 * zone. Answers what the order freezes, or every rule broken. The name defaults to the account's
 * username; a UK number written in the delivery address is the one to call for it.
 */
export function decideOrderDelivery(input: {
  customer: { username: string; contactName: string | null; phone: string | null };
  fulfilment: Fulfilment;
  address: { text: string; postcode: string | null; riderNotes: string | null } | null;
  /** The active zone of the address's postcode, or null outside every zone. */
  zone: DeliveryZone | null;
}): OrderDeliveryDecision {
  const { customer } = input;
  const refusals: CheckoutRefusal[] = [];
  const address = input.fulfilment === "delivery" ? input.address : null;
  const inAddress = address ? takePhoneFromAddress(address.text) : null;
  const phone = inAddress?.phone ?? customer.phone;
  if (!phone) {
    const message = address ? NO_PHONE_FOR_DELIVERY_MESSAGE : NO_PHONE_FOR_COLLECTION_MESSAGE;
    refusals.push({ code: "CONFLICT", field: "phone", message, fields: { phone: "Enter a UK phone number." } });
  }
  if (address && !input.zone) {
    const message = outOfZoneMessage(address.postcode);
    refusals.push({ code: "CONFLICT", field: "addressId", message, fields: { addressId: message } });
  }
  const zone = address ? input.zone : null;
  if (refusals.length || !phone) return { snapshot: null, zone, phoneForAccount: null, refusals };
  const contact = { contactName: customer.contactName ?? customer.username, contactPhone: phone };
  if (!address) {
    return {
      snapshot: { ...contact, deliveryAddress: null, deliveryPostcode: null, riderNotes: null, deliveryZone: null },
      zone: null,
      phoneForAccount: null,
      refusals,
    };
  }
  return {
    snapshot: {
      ...contact,
      deliveryAddress: inAddress?.riderText ?? address.text,
      deliveryPostcode: address.postcode,
      riderNotes: address.riderNotes,
      deliveryZone: zone!.name,
    },
    zone,
    // Only an account without a number takes it: one given at checkout or on the profile stays.
    phoneForAccount: inAddress && !customer.phone ? inAddress.phone : null,
    refusals,
  };
}
