import { resetPasswordTemplate } from "./account/reset-password";
import { verifyEmailTemplate } from "./account/verify-email";
import type { EmailTemplate } from "./define";
import { orderUnansweredTemplate, shopPausedItselfTemplate } from "./staff/kitchen-alerts";
import {
  shopPaymentMismatchTemplate,
  shopRefundFailedTemplate,
  shopRefundMadeAfterAllTemplate,
} from "./staff/money-alerts";
import { staffInviteTemplate } from "./staff/staff-invite";
import {
  orderAcceptedTemplate,
  orderCancelledTemplate,
  orderConfirmationTemplate,
  orderOutForDeliveryTemplate,
  orderReadyTemplate,
  orderRejectedTemplate,
  refundFailedTemplate,
  refundMadeAfterAllTemplate,
  refundMadeTemplate,
} from "./order/templates";

/**
 * Every mail the shop sends, by the name stored in EmailMessage.template. A name, once used,
 * keeps its payload readable: queued and logged mails are rendered (or re-sent) from it.
 *
 * To add one (e.g. order/confirmation): write templates/order/confirmation.tsx with
 * defineEmailTemplate and the layout's parts, register it here, and queue it with
 * queueEmail(jobs, { template: "order-confirmation", to, payload }) in the transaction that
 * makes the change it reports.
 */
export const EMAIL_TEMPLATES = {
  "verify-email": verifyEmailTemplate,
  "reset-password": resetPasswordTemplate,
  "order-confirmation": orderConfirmationTemplate,
  "order-accepted": orderAcceptedTemplate,
  "order-out-for-delivery": orderOutForDeliveryTemplate,
  "order-ready": orderReadyTemplate,
  "order-rejected": orderRejectedTemplate,
  "order-cancelled": orderCancelledTemplate,
  "refund-made": refundMadeTemplate,
  "refund-failed": refundFailedTemplate,
  "refund-made-after-all": refundMadeAfterAllTemplate,
  "staff-invite": staffInviteTemplate,
  "order-unanswered": orderUnansweredTemplate,
  "shop-paused-itself": shopPausedItselfTemplate,
  "shop-refund-failed": shopRefundFailedTemplate,
  "shop-refund-made-after-all": shopRefundMadeAfterAllTemplate,
  "shop-payment-mismatch": shopPaymentMismatchTemplate,
} as const;

export type TemplateName = keyof typeof EMAIL_TEMPLATES;

export type PayloadOf<N extends TemplateName> = (typeof EMAIL_TEMPLATES)[N] extends EmailTemplate<infer P> ? P : never;

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(EMAIL_TEMPLATES, name);
}
