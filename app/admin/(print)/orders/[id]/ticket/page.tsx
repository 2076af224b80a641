import type { Metadata } from "next";
import { formatSheetTime, loadSheetOrder } from "@/components/admin/print/load-sheet-order";
import { PrintControls } from "@/components/admin/print/print-controls";
import { formatSize } from "@/lib/catalogue/sizes";

export const metadata: Metadata = { title: "Kitchen ticket" };

type TPageProps = { params: Promise<{ id: string }>; searchParams: Promise<{ print?: string }> };

/** The kitchen's ticket: what to cook and by when, no prices. */
export default async function KitchenTicketPage({ params, searchParams }: TPageProps) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const order = await loadSheetOrder(id);
  return (
    <>
      <PrintControls orderId={order._id} autoPrint={query.print === "1"} />
      <article className="print-slip mx-auto shadow print:shadow-none" data-testid="kitchen-ticket" aria-labelledby="ticket-title">
        <h1 id="ticket-title" className="text-center text-2xl font-black">
          {order.orderNumber}
        </h1>
        <p className="text-center text-lg font-black uppercase">{order.fulfilment === "collection" ? "Collection" : "Delivery"}</p>
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
            <dd>{order.customer.username}</dd>
          </div>
        </dl>
        {order.fulfilment === "delivery" && order.address ? <p className="mt-1">{order.address.address}</p> : null}
        <ul className="mt-2 space-y-2">
          {order.Iteam.map((line) => (
            <li key={line._id} className="border-b border-dashed border-black pb-1">
              <p className="text-base font-bold">
                {line.qty} × {line.categoryItem.categoryItemName}
              </p>
              <p>
                {formatSize(line.size)}
                {line.subcategoryId ? `, ${line.subcategoryId.subCategoryname}` : ""}
              </p>
              {line.additionalInfo.detailinfo.trim() ? <p className="font-bold">Note: {line.additionalInfo.detailinfo.trim()}</p> : null}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-center">
          {order.Iteam.reduce((n, l) => n + l.qty, 0)} items · printed {formatSheetTime(new Date().toISOString())}
        </p>
      </article>
    </>
  );
}
