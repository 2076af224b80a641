import "server-only";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/http/app-error";
import { formatMoney } from "@/lib/money";
import { zoneForPostcode } from "./zone-for-address";

/** What an order freezes about who to call and where to go (new Order columns). */
export type OrderDeliverySnapshot = {
  contactName: string;
  contactPhone: string;
  deliveryPostcode: string | null;
  riderNotes: string | null;
  deliveryZone: string | null;
};

export const NO_CONTACT_MESSAGE = "Tell us who to call: add your name and a UK phone number.";

export function outOfZoneMessage(postcode: string | null): string {
  return postcode
    ? `Sorry, we don't deliver to ${postcode}. Choose another address, or collect your order from us.`
    : "This address has no postcode, so we cannot deliver to it. Add the address again with its postcode.";
}

/**
 * create_order's delivery rules (409 when broken): a name and phone to call, and for a delivery
 * an address inside an active zone with a subtotal that reaches that zone's minimum. Answers
 * what the order freezes.
 */
export async function checkOrderDelivery(input: {
  customerId: string;
  fulfilment: "delivery" | "collection";
  address: { postcode: string | null; riderNotes: string | null } | null;
  subtotalPence: number;
}): Promise<OrderDeliverySnapshot> {
  const customer = await getDb().customer.findUnique({
    where: { id: input.customerId },
    select: { contactName: true, phone: true },
  });
  if (!customer?.contactName || !customer.phone) {
    throw new AppError("CONFLICT", NO_CONTACT_MESSAGE, {
      ...(customer?.contactName ? {} : { name: "Enter your name." }),
      ...(customer?.phone ? {} : { phone: "Enter a UK phone number." }),
    });
  }
  const contact = { contactName: customer.contactName, contactPhone: customer.phone };
  if (input.fulfilment === "collection" || !input.address) {
    return { ...contact, deliveryPostcode: null, riderNotes: null, deliveryZone: null };
  }
  const { postcode, riderNotes } = input.address;
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
  return { ...contact, deliveryPostcode: postcode, riderNotes, deliveryZone: zone.name };
}
