import "server-only";
import { getDb } from "@/lib/platform/db";

/** Who the rider and the kitchen call about the customer's orders (asked at checkout). */
export async function updateContact(customerId: string, contact: { name: string; phone: string }) {
  return getDb().customer.update({
    where: { id: customerId },
    data: { contactName: contact.name, phone: contact.phone },
    select: { contactName: true, phone: true },
  });
}
