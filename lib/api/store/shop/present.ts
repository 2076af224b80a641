import "server-only";
import type { ShopIdentity } from "@/lib/shop/shared";
import { absoluteMediaUrl } from "../../media-url";
import type { TShopIdentityDto } from "./contract";

export function presentShopIdentity(shop: ShopIdentity): TShopIdentityDto {
  return {
    name: shop.name,
    logo: absoluteMediaUrl(shop.logoPath),
    address: shop.address,
    phone: shop.phone,
    email: shop.email,
    companyNumber: shop.companyNumber,
    vatNumber: shop.vatNumber,
  };
}
