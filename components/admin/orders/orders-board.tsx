"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useDialog } from "@/components/ui/dialog";
import {
  changeOrderStatus,
  listBoardOrders,
  type TAdminStatus,
  type TBoardOrderDto,
  type TOrderStatus,
} from "@/lib/api/admin/orders/contract";
import { callApi } from "@/lib/api/client";
import { matchesSearch, useAdminSearch } from "../shell/search-context";
import { BoardOrderCard } from "./board-order-card";
import { formatShortOrderId } from "./short-id";
import { STATUS_LABELS } from "./status";

const POLL_MS = 5_000;

const COLUMNS: { id: string; title: string; statuses: TOrderStatus[] }[] = [
  { id: "new", title: "New", statuses: ["placed"] },
  { id: "preparing", title: "Preparing", statuses: ["preparing"] },
  { id: "out", title: "Out for delivery", statuses: ["out_for_delivery"] },
  { id: "done", title: "Finished today", statuses: ["delivered", "cancelled"] },
];

function matchesOrder(query: string, order: TBoardOrderDto): boolean {
  return matchesSearch(
    query,
    order._id,
    order.customer.username,
    order.customer.email,
    order.address?.address,
    ...order.Iteam.map((l) => `${l.categoryItem.categoryItemName} ${l.subcategoryId?.subCategoryname ?? ""}`),
  );
}

/**
 * The kitchen's board: open orders by status plus today's finished ones, refreshed every
 * 5 seconds so a newly paid order appears by itself (and is announced to screen readers).
 */
export function OrdersBoard() {
  const { query } = useAdminSearch();
  const { dialog, show } = useDialog();
  const [orders, setOrders] = useState<TBoardOrderDto[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [movingId, setMovingId] = useState<string | null>(null);
  const [cardErrors, setCardErrors] = useState<Record<string, string>>({});
  const knownIdsRef = useRef<Set<string> | null>(null);
  const isLoadingRef = useRef(false);
  const focusIdRef = useRef<string | null>(null);

  const refresh = useCallback(async () => {
    if (isLoadingRef.current) return;
    isLoadingRef.current = true;
    const { body } = await callApi(listBoardOrders);
    isLoadingRef.current = false;
    if (!body.success || !body.data) {
      setLoadError(body.message || "The orders could not be loaded.");
      return;
    }
    const next = body.data;
    const known = knownIdsRef.current;
    // The first load is not news; afterwards every unseen order is.
    if (known) {
      const arrived = next.filter((o) => !known.has(o._id));
      if (arrived.length === 1)
        setAnnouncement(`New order ${formatShortOrderId(arrived[0]!._id)} from ${arrived[0]!.customer.username}.`);
      else if (arrived.length > 1) setAnnouncement(`${arrived.length} new orders.`);
    }
    knownIdsRef.current = new Set(next.map((o) => o._id));
    setOrders(next);
    setLoadError(null);
    setUpdatedAt(new Date());
  }, []);

  useEffect(() => {
    // The first load runs at once; the interval keeps the board current without a reload.
    const first = window.setTimeout(() => void refresh(), 0);
    const timer = window.setInterval(() => void refresh(), POLL_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [refresh]);

  // After a move the pressed button is gone: focus follows the order to its new column.
  useEffect(() => {
    const id = focusIdRef.current;
    if (!id) return;
    focusIdRef.current = null;
    document.querySelector<HTMLElement>(`[data-testid="board-order"][data-order-id="${id}"]`)?.focus();
  }, [orders]);

  async function move(order: TBoardOrderDto, to: TAdminStatus) {
    if (to === "cancelled") {
      const isConfirmed = await show({
        title: `Cancel order ${formatShortOrderId(order._id)}?`,
        text: `${order.customer.username}'s order will be cancelled. This cannot be undone.`,
        tone: "error",
        actionLabel: "Cancel order",
        closeLabel: "Keep order",
      });
      if (!isConfirmed) return;
    }
    setMovingId(order._id);
    setCardErrors(({ [order._id]: _dropped, ...rest }) => rest);
    const { body } = await callApi(changeOrderStatus, { params: { id: order._id }, body: { status: to } });
    setMovingId(null);
    if (body.success) {
      setAnnouncement(`Order ${formatShortOrderId(order._id)} is now ${STATUS_LABELS[to].toLowerCase()}.`);
      focusIdRef.current = order._id;
    } else {
      // 409: someone else moved it first, or the move is not allowed; the board shows why.
      const message = body.message || "The order could not be updated.";
      setCardErrors((errors) => ({ ...errors, [order._id]: message }));
    }
    await refresh();
  }

  const visible = orders?.filter((o) => matchesOrder(query, o)) ?? [];

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only" data-testid="board-announcement">
        {announcement}
      </p>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted">
        <p>
          Updates every 5 seconds.
          {updatedAt ? ` Last updated ${updatedAt.toLocaleTimeString("en-GB")}.` : ""}
        </p>
        {query && orders ? (
          <p>
            {visible.length} of {orders.length} orders match “{query}”.
          </p>
        ) : null}
      </div>
      {loadError ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800">
          {orders ? `Could not refresh the board: ${loadError}` : loadError}
        </p>
      ) : null}
      {orders === null ? (
        loadError ? null : (
          <p role="status" className="rounded-2xl border border-line bg-white p-6 text-ink-muted">
            Loading orders...
          </p>
        )
      ) : (
        <div className="grid gap-6 md:grid-cols-2 2xl:grid-cols-4">
          {COLUMNS.map((column) => {
            const inColumn = visible.filter((o) => column.statuses.includes(o.status));
            return (
              <section
                key={column.id}
                aria-labelledby={`column-${column.id}`}
                data-testid={`board-column-${column.id}`}
                className="rounded-2xl bg-white/60 p-3 ring-1 ring-line"
              >
                <h2
                  id={`column-${column.id}`}
                  className="mb-3 flex items-center justify-between px-1 text-lg font-extrabold text-ink"
                >
                  {column.title}
                  <span className="rounded-full bg-navy px-2.5 text-sm leading-6 font-bold text-white">
                    {inColumn.length}
                    <span className="sr-only"> orders</span>
                  </span>
                </h2>
                {inColumn.length === 0 ? (
                  <p className="px-1 pb-2 text-sm text-ink-muted">No orders.</p>
                ) : (
                  <ul className="space-y-3">
                    {inColumn.map((order) => (
                      <BoardOrderCard
                        key={order._id}
                        order={order}
                        isMoving={movingId === order._id}
                        error={cardErrors[order._id]}
                        onMove={move}
                      />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
      {dialog}
    </>
  );
}
