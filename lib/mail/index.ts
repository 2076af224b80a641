import "server-only";

export { listEmails, resendEmail, type EmailLogEntry } from "./email-log";
export { linkToken, newLinkSeed } from "./link-token";
export { queueEmail } from "./queue-email";
export { renderEmail } from "./render";
export { sendEmailJob } from "./send-email-job";
export { type TOrderMailPayload } from "./templates/order/payload";
