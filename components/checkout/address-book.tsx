"use client";

import { useState } from "react";
import { PinIcon } from "@/components/site/icons";
import type { TAddressForm } from "@/lib/api/store/addresses/contract";
import { AddressForm, type TAddressSaveResult } from "./address-form";
import { AddressPhoneNote } from "./address-phone-note";
import { LOAD_ADDRESSES_FAILED, type TAddressBook } from "./use-addresses";

type TNotice = { tone: "success" | "error"; text: string } | null;

/** Adding a delivery address and choosing one of the saved ones. */
export function AddressBook({ book }: { book: TAddressBook }) {
  const [selectingId, setSelectingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<TNotice>(null);

  const saveAddress = async (values: TAddressForm): Promise<TAddressSaveResult> => {
    setNotice(null);
    const result = await book.addAddress(values);
    if (result.ok) setNotice({ tone: "success", text: result.message });
    else if (!Object.keys(result.fields).length) setNotice({ tone: "error", text: result.message });
    return result;
  };

  const deliverHere = async (addressId: string) => {
    if (selectingId) return;
    setSelectingId(addressId);
    setNotice(null);
    const result = await book.selectAddress(addressId);
    setSelectingId(null);
    setNotice({ tone: result.ok ? "success" : "error", text: result.message });
  };

  return (
    <section aria-labelledby="address-heading" className="space-y-5">
      <h2 id="address-heading" className="flex items-center gap-2 text-2xl font-extrabold text-ink">
        <PinIcon className="size-6" />
        Delivery address
      </h2>

      <AddressForm onSave={saveAddress} />

      <div aria-live="polite">
        {notice ? (
          <p
            data-testid="address-notice"
            className={`rounded-lg px-4 py-2 text-sm font-medium ${
              notice.tone === "success" ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"
            }`}
          >
            {notice.text}
          </p>
        ) : null}
      </div>

      <div>
        <h3 className="text-lg font-bold text-ink">Saved addresses</h3>
        {book.status === "loading" && book.addresses.length === 0 ? (
          <p role="status" className="mt-3 text-ink-muted">
            Loading your addresses…
          </p>
        ) : book.status === "failed" && book.addresses.length === 0 ? (
          <div role="alert" className="mt-3 space-y-3 rounded-lg bg-red-50 p-4 text-sm text-red-900">
            <p>{LOAD_ADDRESSES_FAILED}</p>
            <button
              type="button"
              onClick={() => void book.reload()}
              className="min-h-11 rounded-full bg-navy px-5 font-semibold text-white hover:bg-navy-soft"
            >
              Try again
            </button>
          </div>
        ) : book.addresses.length === 0 ? (
          <p
            className="mt-3 rounded-xl border border-dashed border-ink-muted/50 bg-surface p-4 text-ink"
            data-testid="no-addresses"
          >
            No saved addresses found. Please add a new address.
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {book.addresses.map((address) => (
              <li
                key={address._id}
                data-testid="address-card"
                data-selected={address.selected || undefined}
                className={`flex flex-col justify-between gap-3 rounded-xl border-2 bg-white p-4 ${
                  address.selected ? "border-navy bg-brand-soft" : "border-line"
                }`}
              >
                <div className="space-y-1">
                  <p className="break-words whitespace-pre-line text-ink">{address.address}</p>
                  {address.riderNotes ? (
                    <p className="text-sm text-ink-muted">
                      <span className="font-semibold">For the rider:</span> {address.riderNotes}
                    </p>
                  ) : null}
                  <AddressPhoneNote phone={address.phone} />
                  {address.deliverable ? null : (
                    <p
                      className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900"
                      data-testid="address-undeliverable"
                    >
                      {address.postcode
                        ? `Sorry, we don't deliver to ${address.postcode}. Choose another address, or collect your order from us.`
                        : "This address has no postcode: add it again with its postcode to have it delivered."}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  {address.selected ? (
                    <span className="rounded-full bg-navy px-3 py-1 text-sm font-semibold text-white">
                      <span aria-hidden="true">✓ </span>Delivering here
                    </span>
                  ) : (
                    <span />
                  )}
                  <button
                    type="button"
                    // The address is part of the name (which of the cards this is), joined as one
                    // phrase: a visually hidden span after the text was read "Deliver Here : 12…".
                    aria-label={`${selectingId === address._id ? "Selecting…" : "Deliver Here"}: ${address.address}`}
                    aria-pressed={address.selected}
                    aria-disabled={selectingId !== null || !address.deliverable}
                    onClick={() => {
                      if (address.deliverable) void deliverHere(address._id);
                    }}
                    className="inline-flex min-h-11 items-center rounded-full border border-navy px-5 font-semibold text-navy hover:bg-surface aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-pressed:bg-navy aria-pressed:text-white"
                  >
                    {selectingId === address._id ? "Selecting…" : "Deliver Here"}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
