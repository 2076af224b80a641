import { selectAddress as select } from "@/lib/addresses/addresses";
import { handle } from "@/lib/api/handle";
import { selectAddress } from "@/lib/api/store/addresses/contract";

export const POST = handle(selectAddress, async ({ auth, body }) => {
  const address = await select(auth.customerId, body.addressId);
  return { data: { _id: address.id, address: address.text }, message: "Address selected successfully." };
});
