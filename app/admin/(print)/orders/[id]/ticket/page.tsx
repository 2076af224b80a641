import type { Metadata } from "next";
import { formatSheetTime, loadSheetOrder } from "@/components/admin/print/load-sheet-order";
import { PrintControls } from "@/components/admin/print/print-controls";
import { formatUkPhone } from "@/lib/accounts/shared";
import { ALLERGEN_SHORT } from "@/lib/menu/shared";
import { describeLine } from "@/lib/ordering/shared";
import { FULFILMENT_NAMES } from "@/lib/shop/shared";

export const metadata: Metadata = { title: "Kitchen ticket" };

type TPageProps = { params: Promise<{ id: string }>; searchParams: Promise<{ print?: string }> };

/** The kitchen's ticket: what to cook and by when, no prices. */
export default async function KitchenTicketPage({ params, searchParams }: TPageProps) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const order = await loadSheetOrder(id);
  return (
    <>
      <PrintControls orderId={order.id} autoPrint={query.print === "1"} />
      <article
        className="print-slip mx-auto shadow print:shadow-none"
        data-testid="kitchen-ticket"
        aria-labelledby="ticket-title"
      >
        <h1 id="ticket-title" className="text-center text-2xl font-black">
          {order.orderNumber}
        </h1>
        <p className="text-center text-lg font-black uppercase">{FULFILMENT_NAMES[order.fulfilment]}</p>
        {order.soldOutSinceOrdered ? (
          <p className="my-1 border-2 border-black p-1 text-center font-black uppercase" data-testid="ticket-sold-out">
            Sold out since ordered: call the customer
          </p>
        ) : null}
        <dl className="mt-2 border-y border-dashed border-black py-1">
          <div className="flex justify-between">
            <dt>Placed</dt>
            <dd>{order.placedAt ? formatSheetTime(order.placedAt) : "-"}</dd>
          </div>
          <div className="flex justify-between font-bold">
            <dt>Promised</dt>
            <dd>{order.promisedAt ? formatSheetTime(order.promisedAt) : "Not yet accepted"}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Customer</dt>
            <dd>{order.contact.name ?? order.customer.username}</dd>
          </div>
        </dl>
        {order.paid > 0 && order.paid >= order.total ? (
          <p className="mt-1 text-center text-lg font-black" data-testid="ticket-paid">
            PAID
          </p>
        ) : null}
        {order.fulfilment === "delivery" && order.address ? <p className="mt-1">{order.address}</p> : null}
        {order.contact.name || order.contact.phone ? (
          <p className="mt-1">
            Call {order.contact.name ?? ""} {order.contact.phone ? formatUkPhone(order.contact.phone) : ""}
          </p>
        ) : null}
        {order.fulfilment === "delivery" && order.contact.riderNotes ? (
          <p className="font-bold">Rider: {order.contact.riderNotes}</p>
        ) : null}
        <ul className="mt-2 space-y-2">
          {order.lines.map((line) => {
            const described = describeLine(line);
            return (
              <li key={line.id} className="border-b border-dashed border-black pb-1" data-testid="ticket-line">
                <p className="text-base font-bold">
                  {line.qty} × {described.title}
                </p>
                <p>{described.details}</p>
                {described.extras ? <p>+ {described.extras}</p> : null}
                {described.instruction ? <p className="font-bold">Note: {described.instruction}</p> : null}
                {line.unavailableAtPayment.length ? (
                  <p className="font-black">SOLD OUT: {line.unavailableAtPayment.join("; ")}</p>
                ) : null}
                {/* The kitchen checks a dish against a customer's allergy from the ticket itself. */}
                {line.allergens.length ? (
                  <p className="font-black uppercase" data-testid="ticket-allergens">
                    Allergens: {line.allergens.map((a) => ALLERGEN_SHORT[a]).join(", ")}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        <p className="mt-2 text-center">
          {order.lines.reduce((n, l) => n + l.qty, 0)} items · printed {formatSheetTime(new Date().toISOString())}
        </p>
      </article>
    </>
  );
}
