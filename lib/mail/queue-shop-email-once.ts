import "server-only";
import type { TransactionJobs } from "@/lib/platform/queue";
import { shopIdentityInTransaction } from "@/lib/shop";
import { queueEmail } from "./queue-email";
import type { PayloadOf, TemplateName } from "./templates";

/** What became of a mail to the shop: queued now, queued by an earlier call, or nowhere to send it. */
export type ShopEmailOutcome = "queued" | "queued-before" | "no-address";

/**
 * A mail to the shop's own e-mail (Store › Shop details, where the owner reads the shop's mail;
 * decision 113), queued once per key inside the caller's transaction: a redelivered event or the
 * next pass of a job queues nothing. queueEmail itself does not look: a second mail with the same
 * key is a unique violation there, which would roll the caller's change back. A shop with no
 * e-mail set hears nothing by mail, so the log says so, at the caller's level, every time.
 */
export async function queueShopEmailOnce<N extends TemplateName>(
  jobs: TransactionJobs,
  mail: {
    template: N;
    payload: PayloadOf<N>;
    idempotencyKey: string;
    /** Logged when the shop has no e-mail address. */
    noAddress: { level: "warn" | "error"; message: string };
  },
): Promise<ShopEmailOutcome> {
  const { tx } = jobs;
  const { idempotencyKey } = mail;
  if (await tx.emailMessage.findUnique({ where: { idempotencyKey }, select: { id: true } })) return "queued-before";
  const shop = await shopIdentityInTransaction(tx);
  if (!shop.email) {
    console[mail.noAddress.level](mail.noAddress.message);
    return "no-address";
  }
  await queueEmail(jobs, { to: shop.email, template: mail.template, payload: mail.payload, idempotencyKey });
  return "queued";
}
