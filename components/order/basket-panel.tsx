import { BasketContents } from "@/components/basket/basket-contents";
import { BasketIcon } from "@/components/site/icons";
import { ReorderNotice } from "@/components/reorder/reorder-notice";
import { DeliveryTimes } from "./delivery-times";

/** The order page's basket. */
export function BasketPanel() {
  return (
    <aside
      id="basket"
      aria-labelledby="basket-heading"
      data-testid="basket-panel"
      className="scroll-mt-4 overflow-hidden rounded-2xl border border-line bg-white shadow-sm lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto"
    >
      <h2 id="basket-heading" className="flex items-center gap-3 bg-navy px-5 py-4 text-xl font-extrabold text-white">
        <BasketIcon className="size-6 text-brand" />
        Your Basket
      </h2>
      <div className="space-y-5 p-5">
        <ReorderNotice />
        <BasketContents />
        <DeliveryTimes />
      </div>
    </aside>
  );
}
