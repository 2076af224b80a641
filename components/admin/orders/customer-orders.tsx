"use client";

import { listCustomerOrders } from "@/lib/api/admin/orders/contract";
import { toAdminOrderView } from "@/lib/api/admin/orders/view";
import { useApiData } from "@/components/ui/use-api-data";
import { callApi } from "@/lib/api/client";
import { OrderCard } from "./order-card";

/** A customer's orders, newest first: loading, error, empty or a card per order. */
export function CustomerOrders({ customerId }: { customerId: string }) {
  const { state: load, retry } = useApiData(
    () => callApi(listCustomerOrders, { params: { id: customerId } }),
    (orders) => orders.map(toAdminOrderView),
    [customerId],
  );

  if (load.status === "loading") {
    return (
      <p role="status" className="rounded-2xl border border-line bg-white p-6 text-ink-muted">
        Loading orders...
      </p>
    );
  }
  if (load.status === "failed") {
    return (
      <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-6 text-red-800">
        <p className="font-semibold">Error fetching order details. Please try again.</p>
        <button
          type="button"
          onClick={retry}
          className="mt-3 min-h-11 rounded-full border border-red-800/40 px-4 font-semibold hover:bg-white"
        >
          Try again
        </button>
      </div>
    );
  }
  if (load.data.length === 0) {
    return <p className="rounded-2xl border border-line bg-white p-6 text-ink-muted">No orders found.</p>;
  }
  return (
    <ul className="grid gap-4 xl:grid-cols-2" aria-label="Orders">
      {load.data.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </ul>
  );
}
