import { handle } from "@/lib/api/handle";
import { listLivePromotions } from "@/lib/api/store/promotions/contract";
import { presentPromotion } from "@/lib/api/store/promotions/present";
import { listAdvertisedPromotions } from "@/lib/promotions";

export const GET = handle(listLivePromotions, async () => ({
  data: (await listAdvertisedPromotions(new Date())).map(presentPromotion),
  message: "Promotions",
}));
