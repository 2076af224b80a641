import { BasketIcon } from "@/components/site/icons";
import { DeliveryTimes } from "./delivery-times";

export function BasketPanel() {
  return (
    <aside
      id="basket"
      aria-labelledby="basket-heading"
      data-testid="basket-panel"
      className="scroll-mt-4 overflow-hidden rounded-2xl border border-line bg-white shadow-sm lg:sticky lg:top-4"
    >
      <h2 id="basket-heading" className="flex items-center gap-3 bg-navy px-5 py-4 text-xl font-extrabold text-white">
        <BasketIcon className="size-6 text-brand" />
        Your Basket
      </h2>
      <div className="space-y-5 p-5">
        <p className="text-ink-muted">Your basket is empty. Choose a size and price on any item to add it.</p>
        <DeliveryTimes />
      </div>
    </aside>
  );
}
