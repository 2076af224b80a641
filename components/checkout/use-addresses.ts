"use client";

import { useCallback, useEffect, useState } from "react";
import { callApi } from "@/lib/api/client";
import {
  addAddress as addAddressEndpoint,
  listAddresses,
  selectAddress as selectAddressEndpoint,
} from "@/lib/api/store/addresses/routes";
import type { TAddressForm, TSavedAddress } from "@/lib/api/store/addresses/contract";
import { fieldErrorsOf } from "@/lib/api/fetch";

// The customer's saved addresses (GET /api/cart/showAddress) and the two changes to them.

export type TAddress = TSavedAddress;

type TAddressesState =
  | { status: "loading"; addresses: TAddress[] }
  | { status: "ready"; addresses: TAddress[] }
  | { status: "failed"; addresses: TAddress[] };

export type TAddressChange =
  { ok: true; message: string } | { ok: false; message: string; fields: Record<string, string> };

export const LOAD_ADDRESSES_FAILED = "Error fetching address details. Please try again.";

export function useAddresses() {
  const [state, setState] = useState<TAddressesState>({ status: "loading", addresses: [] });

  const reload = useCallback(
    () =>
      callApi(listAddresses, { init: { cache: "no-store" } }).then(({ body }) => {
        if (body.success && body.data) setState({ status: "ready", addresses: body.data });
        else setState((previous) => ({ status: "failed", addresses: previous.addresses }));
      }),
    [],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  const addAddress = useCallback(
    async (address: TAddressForm): Promise<TAddressChange> => {
      const { body } = await callApi(addAddressEndpoint, { body: address });
      if (!body.success) {
        const fields = fieldErrorsOf(body, ["line1", "line2", "town", "postcode", "riderNotes", "address"]);
        return { ok: false, message: fields.address ?? body.message, fields };
      }
      await reload();
      return { ok: true, message: body.message || "Address added successfully" };
    },
    [reload],
  );

  const selectAddress = useCallback(
    async (addressId: string): Promise<TAddressChange> => {
      const { body } = await callApi(selectAddressEndpoint, { body: { addressId } });
      if (!body.success)
        return { ok: false, message: fieldErrorsOf(body, ["addressId"]).addressId ?? body.message, fields: {} };
      // Marked at once; the reload confirms it from the server.
      setState((previous) => ({
        ...previous,
        addresses: previous.addresses.map((a) => ({ ...a, selected: a._id === addressId })),
      }));
      await reload();
      return { ok: true, message: body.message || "Address selected successfully." };
    },
    [reload],
  );

  return {
    status: state.status,
    addresses: state.addresses,
    selectedAddress: state.addresses.find((a) => a.selected) ?? null,
    reload,
    addAddress,
    selectAddress,
  };
}

export type TAddressBook = ReturnType<typeof useAddresses>;
