import { Fragment } from "react";
import { ClockIcon, ScooterIcon } from "@/components/site/icons";
import { PromiseMinutes } from "@/components/trading/delivery-promise";
import { loadMinimumOrderText } from "@/components/trading/minimum-order";
import { FulfilmentStatusText } from "@/components/trading/open-status";
import { loadStoreRules } from "@/lib/shop";
import { WEEKDAYS, type TSpan } from "@/lib/shop/shared";

const spansText = (spans: readonly TSpan[]) =>
  spans.length ? spans.map((s) => `${s.opens}–${s.closes}`).join(", ") : "Closed";

/** Delivery information and opening times (from the trading rules), side by side from tablets up. */
export async function DeliveryInformation() {
  const [{ timetable }, minimum] = await Promise.all([loadStoreRules(), loadMinimumOrderText()]);
  return (
    <>
      <section aria-labelledby="delivery-heading" className="rounded-2xl bg-surface p-6">
        <h2 id="delivery-heading" className="flex items-center gap-2 text-xl font-extrabold text-ink">
          <ScooterIcon className="size-6" />
          Delivery information
        </h2>
        {/* On a phone each value goes under its name: beside "Estimated delivery time" the values
            had a third of the width and wrapped to five lines. */}
        <dl className="mt-4 grid gap-x-6 sm:grid-cols-[auto_1fr] sm:gap-y-2">
          <dt className="font-semibold text-ink">Minimum order</dt>
          <dd className="mb-2 text-ink-muted sm:mb-0">{minimum ?? "We are not delivering at the moment"}</dd>
          <dt className="font-semibold text-ink">Estimated delivery time</dt>
          <dd className="mb-2 text-ink-muted sm:mb-0">
            <PromiseMinutes fulfilment="delivery" />
          </dd>
          <dt className="font-semibold text-ink">Ready to collect in</dt>
          <dd className="mb-2 text-ink-muted sm:mb-0">
            <PromiseMinutes fulfilment="collection" />
          </dd>
          <dt className="font-semibold text-ink">Delivery</dt>
          <dd className="mb-2 text-ink-muted sm:mb-0">
            <FulfilmentStatusText fulfilment="delivery" />
          </dd>
          <dt className="font-semibold text-ink">Collection</dt>
          <dd className="mb-2 text-ink-muted sm:mb-0">
            <FulfilmentStatusText fulfilment="collection" />
          </dd>
        </dl>
        <p className="mt-4 text-sm text-ink-muted">
          Check whether we deliver to you with your postcode on our home page.
        </p>
      </section>

      <section aria-labelledby="hours-heading" className="rounded-2xl bg-surface p-6">
        <h2 id="hours-heading" className="flex items-center gap-2 text-xl font-extrabold text-ink">
          <ClockIcon className="size-6" />
          Opening times
        </h2>
        <dl data-testid="opening-times" className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          {/* No wrapper per day and no <br>: fourteen elements fewer on a page kept under 1,200 (decision 045). */}
          {WEEKDAYS.map((day, i) => (
            <Fragment key={day}>
              <dt className="font-semibold text-ink">{day}</dt>
              <dd className="whitespace-pre-line text-ink-muted">
                {`Collection ${spansText(timetable.collection[i] ?? [])}\nDelivery ${spansText(timetable.delivery[i] ?? [])}`}
              </dd>
            </Fragment>
          ))}
        </dl>
      </section>
    </>
  );
}
