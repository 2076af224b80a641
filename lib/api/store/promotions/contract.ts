import { z } from "zod";
import { PLACEMENTS } from "@/lib/promotions/shared";
import { defineEndpoint } from "../../endpoint";

export const ZPromotionDto = z.object({
  _id: z.string(),
  name: z.string(),
  headline: z.string(),
  badge: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  code: z.string().nullable(),
  placements: z.array(z.enum(PLACEMENTS)),
  schedule: z.string().nullable(),
  liveNow: z.boolean(),
  endsAt: z.string().nullable(),
  /** Where a deal card leads: the menu at what the promotion applies to. */
  link: z.string(),
});
export type TPromotionDto = z.infer<typeof ZPromotionDto>;

/** The promotions the pages advertise, as they show them. */
export const listLivePromotions = defineEndpoint({
  method: "GET",
  path: "/api/promotions",
  access: "public",
  response: z.array(ZPromotionDto),
});
