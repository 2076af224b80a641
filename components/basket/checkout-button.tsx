"use client";

import { useRouter } from "next/navigation";
import { useViewer } from "@/components/site/viewer";
import { useDialog } from "@/components/ui/dialog";

type TCheckoutButtonProps = {
  isDisabled: boolean;
  /** Called before leaving, e.g. to close the cart modal. */
  onNavigate?: () => void;
};

const SIGN_IN_PATH = "/auth?next=/checkout";

/**
 * Leaves for the next page at its top. The navigation keeps this page's scroll, and on a phone the
 * basket is far down /order: /checkout opened 109 px down and the sign-in page 286 px, their
 * headers out of view (as signing in and logging out did, issue 25).
 */
function scrollToTop() {
  window.scrollTo({ top: 0, behavior: "instant" });
}

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
      scrollToTop();
      router.push("/checkout");
      return;
    }
    await show({ title: "Oops...", text: "Please sign in first.", tone: "error", closeLabel: "Sign in" });
    onNavigate?.();
    scrollToTop();
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
