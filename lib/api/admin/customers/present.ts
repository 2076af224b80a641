import "server-only";
import type { listCustomers } from "@/lib/accounts";
import { absoluteMediaUrl } from "../../media-url";
import type { TAdminCustomerDto } from "./contract";
import { CASH_NOT_COLLECTED_LIMIT } from "@/lib/ordering/shared";

type CustomerRow = Awaited<ReturnType<typeof listCustomers>>[number];

export function presentAdminCustomer(c: CustomerRow, cashNotCollected = 0): TAdminCustomerDto {
  return {
    _id: c.id,
    filepath: absoluteMediaUrl(c.imagePath),
    username: c.username,
    email: c.email,
    isVerified: c.isVerified,
    createdAt: c.createdAt.toISOString(),
    cashNotCollected,
    cashBlocked: cashNotCollected >= CASH_NOT_COLLECTED_LIMIT,
  };
}
