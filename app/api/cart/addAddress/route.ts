import { addAddress as add } from "@/lib/addresses/addresses";
import { handle } from "@/lib/api/handle";
import { addAddress } from "@/lib/api/store/addresses/contract";

export const POST = handle(addAddress, async ({ auth, body }) => {
  const saved = await add(auth.customerId, body.address);
  return { data: { _id: saved.id, address: saved.text }, message: "Address added successfully", status: 201 };
});
