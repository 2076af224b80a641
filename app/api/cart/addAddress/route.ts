import { addAddress as add } from "@/lib/accounts";
import { handle } from "@/lib/api/handle";
import { addAddress } from "@/lib/api/store/addresses/contract";
import { describeAddress, presentAddress } from "@/lib/api/store/addresses/present";

export const POST = handle(addAddress, async ({ auth, body }) => {
  const { address, isNew } = await add(auth.customerId, body);
  // The same address again (a double click) answers the saved one, as the first click did, but 200.
  return {
    data: presentAddress(address),
    message: describeAddress(address, isNew ? "Address added successfully" : "This address is already saved."),
    status: isNew ? 201 : 200,
  };
});
