import type { Metadata } from "next";
import type { ReactNode } from "react";
import { formatSheetTime, loadSheetOrder } from "@/components/admin/print/load-sheet-order";
import { PrintControls } from "@/components/admin/print/print-controls";
import { formatSize } from "@/lib/menu/shared";
import { paidByText } from "@/lib/ordering/shared";
import { formatMoney, toMinor } from "@/lib/platform/money";
import { FULFILMENT_NAMES } from "@/lib/shop/shared";

export const metadata: Metadata = { title: "Receipt" };

const sum = (list: number[]) => list.reduce((s, n) => s + n, 0);

type TPageProps = { params: Promise<{ id: string }>; searchParams: Promise<{ print?: string }> };

function Line({ label, children, isStrong }: { label: ReactNode; children: ReactNode; isStrong?: boolean }) {
  return (
    <div className={`flex justify-between gap-2 ${isStrong ? "text-base font-black" : ""}`}>
      <dt>{label}</dt>
      <dd className="shrink-0">{children}</dd>
    </div>
  );
}

/** The customer's receipt: the shop, the lines with prices, and the VAT the total includes. */
export default async function ReceiptPage({ params, searchParams }: TPageProps) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const order = await loadSheetOrder(id);
  const money = (major: number) => formatMoney(toMinor(major), order.currency);
  return (
    <>
      <PrintControls orderId={order.id} autoPrint={query.print === "1"} />
      <article
        className="print-slip mx-auto shadow print:shadow-none"
        data-testid="receipt"
        aria-labelledby="receipt-title"
      >
        <header className="text-center">
          <h1 id="receipt-title" className="text-xl font-black">
            {order.shop.name}
          </h1>
          <p>{order.shop.address}</p>
          <p>Tel {order.shop.phone}</p>
          {order.shop.vatNumber ? <p data-testid="receipt-vat-number">VAT no. {order.shop.vatNumber}</p> : null}
        </header>
        <dl className="mt-2 border-y border-dashed border-black py-1">
          <Line label="Order">{order.orderNumber}</Line>
          <Line label="Date">{formatSheetTime(order.placedAt ?? order.createdAt)}</Line>
          <Line label="For">{FULFILMENT_NAMES[order.fulfilment]}</Line>
        </dl>
        <dl className="mt-2 space-y-1">
          {order.lines.map((line) => (
            <Line
              key={line.id}
              label={
                <>
                  {line.qty} × {line.itemName}
                  <span className="block text-[11px]">
                    {formatSize(line.size)}
                    {line.variantName ? `, ${line.variantName}` : ""}
                  </span>
                </>
              }
            >
              {money(line.total)}
            </Line>
          ))}
        </dl>
        <dl className="mt-2 border-t border-dashed border-black pt-1">
          <Line label="Subtotal">{money(order.subtotal)}</Line>
          {order.promotions.map((p) => (
            <Line key={p._id} label={p.name}>
              −{money(p.amount)}
            </Line>
          ))}
          {order.discount && order.promotions.length === 0 ? (
            <Line label="Discount">−{money(order.discount)}</Line>
          ) : null}
          <Line label="Delivery fee">{money(order.deliveryFee)}</Line>
          <Line label="Total" isStrong>
            {money(order.total)}
          </Line>
          {/* The sale as made, each rate as a simplified VAT invoice must say it (VAT Regulations
              1995, reg. 16A); a refund is a credit apart, below, not a change to the sale. */}
          <Line label="Includes VAT">
            <span data-testid="receipt-vat">
              {formatMoney(sum(order.vatSold.map((r) => toMinor(r.vat))), order.currency)}
            </span>
          </Line>
          {order.vatSold.map((r) => (
            <Line key={r.ratePercent} label={`VAT ${r.ratePercent}% on ${money(r.gross)}`}>
              <span data-testid={`receipt-vat-${r.ratePercent}`}>{money(r.vat)}</span>
            </Line>
          ))}
          {order.tip > 0 ? (
            <Line label="Tip (outside the scope of VAT)">
              <span data-testid="receipt-tip">{money(order.tip)}</span>
            </Line>
          ) : null}
          {order.amountDue > 0 ? (
            <Line label="Cash due">{money(order.amountDue)}</Line>
          ) : (
            <Line label={paidByText(order.paymentMethod)}>
              <span data-testid="receipt-paid">{money(order.paid)}</span>
            </Line>
          )}
          {order.refunded ? <Line label="Refunded">−{money(order.refunded)}</Line> : null}
        </dl>
        <p className="mt-3 text-center">Thank you for ordering from {order.shop.name}.</p>
      </article>
    </>
  );
}
