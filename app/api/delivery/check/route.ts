import { z } from "zod";
import { getConfig } from "@/lib/config";
import {
  INVALID_POSTCODE_MESSAGE,
  describeDelivery,
  isOutwardCodeCovered,
  parsePostcode,
} from "@/lib/delivery/delivery-area";
import { parseWith } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

const ZDeliveryCheckQuery = z.object({
  postcode: z
    .string()
    // Longer than any postcode with generous spacing: nothing more is worth reading.
    .max(16, INVALID_POSTCODE_MESSAGE)
    .transform((value, ctx) => {
      const parsed = parsePostcode(value);
      if (!parsed) {
        ctx.addIssue({ code: "custom", message: value.trim() ? INVALID_POSTCODE_MESSAGE : "Enter a postcode." });
        return z.NEVER;
      }
      return parsed;
    }),
});

/** GET /api/delivery/check?postcode=W1B%205AH: whether the shop delivers to a UK postcode. */
export const GET = route(async (req) => {
  const { postcode } = parseWith(
    ZDeliveryCheckQuery,
    { postcode: req.nextUrl.searchParams.get("postcode") ?? "" },
    "Check the postcode and try again.",
  );
  const delivers = isOutwardCodeCovered(postcode.outwardCode, getConfig().DELIVERY_OUTWARD_CODES);
  return ok(
    { postcode: postcode.postcode, outwardCode: postcode.outwardCode, delivers },
    describeDelivery(postcode.postcode, delivers),
  );
});
