import "server-only";
import { readFrozenExtras } from "@/lib/menu";
import type { DbTransaction } from "@/lib/platform/db";
import type { TOrderMailPayload } from "@/lib/mail";
import { shopIdentityInTransaction } from "@/lib/shop";
import { ratePercent } from "@/lib/platform/vat";
import { headlineRate, vatKeptPence, vatOfOrder, vatRefundSelect } from "../vat/vat-of-order";
import { orderNumber } from "./order-number";
import type { Fulfilment } from "@/lib/shop/shared";

/** A snapshot of an order for its e-mails, read in the transaction that queues them. */
export async function orderMailPayload(
  tx: DbTransaction,
  orderId: string,
): Promise<TOrderMailPayload & { to: string }> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    include: {
      customer: { select: { username: true, email: true } },
      lines: { orderBy: { id: "asc" } },
      promotions: { orderBy: { createdAt: "asc" }, select: { name: true, amountPence: true } },
      refunds: { select: vatRefundSelect },
      payments: { where: { status: "paid" }, select: { amountPence: true }, take: 1 },
    },
  });
  const shop = await shopIdentityInTransaction(tx);
  const vat = vatOfOrder(order);
  const paid = order.payments[0];
  const record = order as typeof order & { fulfilment?: Fulfilment; promisedAt?: Date | null; slotStart?: Date | null };
  return {
    to: order.customer.email,
    orderId: order.id,
    orderNumber: orderNumber(order),
    username: order.customer.username,
    // The name given for the order, frozen with it (decision 022), not the account's username.
    name: order.contactName,
    currency: order.currency,
    lines: order.lines.map((l) => ({
      dish: l.itemName,
      size: l.size,
      variant: l.subcategoryName,
      extras: readFrozenExtras(l.extras).map((e) => e.name),
      instruction: l.instruction,
      qty: l.qty,
      totalPence: l.totalPence,
      discountPence: l.discountPence,
      freeWith: l.freeWith,
    })),
    subtotalPence: order.subtotalPence,
    discountPence: order.discountPence,
    deliveryFeePence: order.deliveryFeePence,
    totalPence: order.grandTotalPence,
    vatRatePercent: ratePercent(headlineRate(vat, order.createdAt)),
    vatPence: vatKeptPence(vat),
    vatBreakdown: vat.kept.map((r) => ({
      ratePercent: ratePercent(r.basisPoints),
      netPence: r.netPence,
      vatPence: r.vatPence,
      grossPence: r.grossPence,
    })),
    promotions: order.promotions,
    fulfilment: record.fulfilment ?? "delivery",
    promisedAt: record.promisedAt?.toISOString() ?? null,
    slotStart: record.slotStart?.toISOString() ?? null,
    deliveryAddress: order.deliveryAddress,
    shop: { name: shop.name, address: shop.address, phone: shop.phone, vatNumber: shop.vatNumber },
    trackUrl: `${shop.url}/order-detail/${order.id}`,
    paymentMethod: order.paymentMethod,
    tipPence: order.tipPence,
    cashDuePence: order.paymentMethod === "cash" && !order.paidAt ? order.grandTotalPence : null,
    paidPence: paid?.amountPence ?? null,
    refundedPence: paid
      ? order.refunds.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amountPence, 0)
      : null,
  };
}
