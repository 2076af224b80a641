import { retirePromotion, updatePromotion } from "@/lib/api/admin/promotions/contract";
import { presentAdminPromotion, toPromotionInput } from "@/lib/api/admin/promotions/present";
import { handle } from "@/lib/api/handle";
import { retirePromotion as retire, updatePromotion as update } from "@/lib/promotions";

export const PATCH = handle(updatePromotion, async ({ params, body }) => ({
  data: presentAdminPromotion(await update(params.id, toPromotionInput(body))),
  message: "Promotion updated",
}));

/** Retires it: it stops applying and leaves every page; orders that used it keep it. */
export const DELETE = handle(retirePromotion, async ({ params }) => {
  await retire(params.id);
  return { data: null, message: "Promotion retired" };
});
