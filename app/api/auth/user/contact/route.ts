import { updateContact as update } from "@/lib/accounts";
import { handle } from "@/lib/api/handle";
import { updateContact } from "@/lib/api/store/account/contract";

export const PUT = handle(updateContact, async ({ auth, body }) => {
  const saved = await update(auth.customerId, body);
  return {
    data: { contactName: saved.contactName!, phone: saved.phone! },
    message: "We will call this number about your orders.",
  };
});
