import { selectAddress as select } from "@/lib/accounts";
import { handle } from "@/lib/api/handle";
import { selectAddress } from "@/lib/api/store/addresses/contract";
import { describeAddress, presentAddress } from "@/lib/api/store/addresses/present";

export const POST = handle(selectAddress, async ({ auth, body }) => {
  const address = await select(auth.customerId, body.addressId);
  return { data: presentAddress(address), message: describeAddress(address, "Address selected successfully.") };
});
