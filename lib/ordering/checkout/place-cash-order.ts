import "server-only";
import { AppError } from "@/lib/platform/errors";
import { transactionWithJobs } from "@/lib/platform/queue";
import { placeOrder } from "./place-order";

/**
 * A cash order goes to the kitchen at once (decision 030): its payment is written due (status
 * `created`, provider `cash`) and the order placed, in one transaction, with the confirmation
 * saying how much to pay on delivery or at collection. Staff mark the cash in (markCashPaid).
 */
export async function placeCashOrder(input: {
  orderId: string;
  providerOrderId: string;
  amountPence: number;
  currency: string;
  now: Date;
}) {
  await transactionWithJobs(async (tx, jobs) => {
    const rows = await tx.$queryRaw<
      { id: string }[]
    >`SELECT id FROM "Order" WHERE id = ${input.orderId}::uuid AND status = 'pending' FOR UPDATE`;
    if (!rows.length) throw AppError.notFound("Order");
    const order = await tx.order.findUniqueOrThrow({
      where: { id: input.orderId },
      select: { id: true, customerId: true, updatedAt: true },
    });
    await tx.payment.create({
      data: {
        orderId: order.id,
        provider: "cash",
        providerOrderId: input.providerOrderId,
        amountPence: input.amountPence,
        currency: input.currency,
      },
    });
    await placeOrder(jobs, order, { now: input.now, paidAt: null });
  });
}
