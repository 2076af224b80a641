import { listAddresses as list } from "@/lib/accounts";
import { handle } from "@/lib/api/handle";
import { listAddresses } from "@/lib/api/store/addresses/contract";
import { presentAddress } from "@/lib/api/store/addresses/present";

export const GET = handle(listAddresses, async ({ auth }) => {
  const addresses = await list(auth.customerId);
  return {
    data: addresses.map((a) => ({ ...presentAddress(a), selected: a.selected })),
    message: addresses.length ? "Addresses" : "No address found.",
  };
});
