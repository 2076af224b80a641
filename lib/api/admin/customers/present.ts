import "server-only";
import type { listCustomers } from "@/lib/accounts";
import { absoluteMediaUrl } from "../../media-url";
import type { TAdminCustomerDto } from "./contract";

type CustomerRow = Awaited<ReturnType<typeof listCustomers>>[number];

export function presentAdminCustomer(c: CustomerRow): TAdminCustomerDto {
  return {
    _id: c.id,
    filepath: absoluteMediaUrl(c.imagePath),
    username: c.username,
    email: c.email,
    isVerified: c.isVerified,
    createdAt: c.createdAt.toISOString(),
  };
}
