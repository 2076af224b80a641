import { addAddress } from "@/lib/addresses/addresses";
import { requireCustomer } from "@/lib/auth/request-auth";
import { ZAddressSchema } from "@/lib/basket/schemas";
import { readJson } from "@/lib/http/body";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const POST = route(async (req) => {
  const { customerId } = await requireCustomer(req);
  const { address } = await readJson(req, ZAddressSchema);
  const saved = await addAddress(customerId, address);
  return ok({ _id: saved.id, address: saved.text }, "Address added successfully", { status: 201 });
});
