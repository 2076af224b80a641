import { createPromotion, listPromotions } from "@/lib/api/admin/promotions/contract";
import { presentAdminPromotion, toPromotionInput } from "@/lib/api/admin/promotions/present";
import { handle } from "@/lib/api/handle";
import { createPromotion as create, listPromotionsForAdmin } from "@/lib/promotions";

export const GET = handle(listPromotions, async () => ({
  data: (await listPromotionsForAdmin()).map(presentAdminPromotion),
  message: "Promotions",
}));

export const POST = handle(createPromotion, async ({ body }) => ({
  data: presentAdminPromotion(await create(toPromotionInput(body))),
  message: "Promotion created",
  status: 201,
}));
