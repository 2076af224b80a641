"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useDialog } from "@/components/ui/dialog";
import {
  changeOrderStatus,
  listBoardOrders,
  type TAdminStatus,
  type TKitchenStatus,
  type TOrderStatus,
} from "@/lib/api/admin/orders/contract";
import { toBoardOrderView, type BoardOrderView } from "@/lib/api/admin/orders/view";
import { callApi } from "@/lib/api/client";
import { matchesSearch, useAdminSearch } from "../shell/search-context";
import { BellIcon } from "../icons";
import { BoardOrderCard, customerNameOf } from "./board-order-card";
import { AcceptDialog, RejectDialog } from "./kitchen-dialogs";
import { KitchenBanners, offlinePrinterKey } from "./kitchen-banners";
import { PushAlerts } from "./push-alerts";
import { useKitchenStatus } from "./use-kitchen-status";
import { useRinger, type TRingLevel } from "./use-ringer";
import { STATUS_LABELS } from "./status";

const POLL_MS = 5_000;

const COLUMNS: { id: string; title: string; statuses: TOrderStatus[] }[] = [
  { id: "new", title: "New", statuses: ["placed"] },
  { id: "preparing", title: "Accepted and preparing", statuses: ["accepted", "preparing"] },
  { id: "out", title: "Out for delivery or ready", statuses: ["out_for_delivery", "ready_for_collection"] },
  { id: "done", title: "Finished today", statuses: ["delivered", "collected", "cancelled", "rejected"] },
];

/** New orders someone has silenced on this screen (kept for the tab's life, so a reload stays quiet). */
const ACKNOWLEDGED_KEY = "orders-board:acknowledged";

function readAcknowledged(): Set<string> {
  try {
    return new Set(JSON.parse(window.sessionStorage.getItem(ACKNOWLEDGED_KEY) ?? "[]") as string[]);
  } catch {
    return new Set();
  }
}

/** The board's search as sent: the server caps it at 200 characters. */
const searchOf = (query: string) => query.trim().slice(0, 200);

/** How long typing pauses before the board asks the server, which also searches the e-mail. */
const SEARCH_PAUSE_MS = 300;

/**
 * Whether the order matches what is typed. The browser matches what it was sent at once; the
 * server's answer for the same words adds the customer's e-mail, which a role that does not
 * handle customers is not sent (decision 115).
 */
function matchesOrder(query: string, order: BoardOrderView, searched: string | null): boolean {
  if (searched !== null && searched === searchOf(query) && order.matchesSearch) return true;
  return matchesSearch(
    query,
    order.id,
    order.orderNumber,
    order.contact.name,
    order.customer.username,
    order.customer.email,
    order.address,
    ...order.lines.map((l) => `${l.itemName} ${l.variantName ?? ""}`),
  );
}

/** An escalated order rings again, louder, even if its first ring was acknowledged. */
const escalatedKey = (order: BoardOrderView) => `${order.id}:escalated`;

/**
 * The kitchen's board: open orders by status plus today's finished ones, refreshed every
 * 5 seconds so a newly paid order appears by itself (and is announced to screen readers).
 * Beside them (issue 23): a printer gone quiet turns it red, an order left unanswered rings
 * louder, a pause the shop gave itself is said, and this device can be told of new orders.
 * `canResume`: the member may resume ordering (store.pause).
 */
