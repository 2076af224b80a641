import { ScooterIcon, StoreIcon } from "@/components/site/icons";
import { FulfilmentStatusText } from "@/components/trading/open-status";

export function DeliveryTimes() {
  return (
    <ul className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-line bg-line text-center">
      <li className="flex flex-col items-center gap-1 bg-white px-3 py-4">
        <ScooterIcon className="size-7 text-ink" />
        <span className="text-sm font-semibold text-ink">Delivery</span>{" "}
        <span className="text-sm text-ink-muted">
          <FulfilmentStatusText fulfilment="delivery" />
        </span>
      </li>
      <li className="flex flex-col items-center gap-1 bg-white px-3 py-4">
        <StoreIcon className="size-7 text-ink" />
        <span className="text-sm font-semibold text-ink">Collection</span>{" "}
        <span className="text-sm text-ink-muted">
          <FulfilmentStatusText fulfilment="collection" />
        </span>
      </li>
    </ul>
  );
}
