import "server-only";

export { listEmails, type EmailLogEntry } from "./list-emails";
export { linkToken, newLinkSeed } from "./link-token";
export { queueEmail } from "./queue-email";
export { queueShopEmailOnce, type ShopEmailOutcome } from "./queue-shop-email-once";
export { renderEmail } from "./render";
export { findResend, readLoggedEmail, resendEmail, resendKeyOf } from "./resend-email";
export { sendEmailJob } from "./send-email-job";
export { type TOrderMailPayload } from "./templates/order/payload";
