import { addAddress as add } from "@/lib/accounts";
import { handle } from "@/lib/api/handle";
import { addAddress } from "@/lib/api/store/addresses/contract";
import { describeAddress, presentAddress } from "@/lib/api/store/addresses/present";

export const POST = handle(addAddress, async ({ auth, body }) => {
  const saved = await add(auth.customerId, body);
  return { data: presentAddress(saved), message: describeAddress(saved, "Address added successfully"), status: 201 };
});
