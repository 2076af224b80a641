"use client";

import { useCallback, useEffect, useState } from "react";
import { apiFetch, fieldErrorsOf } from "@/lib/client/api";

// The customer's saved addresses (GET /api/cart/showAddress) and the two changes to them.

export type TAddress = { _id: string; address: string; selected: boolean };

type TAddressesState =
  | { status: "loading"; addresses: TAddress[] }
  | { status: "ready"; addresses: TAddress[] }
  | { status: "failed"; addresses: TAddress[] };

export type TAddressChange = { ok: true; message: string } | { ok: false; message: string };

export const LOAD_ADDRESSES_FAILED = "Error fetching address details. Please try again.";

export function useAddresses() {
  const [state, setState] = useState<TAddressesState>({ status: "loading", addresses: [] });

  const reload = useCallback(
    () =>
      apiFetch<TAddress[]>("/api/cart/showAddress", { cache: "no-store" }).then(({ body }) => {
        if (body.success && Array.isArray(body.data)) setState({ status: "ready", addresses: body.data });
        else setState((previous) => ({ status: "failed", addresses: previous.addresses }));
      }),
    [],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  const addAddress = useCallback(
    async (address: string): Promise<TAddressChange> => {
      const { body } = await apiFetch<{ _id: string }>("/api/cart/addAddress", { method: "POST", body: { address } });
      if (!body.success) return { ok: false, message: fieldErrorsOf(body, ["address"]).address ?? body.message };
      await reload();
      return { ok: true, message: body.message || "Address added successfully" };
    },
    [reload],
  );

  const selectAddress = useCallback(
    async (addressId: string): Promise<TAddressChange> => {
      const { body } = await apiFetch("/api/cart/selectAddress", { method: "POST", body: { addressId } });
      if (!body.success) return { ok: false, message: fieldErrorsOf(body, ["addressId"]).addressId ?? body.message };
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
