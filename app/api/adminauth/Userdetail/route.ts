import { listCustomers as readCustomers } from "@/lib/accounts";
import { listCustomers } from "@/lib/api/admin/customers/contract";
import { presentAdminCustomer } from "@/lib/api/admin/customers/present";
import { handle } from "@/lib/api/handle";
import { countCashNotCollectedByCustomer } from "@/lib/ordering";

export const GET = handle(listCustomers, async () => {
  const [customers, notCollected] = await Promise.all([readCustomers(), countCashNotCollectedByCustomer()]);
  return {
    data: customers.map((c) => presentAdminCustomer(c, notCollected.get(c.id) ?? 0)),
    message: "Users",
  };
});
