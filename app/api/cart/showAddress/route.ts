import { listAddresses } from "@/lib/addresses/addresses";
import { requireCustomer } from "@/lib/auth/request-auth";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route(async (req) => {
  const { customerId } = await requireCustomer(req);
  const addresses = await listAddresses(customerId);
  return ok(
    addresses.map((a) => ({ _id: a.id, address: a.text, selected: a.selected })),
    addresses.length ? "Addresses" : "No address found.",
  );
});
