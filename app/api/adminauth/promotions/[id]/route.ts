import { retirePromotion, updatePromotion } from "@/lib/api/admin/promotions/contract";
import { auditPromotion, presentAdminPromotion, toPromotionInput } from "@/lib/api/admin/promotions/present";
import { handle } from "@/lib/api/handle";
import { retirePromotion as retire, updatePromotion as update } from "@/lib/promotions";

export const PATCH = handle(updatePromotion, async ({ params, body }) => {
  const { before, promotion } = await update(params.id, toPromotionInput(body));
  return {
    data: presentAdminPromotion(promotion),
    message: "Promotion updated",
    audit: {
      action: "promotion.update",
      targetType: "promotion",
      targetId: promotion.id,
      targetName: promotion.name,
      before: auditPromotion(before),
      after: auditPromotion(promotion),
    },
  };
});

/** Retires it: it stops applying and leaves every page; orders that used it keep it. */
export const DELETE = handle(retirePromotion, async ({ params }) => {
  const { id, name, code, wasRetired } = await retire(params.id);
  return {
    data: null,
    message: "Promotion retired",
    audit: {
      action: "promotion.retire",
      targetType: "promotion",
      targetId: id,
      targetName: name,
      before: { name, code, retired: wasRetired },
      after: { name, code, retired: true },
    },
  };
});
