import { listCustomers as readCustomers } from "@/lib/accounts";
import { listCustomers } from "@/lib/api/admin/customers/contract";
import { presentAdminCustomer } from "@/lib/api/admin/customers/present";
import { handle } from "@/lib/api/handle";

export const GET = handle(listCustomers, async () => ({
  data: (await readCustomers()).map(presentAdminCustomer),
  message: "Users",
}));
