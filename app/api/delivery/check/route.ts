import { handle } from "@/lib/api/handle";
import { checkDelivery } from "@/lib/api/store/delivery/contract";
import { getConfig } from "@/lib/platform/config";
import { describeDelivery } from "@/lib/shop/shared";
import { zoneForPostcode } from "@/lib/shop";
import { formatMoney, toMajor } from "@/lib/platform/money";

export const GET = handle(checkDelivery, async ({ query: { postcode } }) => {
  const zone = await zoneForPostcode(postcode.outwardCode);
  const currency = getConfig().CURRENCY;
  return {
    data: {
      postcode: postcode.postcode,
      outwardCode: postcode.outwardCode,
      delivers: zone !== null,
      zone: zone
        ? {
            _id: zone.id,
            name: zone.name,
            deliveryFee: toMajor(zone.feePence),
            minimumOrder: toMajor(zone.minimumOrderPence),
          }
        : null,
    },
    message: describeDelivery(
      postcode.postcode,
      zone
        ? { feeText: formatMoney(zone.feePence, currency), minimumText: formatMoney(zone.minimumOrderPence, currency) }
        : null,
    ),
  };
});
