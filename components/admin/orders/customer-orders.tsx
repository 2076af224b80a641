"use client";

import { useEffect, useState } from "react";
import { listCustomerOrders, type TAdminOrderDto } from "@/lib/api/admin/orders/contract";
import { callApi } from "@/lib/api/client";
import { OrderCard } from "./order-card";

type TLoad = { status: "loading" } | { status: "error" } | { status: "ready"; orders: TAdminOrderDto[] };

/** A customer's orders, newest first: loading, error, empty or a card per order. */
export function CustomerOrders({ customerId }: { customerId: string }) {
  const [load, setLoad] = useState<TLoad>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    void callApi(listCustomerOrders, { params: { id: customerId } }).then(({ body }) => {
      if (!isCurrent) return;
      setLoad(body.success && body.data ? { status: "ready", orders: body.data } : { status: "error" });
    });
    return () => {
      isCurrent = false;
    };
  }, [customerId, attempt]);

  if (load.status === "loading") {
    return (
      <p role="status" className="rounded-2xl border border-line bg-white p-6 text-ink-muted">
        Loading orders...
      </p>
    );
  }
  if (load.status === "error") {
    return (
      <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-6 text-red-800">
        <p className="font-semibold">Error fetching order details. Please try again.</p>
        <button
          type="button"
          onClick={() => {
            setLoad({ status: "loading" });
            setAttempt((n) => n + 1);
          }}
          className="mt-3 min-h-11 rounded-full border border-red-800/40 px-4 font-semibold hover:bg-white"
        >
          Try again
        </button>
      </div>
    );
  }
  if (load.orders.length === 0) {
    return <p className="rounded-2xl border border-line bg-white p-6 text-ink-muted">No orders found.</p>;
  }
  return (
    <ul className="grid gap-4 xl:grid-cols-2" aria-label="Orders">
      {load.orders.map((order) => (
        <OrderCard key={order._id} order={order} />
      ))}
    </ul>
  );
}
