"use client";

import { useState } from "react";
import { listDeliveries, markDelivered, type TDeliveryDto } from "@/lib/api/admin/deliveries/contract";
import { callApi } from "@/lib/api/client";
import { formatMoney, toMinor } from "@/lib/platform/money";
import { formatDayAndClock } from "@/lib/platform/time/shared";
import { CashDueBadge, TakeCashButton } from "../orders/cash-due";

/** A rider's list: where to go, who to call, what to collect, and "Delivered". */
export function DeliveriesList({ initial }: { initial: TDeliveryDto[] }) {
  const [deliveries, setDeliveries] = useState(initial);
  const [status, setStatus] = useState("");

  async function refresh() {
    const { body } = await callApi(listDeliveries, {});
    if (body.success && body.data) {
      setDeliveries(body.data.deliveries);
      setStatus(`${body.data.deliveries.length} out for delivery.`);
    } else setStatus(body.message);
  }

  async function delivered(d: TDeliveryDto) {
    const { body } = await callApi(markDelivered, { params: { id: d._id } });
    setStatus(body.success ? `Order #${d.orderNumber} delivered.` : body.message);
    if (body.success) setDeliveries((list) => list.filter((x) => x._id !== d._id));
  }

  return (
    <div className="space-y-4">
      <p role="status" className="sr-only" data-testid="deliveries-status">
        {status}
      </p>
      <button
        type="button"
        onClick={() => void refresh()}
        className="inline-flex min-h-11 items-center rounded-full border border-navy px-4 font-semibold text-navy hover:bg-navy hover:text-white"
      >
        Refresh
      </button>
      {deliveries.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white p-6 text-ink-muted">Nothing out for delivery.</p>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2">
        {deliveries.map((d) => (
          <li key={d._id} className="space-y-2 rounded-2xl border border-line bg-white p-5" data-testid="delivery">
            <h2 className="text-xl font-bold text-ink">
              #{d.orderNumber}
              {d.promisedAt ? (
                <span className="ml-2 text-base font-semibold text-ink-muted">
                  by {formatDayAndClock(new Date(d.promisedAt))}
                </span>
              ) : null}
            </h2>
            <p className="text-lg text-ink">{d.address}</p>
            {d.riderNotes ? <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">{d.riderNotes}</p> : null}
            <p className="text-ink">
              {d.contactName ?? "Customer"}
              {d.phone ? (
                <>
                  {" · "}
                  <a href={`tel:${d.phone.replace(/\s+/g, "")}`} className="font-semibold text-navy underline">
                    {d.phone}
                  </a>
                </>
              ) : null}
            </p>
            {d.due > 0 ? <CashDueBadge amount={d.due} currency={d.currency} /> : null}
            <p className="font-semibold text-ink">
              {d.due > 0 ? `Collect ${formatMoney(toMinor(d.due), d.currency)} in cash` : "Paid"} · {d.items}{" "}
              {d.items === 1 ? "item" : "items"}
            </p>
            {d.due > 0 ? (
              // Everyone who hands over deliveries may record the cash (orders.cash, decision 030).
              <TakeCashButton
                orderId={d._id}
                orderNumber={`#${d.orderNumber}`}
                amount={d.due}
                currency={d.currency}
                onDone={(note, isPaid) => {
                  setStatus(note);
                  if (isPaid) setDeliveries((list) => list.map((x) => (x._id === d._id ? { ...x, due: 0 } : x)));
                }}
              />
            ) : null}
            <button
              type="button"
              onClick={() => void delivered(d)}
              className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-navy px-4 text-lg font-semibold text-white hover:bg-navy-soft"
            >
              Delivered<span className="sr-only"> order #{d.orderNumber}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
