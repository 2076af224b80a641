"use client";

import { useEffect, useRef, useState } from "react";
import { useBasket } from "@/components/basket/basket-provider";
import { StoreNotice } from "@/components/trading/store-notice";
import { AddressBook } from "./address-book";
import { ContactForm, type TContact } from "./contact-form";
import { FulfilmentChoice } from "./fulfilment-choice";
import { OrderSummary } from "./order-summary";
import { PaymentStep } from "./payment-step";
import { useAddresses } from "./use-addresses";
import type { TCustomer } from "./use-payment";

/** /checkout for a signed-in customer: delivery address on one side, the order and Pay Now on the other. */
export function CheckoutView({
  customer,
  contact,
  shopAddress,
}: {
  customer: TCustomer;
  contact: TContact | null;
  shopAddress: string;
}) {
  const book = useAddresses();
  const [hasContact, setHasContact] = useState(contact !== null);
  const { basket, refresh } = useBasket();
  // A basket loaded on an earlier page may be out of date: prices are read afresh here.
  const hadBasketRef = useRef(basket !== null);
  useEffect(() => {
    if (hadBasketRef.current) void refresh();
  }, [refresh]);
  // The fee and minimum are the chosen address's zone's: price the basket again when it changes.
  const selectedId = book.selectedAddress?._id ?? null;
  const previousSelectedRef = useRef(selectedId);
  useEffect(() => {
    if (previousSelectedRef.current === selectedId) return;
    previousSelectedRef.current = selectedId;
    void refresh();
  }, [selectedId, refresh]);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_28rem]">
      <div className="space-y-8">
        <StoreNotice />
        <ContactForm initial={contact} onSaved={() => setHasContact(true)} />
        <FulfilmentChoice shopAddress={shopAddress} />
        {/* Collection needs no address (issue 12). */}
        {basket?.fulfilment === "collection" ? null : <AddressBook book={book} />}
      </div>
      <section
        aria-labelledby="summary-heading"
        className="h-fit overflow-hidden rounded-2xl border border-line bg-white shadow-sm lg:sticky lg:top-4"
      >
        <h2 id="summary-heading" className="bg-navy px-5 py-4 text-xl font-extrabold text-white">
          Your order
        </h2>
        <div className="space-y-5 p-5">
          <OrderSummary />
          <PaymentStep
            customer={customer}
            hasAddress={basket?.fulfilment === "collection" || book.selectedAddress !== null}
            hasContact={hasContact}
          />
        </div>
      </section>
    </div>
  );
}
