import "server-only";
import { render } from "@react-email/render";
import { shopIdentity } from "@/lib/shop";
import { EMAIL_TEMPLATES, isTemplateName } from "./templates";
import type { EmailTemplate } from "./templates/define";

/**
 * `replyTo`: the shop's own address, so that a customer's answer reaches the shop, not EMAIL_FROM's
 * mailbox. `fromName`: the shop's trading name, shown as the sender at EMAIL_FROM's address.
 */
export type RenderedEmail = { subject: string; html: string; text: string; replyTo: string; fromName: string };

/** A stored mail made ready to send: its HTML and the plain-text part derived from it. */
export async function renderEmail(template: string, payload: unknown): Promise<RenderedEmail> {
  if (!isTemplateName(template)) throw new Error(`Unknown e-mail template "${template}".`);
  const definition = EMAIL_TEMPLATES[template] as EmailTemplate<unknown>;
  const data = definition.payload.parse(payload);
  const shop = await shopIdentity();
  // The shop as it is when the mail is sent: its name, address and contacts in every mail.
  const element = definition.body(data, shop);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: definition.subject(data, shop), html, text, replyTo: shop.email, fromName: shop.name };
}
