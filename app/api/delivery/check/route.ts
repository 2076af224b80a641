import { handle } from "@/lib/api/handle";
import { checkDelivery } from "@/lib/api/store/delivery/contract";
import { getConfig } from "@/lib/config";
import { describeDelivery, isOutwardCodeCovered } from "@/lib/delivery/delivery-area";

export const GET = handle(checkDelivery, async ({ query: { postcode } }) => {
  const delivers = isOutwardCodeCovered(postcode.outwardCode, getConfig().DELIVERY_OUTWARD_CODES);
  return {
    data: { postcode: postcode.postcode, outwardCode: postcode.outwardCode, delivers },
    message: describeDelivery(postcode.postcode, delivers),
  };
});
