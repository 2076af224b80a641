"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { PinIcon } from "@/components/site/icons";
import { LOAD_ADDRESSES_FAILED, type TAddressBook } from "./use-addresses";

const BLANK_ADDRESS = "Please fill the address first";
const MAX_ADDRESS_LENGTH = 300;

type TNotice = { tone: "success" | "error"; text: string } | null;

/** Adding a delivery address and choosing one of the saved ones. */
export function AddressBook({ book }: { book: TAddressBook }) {
  const [text, setText] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [selectingId, setSelectingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<TNotice>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const textareaId = useId();
  const hintId = useId();
  const errorId = useId();

  const saveAddress = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    if (!text.trim()) {
      setFormError(BLANK_ADDRESS);
      textareaRef.current?.focus();
      return;
    }
    setIsSaving(true);
    setNotice(null);
    const result = await book.addAddress(text.trim());
    setIsSaving(false);
    if (!result.ok) {
      setFormError(result.message);
      textareaRef.current?.focus();
      return;
    }
    setText("");
    setNotice({ tone: "success", text: result.message });
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

      <form
        onSubmit={(event) => void saveAddress(event)}
        noValidate
        className="space-y-2 rounded-2xl border border-line bg-white p-5"
      >
        <label htmlFor={textareaId} className="block font-semibold text-ink">
          Add a new address
        </label>
        <p id={hintId} className="text-sm text-ink-muted">
          House number and street, town and postcode.
        </p>
        <textarea
          ref={textareaRef}
          id={textareaId}
          name="address"
          rows={3}
          maxLength={MAX_ADDRESS_LENGTH}
          value={text}
          autoComplete="street-address"
          onChange={(event) => {
            setText(event.target.value);
            setFormError(null);
          }}
          aria-invalid={formError ? true : undefined}
          aria-describedby={formError ? `${hintId} ${errorId}` : hintId}
          className="block w-full resize-y rounded-xl border border-ink-muted/60 bg-white p-3 text-base text-ink focus:border-navy aria-invalid:border-red-700"
        />
        {formError ? (
          <p id={errorId} className="text-sm font-medium text-red-800" data-testid="address-error">
            {formError}
          </p>
        ) : null}
        <button
          type="submit"
          aria-disabled={isSaving}
          className="inline-flex min-h-11 items-center rounded-full bg-navy px-6 font-semibold text-white hover:bg-navy-soft aria-disabled:opacity-70"
        >
          {isSaving ? "Saving…" : "Save address"}
        </button>
      </form>

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
                <p className="break-words whitespace-pre-line text-ink">{address.address}</p>
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
                    aria-pressed={address.selected}
                    aria-disabled={selectingId !== null}
                    onClick={() => void deliverHere(address._id)}
                    className="inline-flex min-h-11 items-center rounded-full border border-navy px-5 font-semibold text-navy hover:bg-surface aria-pressed:bg-navy aria-pressed:text-white"
                  >
                    {selectingId === address._id ? "Selecting…" : "Deliver Here"}
                    <span className="sr-only">: {address.address}</span>
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
