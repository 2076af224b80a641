import { ClockIcon, ScooterIcon } from "@/components/site/icons";
import { OPENING_HOURS, formatClockTime } from "@/lib/marketing/opening-hours";

/** Delivery information and opening times, side by side from tablets up. */
export function DeliveryInformation() {
  return (
    <>
      <section aria-labelledby="delivery-heading" className="rounded-2xl bg-surface p-6">
        <h2 id="delivery-heading" className="flex items-center gap-2 text-xl font-extrabold text-ink">
          <ScooterIcon className="size-6" />
          Delivery information
        </h2>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-semibold text-ink">Minimum order</dt>
          <dd className="text-ink-muted">12 GBP</dd>
          <dt className="font-semibold text-ink">Estimated delivery time</dt>
          <dd className="text-ink-muted">20 minutes</dd>
          <dt className="font-semibold text-ink">Delivery starts</dt>
          <dd className="text-ink-muted">17:50</dd>
          <dt className="font-semibold text-ink">Collection starts</dt>
          <dd className="text-ink-muted">16:50</dd>
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
          {OPENING_HOURS.map((hours) => (
            <div key={hours.day} className="contents">
              <dt className="font-semibold text-ink">{hours.day}</dt>
              <dd className="text-ink-muted">
                {formatClockTime(hours.opens)}–{formatClockTime(hours.closes)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
