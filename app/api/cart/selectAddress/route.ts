import { selectAddress } from "@/lib/addresses/addresses";
import { requireCustomer } from "@/lib/auth/request-auth";
import { ZSelectAddressSchema } from "@/lib/basket/schemas";
import { readJson } from "@/lib/http/body";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const POST = route(async (req) => {
  const { customerId } = await requireCustomer(req);
  const { addressId } = await readJson(req, ZSelectAddressSchema);
  const address = await selectAddress(customerId, addressId.toLowerCase());
  return ok({ _id: address.id, address: address.text }, "Address selected successfully.");
});
