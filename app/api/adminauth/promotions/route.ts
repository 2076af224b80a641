import { createPromotion, listPromotions } from "@/lib/api/admin/promotions/contract";
import { auditPromotion, presentAdminPromotion, toPromotionInput } from "@/lib/api/admin/promotions/present";
import { handle } from "@/lib/api/handle";
import { createPromotion as create, listPromotionsForAdmin } from "@/lib/promotions";

export const GET = handle(listPromotions, async () => ({
  data: (await listPromotionsForAdmin()).map(presentAdminPromotion),
  message: "Promotions",
}));

export const POST = handle(createPromotion, async ({ body }) => {
  const promotion = await create(toPromotionInput(body));
  return {
    data: presentAdminPromotion(promotion),
    message: "Promotion created",
    status: 201,
    audit: {
      action: "promotion.create",
      targetType: "promotion",
      targetId: promotion.id,
      targetName: promotion.name,
      after: auditPromotion(promotion),
    },
  };
});
