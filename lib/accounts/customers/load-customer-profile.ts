import "server-only";
import { getDb } from "@/lib/platform/db";

export async function loadCustomerProfile(customerId: string) {
  return getDb().customer.findUnique({
    where: { id: customerId },
    select: {
      id: true,
      username: true,
      email: true,
      imagePath: true,
      isVerified: true,
      contactName: true,
      phone: true,
    },
  });
}
