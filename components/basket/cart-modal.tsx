"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { Modal } from "@/components/ui/modal";
import { BasketContents } from "./basket-contents";
import { useBasket } from "./basket-provider";
import { describeItemCount, formatMajor } from "./format";

type TCartModalProps = {
  onClose: () => void;
};

/** The basket in a modal, opened from the mobile top bar. Render it only while open. */
export function CartModal({ onClose }: TCartModalProps) {
  const { basket } = useBasket();
  const summary = basket
    ? `${describeItemCount(basket.itemCount)}, ${formatMajor(basket.total, basket.currency)}`
    : undefined;

  return (
    <Modal
      title="Your Basket"
      description={summary}
      onClose={onClose}
      testId="cart-modal"
      footer={
        <IntentLink
          href="/order#basket"
          onClick={onClose}
          className="inline-flex min-h-11 w-full items-center justify-center rounded-full border border-navy/30 px-6 font-semibold text-navy hover:bg-surface"
        >
          Browse the menu
        </IntentLink>
      }
    >
      <BasketContents onNavigate={onClose} />
    </Modal>
  );
}
