import type { ReactElement } from "react";
import type { z } from "zod";
import type { MailShop } from "./brand";

/**
 * One kind of mail. The payload is what the business code records when it queues the mail
 * (in EmailMessage.payload); everything else is made from it when the mail is sent.
 * Payloads hold no secrets (see ../link-token.ts).
 */
export type EmailTemplate<P> = {
  payload: z.ZodType<P>;
  /** `shop`: the shop's identity when the mail is queued. */
  subject: (payload: P, shop: MailShop) => string;
  /** The mail as React Email elements; its plain-text part is derived from the HTML. */
  body: (payload: P, shop: MailShop) => ReactElement;
};

export function defineEmailTemplate<P>(template: EmailTemplate<P>): EmailTemplate<P> {
  return template;
}