export function OrdersBoard({
  canTakeCash = false,
  canResume = false,
}: {
  canTakeCash?: boolean;
  canResume?: boolean;
}) {
  const { query } = useAdminSearch();
  const queryRef = useRef(query);
  useEffect(() => {
    queryRef.current = query;
  }, [query]);
  // The search the last answer's `matchesSearch` was worked out for; null when none was sent.
  const [searched, setSearched] = useState<string | null>(null);
  const { dialog, show } = useDialog();
  const [orders, setOrders] = useState<BoardOrderView[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // The session ended under the board (the owner changed the member's role, suspended or removed
  // them, or signed them out everywhere): the last orders it showed are no longer theirs to act on.
  const [isSignedOut, setIsSignedOut] = useState(false);
  const isSignedOutRef = useRef(false);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [movingId, setMovingId] = useState<string | null>(null);
  const [cardErrors, setCardErrors] = useState<Record<string, string>>({});
  const knownIdsRef = useRef<Set<string> | null>(null);
  // The load on its way, and the search it asks with: one asking an older search is called off.
  const loadingRef = useRef<{ q: string; controller: AbortController } | null>(null);
  const focusIdRef = useRef<string | null>(null);
  const [acknowledged, setAcknowledged] = useState<Set<string>>(() => new Set());
  const [openDialog, setOpenDialog] = useState<{ kind: "accept" | "reject"; order: BoardOrderView } | null>(null);
  const baseTitleRef = useRef<string | null>(null);

  const { status: kitchen, refresh: refreshKitchen } = useKitchenStatus(isSignedOut ? null : POLL_MS);
  const newOrders = orders?.filter((o) => o.status === "placed") ?? [];
  const escalated = newOrders.filter((o) => o.escalatedAt !== null && !acknowledged.has(escalatedKey(o)));
  const unanswered = newOrders.filter((o) => !acknowledged.has(o.id) || escalated.includes(o));
  const offlinePrinters = kitchen?.printerAlarm ? kitchen.printers.filter((p) => p.hasPolled && !p.online) : [];
  const unheardPrinters = offlinePrinters.filter((p) => !acknowledged.has(offlinePrinterKey(p)));
  const ringLevel: TRingLevel = isSignedOut
    ? "off"
    : escalated.length || unheardPrinters.length
      ? "loud"
      : unanswered.length
        ? "normal"
        : "off";
  const isRinging = ringLevel !== "off";
  const { isSoundBlocked, isUnsupported, allowSound } = useRinger(ringLevel);

  useEffect(() => {
    const id = window.setTimeout(() => setAcknowledged(readAcknowledged()), 0);
    return () => window.clearTimeout(id);
  }, []);

  // The tab's title counts the new orders, so a kitchen on another tab sees them.
  const newCount = newOrders.length;
  useEffect(() => {
    baseTitleRef.current ??= document.title;
    const base = baseTitleRef.current;
    document.title = newCount ? `(${newCount}) New ${newCount === 1 ? "order" : "orders"} · ${base}` : base;
  }, [newCount]);
  useEffect(
    () => () => {
      if (baseTitleRef.current) document.title = baseTitleRef.current;
    },
    [],
  );

  function acknowledge(ids: string[]) {
    if (!ids.length) return;
    setAcknowledged((current) => {
      const next = new Set([...current, ...ids]);
      window.sessionStorage.setItem(ACKNOWLEDGED_KEY, JSON.stringify([...next]));
      return next;
    });
  }

  const refresh = useCallback(async () => {
    if (isSignedOutRef.current) return;
    const q = searchOf(queryRef.current);
    const loading = loadingRef.current;
    if (loading?.q === q) return;
    // The search changed while a poll was on its way: its answer would mark the old words, and
    // the new ones would wait for the next poll (decision 115), so it is called off and the board
    // asks again now. Only the latest load's answer is ever shown.
    loading?.controller.abort();
    const load = { q, controller: new AbortController() };
    loadingRef.current = load;
    const { status, body } = await callApi(listBoardOrders, {
      ...(q ? { query: { q } } : {}),
      init: { signal: load.controller.signal },
    });
    if (loadingRef.current !== load) return;
    loadingRef.current = null;
    if (status === 401) {
      isSignedOutRef.current = true;
      setIsSignedOut(true);
      setOrders(null);
      return;
    }
    if (!body.success || !body.data) {
      setLoadError(body.message || "The orders could not be loaded.");
      return;
    }
    const next = body.data.map(toBoardOrderView);
    const known = knownIdsRef.current;
    // The first load is not news; afterwards every unseen order is.
    if (known) {
      const arrived = next.filter((o) => !known.has(o.id));
      if (arrived.length === 1)
        setAnnouncement(`New order ${arrived[0]!.orderNumber} from ${customerNameOf(arrived[0]!)}.`);
      else if (arrived.length > 1) setAnnouncement(`${arrived.length} new orders.`);
    }
    knownIdsRef.current = new Set(next.map((o) => o.id));
    setOrders(next);
    setSearched(q || null);
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
      loadingRef.current?.controller.abort();
      loadingRef.current = null;
    };
  }, [refresh]);

  // A new search is asked of the server once typing pauses, not only at the next poll.
  const typed = searchOf(query);
  useEffect(() => {
    if (!typed) return;
    const timer = window.setTimeout(() => void refresh(), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, refresh]);

  // After a move the pressed button is gone: focus follows the order to its new column.
  useEffect(() => {
    const id = focusIdRef.current;
    if (!id) return;
    focusIdRef.current = null;
    document.querySelector<HTMLElement>(`[data-testid="board-order"][data-order-id="${id}"]`)?.focus();
  }, [orders]);

  async function move(order: BoardOrderView, to: TKitchenStatus) {
    if (to === "accepted" || to === "rejected") {
      acknowledge([order.id]);
      setOpenDialog({ kind: to === "accepted" ? "accept" : "reject", order });
      return;
    }
    if (to === "cancelled") {
      const isConfirmed = await show({
        title: `Cancel order ${order.orderNumber}?`,
        text: `${customerNameOf(order)}'s order will be cancelled and what was paid refunded. This cannot be undone.`,
        tone: "error",
        actionLabel: "Cancel order",
        closeLabel: "Keep order",
      });
      if (!isConfirmed) return;
    }
    setMovingId(order.id);
    setCardErrors(({ [order.id]: _dropped, ...rest }) => rest);
    const { body } = await callApi(changeOrderStatus, {
      params: { id: order.id },
      body: { status: to as TAdminStatus },
    });
    setMovingId(null);
    if (body.success) {
      setAnnouncement(`Order ${order.orderNumber} is now ${STATUS_LABELS[to].toLowerCase()}.`);
      focusIdRef.current = order.id;
    } else {
      // 409: someone else moved it first, or the move is not allowed; the board shows why.
      const message = body.message || "The order could not be updated.";
      setCardErrors((errors) => ({ ...errors, [order.id]: message }));
    }
    await refresh();
  }

  async function cashTaken(order: BoardOrderView, note: string, isPaid: boolean) {
    if (isPaid) {
      setAnnouncement(note);
      focusIdRef.current = order.id;
      setCardErrors(({ [order.id]: _dropped, ...rest }) => rest);
    } else setCardErrors((errors) => ({ ...errors, [order.id]: note }));
    await refresh();
  }

  async function finishDialog(message: string) {
    const order = openDialog?.order;
    setOpenDialog(null);
    setAnnouncement(message);
    if (order) focusIdRef.current = order.id;
    await refresh();
  }

  const visible = orders?.filter((o) => matchesOrder(query, o, searched)) ?? [];

  if (isSignedOut) {
    return (
      <div
        role="alert"
        data-testid="board-signed-out"
        className="rounded-2xl border-2 border-amber-500 bg-amber-50 px-4 py-4 text-amber-950"
      >
        <p className="text-lg font-extrabold">You have been signed out, so the board has stopped.</p>
        <p className="mt-1">
          The owner may have changed what your account can do. Sign in again to see the orders you may work on.
        </p>
        <a
          href={`/admin/sigIn?next=${encodeURIComponent("/admin/orders")}`}
          className="mt-3 inline-flex min-h-11 items-center rounded-full bg-navy px-5 font-bold text-white hover:bg-navy-soft"
        >
          Sign in again
        </a>
      </div>
    );
  }

  return (
    <div
      data-testid="orders-board"
      data-ringing={isRinging ? "true" : "false"}
      data-ring-level={ringLevel}
      data-new-orders={newCount}
      data-alarm={offlinePrinters.length ? "printer" : undefined}
      data-printer-ringing={unheardPrinters.length ? "true" : "false"}
      className={offlinePrinters.length ? "-m-2 rounded-2xl bg-red-50 p-2 ring-4 ring-red-700" : undefined}
    >
      <KitchenBanners
        status={kitchen}
        offlinePrinters={offlinePrinters}
        unheardPrinters={unheardPrinters}
        canResume={canResume}
        onAcknowledge={acknowledge}
        onResumed={() => void refreshKitchen()}
      />
      {unanswered.length ? (
        <div
          role="alert"
          data-testid="board-ringing"
          data-escalated={escalated.length ? "true" : undefined}
          className={`mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-2xl border-2 px-4 py-1.5 ${
            escalated.length ? "border-red-700 bg-red-50 text-red-900" : "border-brand bg-brand-soft text-navy"
          }`}
        >
          <p className="flex items-center gap-2 text-lg font-extrabold">
            <BellIcon className="size-6 shrink-0 motion-safe:animate-bounce" />
            {escalated.length
              ? `${escalated.length === 1 ? `Order ${escalated[0]!.orderNumber} has` : `${escalated.length} orders have`} waited too long: the owner has been e-mailed.`
              : unanswered.length === 1
                ? "A new order is waiting: accept or reject it."
                : `${unanswered.length} new orders are waiting: accept or reject them.`}
          </p>
          <button
            type="button"
            onClick={() => acknowledge(unanswered.flatMap((o) => (o.escalatedAt ? [o.id, escalatedKey(o)] : [o.id])))}
            className="min-h-11 rounded-full bg-navy px-5 font-bold text-white hover:bg-navy-soft"
          >
            Acknowledge
          </button>
        </div>
      ) : null}
      {isSoundBlocked && !isUnsupported ? (
        <div
          data-testid="sound-blocked"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-400 bg-amber-50 px-4 py-3 text-amber-950"
        >
          <p>The browser keeps the board silent until you click once: new orders will not ring.</p>
          <button
            type="button"
            onClick={() => void allowSound()}
            className="min-h-11 rounded-full border-2 border-amber-900 px-5 font-bold text-amber-950 hover:bg-amber-100"
          >
            Click to allow sound
          </button>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only" data-testid="board-announcement">
        {announcement}
      </p>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-ink-muted">
        <p>
          Updates every 5 seconds.
          {updatedAt ? ` Last updated ${updatedAt.toLocaleTimeString("en-GB")}.` : ""}
        </p>
        {kitchen ? <PushAlerts publicKey={kitchen.push.publicKey} /> : null}
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
        <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-4">
          {COLUMNS.map((column) => {
            const inColumn = visible.filter((o) => column.statuses.includes(o.status));
            return (
              <section
                key={column.id}
                aria-labelledby={`column-${column.id}`}
                data-testid={`board-column-${column.id}`}
                className="min-w-0 rounded-2xl bg-white/60 p-2 ring-1 ring-line"
              >
                <h2
                  id={`column-${column.id}`}
                  className="mb-2 flex items-center justify-between px-1 text-lg font-extrabold text-ink"
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
                  <ul className="space-y-2">
                    {inColumn.map((order) => (
                      <BoardOrderCard
                        key={order.id}
                        order={order}
                        isMoving={movingId === order.id}
                        error={cardErrors[order.id]}
                        onMove={move}
                        onCashTaken={canTakeCash ? (o, note, isPaid) => void cashTaken(o, note, isPaid) : undefined}
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
      {openDialog?.kind === "accept" ? (
        <AcceptDialog
          orderId={openDialog.order.id}
          orderNumber={openDialog.order.orderNumber}
          fulfilment={openDialog.order.fulfilment}
          slotStart={openDialog.order.slotStart}
          onClose={() => setOpenDialog(null)}
          onDone={(message) => void finishDialog(message)}
        />
      ) : null}
      {openDialog?.kind === "reject" ? (
        <RejectDialog
          orderId={openDialog.order.id}
          orderNumber={openDialog.order.orderNumber}
          fulfilment={openDialog.order.fulfilment}
          onClose={() => setOpenDialog(null)}
          onDone={(message) => void finishDialog(message)}
        />
      ) : null}
    </div>
  );
}
