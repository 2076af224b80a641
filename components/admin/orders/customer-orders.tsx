"use client";

import { listCustomerOrders } from "@/lib/api/admin/orders/contract";
import { toAdminOrderView } from "@/lib/api/admin/orders/view";
import { useApiData } from "@/components/ui/use-api-data";
import { callApi } from "@/lib/api/client";
import { LoadFailed } from "../load-failed";
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
      <LoadFailed
        failed={load}
        fallback="Error fetching order details. Please try again."
        onRetry={retry}
        padding="p-6"
      />
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
