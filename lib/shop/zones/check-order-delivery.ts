import "server-only";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { formatMoney } from "@/lib/platform/money";
import { takePhoneFromAddress } from "./phone-in-address";
import { zoneForPostcode } from "./zone-for-address";
import type { Fulfilment } from "../hours/timetable";

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

/**
 * create_order's delivery rules (409 when broken): a phone to call, and for a delivery an address
 * inside an active zone with a subtotal that reaches that zone's minimum. Answers what the order
 * freezes. The name defaults to the account's username; a UK number written in the delivery
 * address is the one to call for it, and becomes the account's when it has none (decision 022).
 */
export async function checkOrderDelivery(input: {
  customerId: string;
  fulfilment: Fulfilment;
  address: { text: string; postcode: string | null; riderNotes: string | null } | null;
  subtotalPence: number;
}): Promise<OrderDeliverySnapshot> {
  const db = getDb();
  const customer = await db.customer.findUnique({
    where: { id: input.customerId },
    select: { username: true, contactName: true, phone: true },
  });
  if (!customer) throw AppError.notFound("Customer");
  const isDelivery = input.fulfilment === "delivery" && input.address !== null;
  const inAddress = isDelivery ? takePhoneFromAddress(input.address!.text) : null;
  const phone = inAddress?.phone ?? customer.phone;
  if (!phone) {
    const message = isDelivery ? NO_PHONE_FOR_DELIVERY_MESSAGE : NO_PHONE_FOR_COLLECTION_MESSAGE;
    throw new AppError("CONFLICT", message, { phone: "Enter a UK phone number." });
  }
  const contact = { contactName: customer.contactName ?? customer.username, contactPhone: phone };
  if (!isDelivery) {
    return { ...contact, deliveryAddress: null, deliveryPostcode: null, riderNotes: null, deliveryZone: null };
  }
  const { text, postcode, riderNotes } = input.address!;
  const zone = await zoneForPostcode(postcode);
  if (!zone) throw new AppError("CONFLICT", outOfZoneMessage(postcode), { addressId: outOfZoneMessage(postcode) });
  const short = zone.minimumOrderPence - input.subtotalPence;
  if (short > 0) {
    const currency = getConfig().CURRENCY;
    throw new AppError(
      "CONFLICT",
      `The minimum order for delivery to ${postcode} is ${formatMoney(zone.minimumOrderPence, currency)}: add ${formatMoney(short, currency)} more.`,
    );
  }
  if (inAddress && !customer.phone) {
    // Only an account without a number takes it: one given at checkout or on the profile stays.
    await db.customer.updateMany({ where: { id: input.customerId, phone: null }, data: { phone: inAddress.phone } });
  }
  return { ...contact, deliveryAddress: inAddress?.riderText ?? text, deliveryPostcode: postcode, riderNotes, deliveryZone: zone.name };
}
