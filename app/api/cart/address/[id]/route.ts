import { removeAddress as remove } from "@/lib/accounts";
import { handle } from "@/lib/api/handle";
import { removeAddress } from "@/lib/api/store/addresses/contract";

export const DELETE = handle(removeAddress, async ({ auth, params }) => {
  await remove(auth.customerId, params.id);
  return { data: null, message: "Address removed." };
});
