"use client";

import { useRouter } from "next/navigation";
import { useViewer } from "@/components/site/viewer";
import { useDialog } from "@/components/ui/dialog";
import { openNextPageAtTop } from "@/components/ui/next-page-at-top";

type TCheckoutButtonProps = {
  isDisabled: boolean;
  /** Called before leaving, e.g. to close the cart modal. */
  onNavigate?: () => void;
};

const SIGN_IN_PATH = "/auth?next=/checkout";

/** Checkout needs an account: a visitor is told so, then taken to sign in and brought back. */
export function CheckoutButton({ isDisabled, onNavigate }: TCheckoutButtonProps) {
  const router = useRouter();
  const { dialog, show } = useDialog();
  const viewer = useViewer();

  const goToCheckout = async () => {
    if (isDisabled) return;
    // Before the page knows who is browsing, /checkout itself sends a visitor to sign in (proxy.ts).
    if (viewer.status === "loading" || viewer.user) {
      onNavigate?.();
      openNextPageAtTop();
      router.push("/checkout");
      return;
    }
    await show({ title: "Oops...", text: "Please sign in first.", tone: "error", closeLabel: "Sign in" });
    onNavigate?.();
    openNextPageAtTop();
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
