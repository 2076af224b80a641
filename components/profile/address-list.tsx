"use client";

import { useState } from "react";
import { IntentLink } from "@/components/ui/intent-link";
import { AddressPhoneNote } from "@/components/checkout/address-phone-note";
import { PinIcon } from "@/components/site/icons";
import { useDialog } from "@/components/ui/dialog";
import { callApi } from "@/lib/api/client";
import { listAddresses, removeAddress } from "@/lib/api/store/addresses/routes";
import type { TSavedAddress } from "@/lib/api/store/addresses/contract";
import { useApiData } from "@/components/ui/use-api-data";
import { FailedLoadState, LINK_BUTTON_CLASS, LoadState } from "./load-state";

type TState =
  | { status: "loading" }
  | { status: "loaded"; addresses: TSavedAddress[] }
  | { status: "error"; httpStatus: number; message: string };

/**
 * The saved delivery addresses (GET /api/cart/showAddress); new ones are added at checkout. Each
 * can be removed (DELETE /api/cart/address/{id}), after asking: a customer moves, mistypes, or
 * reaches the most they may keep.
 */
export function AddressList() {
  const { dialog, show } = useDialog();
  const [announcement, setAnnouncement] = useState("");
  const [removing, setRemoving] = useState<string | null>(null);
  const { state: load, retry } = useApiData(
    () => callApi(listAddresses),
    (addresses) => addresses,
    [],
  );
  // A refusal (including no addresses API yet) shows as "No address found.", as the spec has it;
  // but not a session that has ended, which would read as the addresses gone.
  const state: TState =
    load.status === "failed" && load.httpStatus !== 0 && load.httpStatus < 500 && load.httpStatus !== 401
      ? { status: "loaded", addresses: [] }
      : load.status === "failed"
        ? { status: "error", httpStatus: load.httpStatus, message: load.message }
        : load.status === "ready"
          ? { status: "loaded", addresses: load.data }
          : load;

  async function remove(item: TSavedAddress) {
    const isConfirmed = await show({
      title: "Remove this address?",
      text: item.selected
        ? `${item.address}\n\nIt is chosen for your basket's delivery: you will choose an address again at checkout.`
        : item.address,
      tone: "info",
      actionLabel: "Remove",
      closeLabel: "Keep it",
    });
    if (!isConfirmed) return;
    setRemoving(item._id);
    const { body } = await callApi(removeAddress, { params: { id: item._id } });
    setRemoving(null);
    setAnnouncement(body.success ? "Address removed." : body.message || "The address could not be removed.");
    if (body.success) retry();
  }

  return (
    <>
      {/* Outside the list, which reloads after a removal: the news stays to be read. */}
      <p role="status" className="mb-3 text-sm font-semibold text-ink empty:hidden" data-testid="address-announcement">
        {announcement}
      </p>
      <AddressListBody state={state} onRetry={retry} removing={removing} onRemove={(item) => void remove(item)} />
      {dialog}
    </>
  );
}

function AddressListBody({
  state,
  onRetry,
  removing,
  onRemove,
}: {
  state: TState;
  onRetry: () => void;
  removing: string | null;
  onRemove: (item: TSavedAddress) => void;
}) {
  if (state.status === "loading")
    return (
      <LoadState tone="loading" testId="address-state">
        Loading addresses...
      </LoadState>
    );
  if (state.status === "error") {
    return (
      <FailedLoadState
        failed={state}
        fallback="Error fetching address details. Please try again."
        refused="Error fetching address details. Please try again."
        onRetry={onRetry}
        testId="address-state"
      />
    );
  }
  if (state.addresses.length === 0) {
    return (
      <LoadState
        tone="empty"
        testId="address-state"
        action={
          <IntentLink href="/checkout" className={LINK_BUTTON_CLASS}>
            Add one at checkout
          </IntentLink>
        }
      >
        No address found.
      </LoadState>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {state.addresses.map((item) => (
        <li
          key={item._id}
          className="flex items-start gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm"
          data-testid="address-card"
        >
          <PinIcon className="mt-0.5 size-5 shrink-0 text-brand-strong" />
          <div className="flex-1 space-y-1">
            <p className="whitespace-pre-line text-ink">{item.address}</p>
            <AddressPhoneNote phone={item.phone} />
          </div>
          <button
            type="button"
            onClick={() => onRemove(item)}
            disabled={removing === item._id}
            className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-red-800 px-4 text-sm font-semibold text-red-800 hover:bg-red-800 hover:text-white disabled:opacity-60"
          >
            {removing === item._id ? "Removing…" : "Remove"}
            <span className="sr-only"> {item.address}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
