import { z } from "zod";
import { INVALID_POSTCODE_MESSAGE, parsePostcode } from "@/lib/platform/uk-postcode";
import { defineEndpoint } from "../../endpoint";
import { ZMoney } from "../../schemas";

// Whether the shop delivers to a UK postcode (the home page's postcode box).

export const ZDeliveryCheckQuery = z.object({
  postcode: z
    .string({ error: "Enter a postcode." })
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

/** GET /api/delivery/check?postcode=W1B%205AH; the message says it in words. */
export const checkDelivery = defineEndpoint({
  method: "GET",
  path: "/api/delivery/check",
  access: "public",
  query: ZDeliveryCheckQuery,
  response: z.object({
    postcode: z.string(),
    outwardCode: z.string(),
    delivers: z.boolean(),
    /** The zone that delivers there (issue 12), with its fee and minimum order; null when none does. */
    zone: z.object({ _id: z.string(), name: z.string(), deliveryFee: ZMoney, minimumOrder: ZMoney }).nullable(),
  }),
});
