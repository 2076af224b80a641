"use client";

import { useEffect, useId, useState } from "react";
import { callApi } from "@/lib/api/client";
import { listStoreSlots } from "@/lib/api/store/trading/routes";
import type { TSlot } from "@/lib/api/store/trading/contract";
import { slotLabel, type Fulfilment } from "@/lib/shop/shared";

type TSlotPickerProps = {
  fulfilment: Fulfilment;
  /** The basket's address: its zone's minutes decide how soon a delivery's first time can be. */
  addressId: string | null;
  /** The basket's slot (ISO), null for as soon as possible. */
  slot: string | null;
  /**
   * Whether the fulfilment is open now, so that "as soon as possible" can be chosen; null until
   * known. A pause does not close it: the order waits for the pause's end, not for a slot.
   */
  isOpen: boolean | null;
  /** Why not, when it cannot ("Delivery is closed now: it opens today at 17:50."). */
  closedReason: string | null;
  onChoose: (slot: string | null) => Promise<string | null>;
  /** Orders ahead for the first free slot while closed, unless another choice is on its way. */
  onAutoPick: (slot: string) => Promise<string | null>;
};

/** "As soon as possible" or one of the 15-minute slots the shop offers (GET /api/store/slots). */
export function SlotPicker({
  fulfilment,
  addressId,
  slot,
  isOpen,
  closedReason,
  onChoose,
  onAutoPick,
}: TSlotPickerProps) {
  // The slots offered, and whether the fulfilment was open when they were read.
  const [listed, setListed] = useState<{ slots: TSlot[]; isOpen: boolean | null } | null>(null);
  const slots = listed?.slots ?? null;
  const [error, setError] = useState<string | null>(null);
  // The customer pressed "Order ahead" before choosing a time.
  const [wantsAhead, setWantsAhead] = useState(false);
  const isAhead = wantsAhead || slot !== null || isOpen === false;
  const selectId = useId();
  const errorId = useId();
  const name = useId();

  useEffect(() => {
    let current = true;
    void callApi(listStoreSlots, { query: { fulfilment }, init: { cache: "no-store" } }).then(({ body }) => {
      if (current) setListed({ slots: body.success && body.data ? body.data.slots : [], isOpen });
    });
    return () => {
      current = false;
    };
  }, [fulfilment, addressId, slot, isOpen]);

  const choose = async (value: string | null) => {
    setError(await onChoose(value));
  };

  const firstFree = slots?.find((s) => s.available)?.start ?? null;
  // Closed now: order ahead for the first free slot unless the customer picked one, from a list
  // read since it closed (one read while open starts with times that closing took away).
  const isListFresh = listed?.isOpen === isOpen;
  useEffect(() => {
    if (isOpen === false && slot === null && firstFree && isListFresh) void onAutoPick(firstFree).then(setError);
  }, [isOpen, slot, firstFree, isListFresh, onAutoPick]);

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 font-semibold text-ink">When?</legend>
      <label className="flex min-h-11 items-center gap-2.5 text-ink">
        <input
          type="radio"
          name={name}
          className="size-5 accent-navy"
          checked={!isAhead}
          disabled={isOpen === false}
          onChange={() => {
            setWantsAhead(false);
            void choose(null);
          }}
        />
        As soon as possible
      </label>
      {isOpen === false && closedReason ? <p className="ml-7 text-sm text-ink-muted">{closedReason}</p> : null}
      <label className="flex min-h-11 items-center gap-2.5 text-ink">
        <input
          type="radio"
          name={name}
          className="size-5 accent-navy"
          checked={isAhead}
          onChange={() => {
            setWantsAhead(true);
            if (!slot && firstFree) void choose(firstFree);
          }}
        />
        Order ahead for a time
      </label>
      {isAhead ? (
        <div className="ml-7">
          <label htmlFor={selectId} className="mb-1 block text-sm font-semibold text-ink">
            {fulfilment === "delivery" ? "Delivery time" : "Collection time"}
          </label>
          <select
            id={selectId}
            data-testid="slot-select"
            value={slot ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => void choose(e.target.value || null)}
            className="block min-h-11 w-full rounded-lg border border-ink-muted/70 bg-white px-3 py-2.5 text-base text-ink"
          >
            {slot === null ? <option value="">Choose a time</option> : null}
            {slot !== null && !slots?.some((s) => sameInstant(s.start, slot)) ? (
              <option value={slot}>{slotLabel(slot)}</option>
            ) : null}
            {(slots ?? []).map((s) => (
              <option key={s.start} value={matchingValue(s.start, slot)} disabled={!s.available}>
                {slotLabel(s.start)}
                {s.available ? "" : " (full)"}
              </option>
            ))}
          </select>
          {slots && slots.length === 0 ? (
            <p className="mt-1 text-sm text-ink-muted">No times are available this week.</p>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const sameInstant = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime();
/** The option's value: the basket's own string when it is the same instant, so the select shows it. */
const matchingValue = (start: string, slot: string | null) => (slot && sameInstant(start, slot) ? slot : start);
