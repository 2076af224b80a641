"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { PinIcon } from "@/components/site/icons";
import { callApi } from "@/lib/api/client";
import { listAddresses } from "@/lib/api/store/addresses/routes";
import type { TSavedAddress } from "@/lib/api/store/addresses/contract";
import { useApiData } from "@/components/ui/use-api-data";
import { FailedLoadState, LINK_BUTTON_CLASS, LoadState } from "./load-state";

type TState =
  | { status: "loading" }
  | { status: "loaded"; addresses: TSavedAddress[] }
  | { status: "error"; httpStatus: number; message: string };

/** The saved delivery addresses (GET /api/cart/showAddress); new ones are added at checkout. */
export function AddressList() {
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
        onRetry={retry}
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
          <p className="whitespace-pre-line text-ink">{item.address}</p>
        </li>
      ))}
    </ul>
  );
}
