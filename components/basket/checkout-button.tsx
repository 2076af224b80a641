"use client";

import { useRouter } from "next/navigation";
import { useDialog } from "@/components/ui/dialog";

type TCheckoutButtonProps = {
  signedIn: boolean;
  isDisabled: boolean;
  /** Called before leaving, e.g. to close the cart modal. */
  onNavigate?: () => void;
};

const SIGN_IN_PATH = "/auth?next=/checkout";

/** Checkout needs an account: a visitor is told so, then taken to sign in and brought back. */
export function CheckoutButton({ signedIn, isDisabled, onNavigate }: TCheckoutButtonProps) {
  const router = useRouter();
  const { dialog, show } = useDialog();

  const goToCheckout = async () => {
    if (isDisabled) return;
    if (signedIn) {
      onNavigate?.();
      router.push("/checkout");
      return;
    }
    await show({ title: "Oops...", text: "Please sign in first.", tone: "error", closeLabel: "Sign in" });
    onNavigate?.();
    router.push(SIGN_IN_PATH);
  };

  return (
    <>
      <button
        type="button"
        disabled={isDisabled}
        onClick={() => void goToCheckout()}
        data-testid="checkout-button"
        className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-6 py-3 text-lg font-bold text-navy hover:bg-brand-strong disabled:cursor-not-allowed disabled:bg-surface disabled:text-ink-muted"
      >
        Checkout
      </button>
      {dialog}
    </>
  );
}
