import { handle } from "@/lib/api/handle";
import { getShopIdentity } from "@/lib/api/store/shop/contract";
import { presentShopIdentity } from "@/lib/api/store/shop/present";
import { shopIdentity } from "@/lib/shop";

export const GET = handle(getShopIdentity, async () => ({
  data: presentShopIdentity(await shopIdentity()),
  message: "Shop identity",
}));
