"use client";

import { useShopName } from "@/components/site/shop-name";
import { useRouter } from "next/navigation";
import { useCallback, useRef, useState, type ReactNode } from "react";
import { useBasket } from "@/components/basket/basket-provider";
import { useDialog } from "@/components/ui/dialog";
import { openNextPageAtTop } from "@/components/ui/next-page-at-top";
import {
  createPaymentOrder,
  verifyPayment,
  VERIFY_FAILED,
  type TPaymentChoice,
  type TPaymentOrder,
  type TPaymentProof,
  type TStripeOrder,
} from "./payment-api";
import { openRazorpay } from "./razorpay";
import { TestPaymentWindow } from "./test-payment-window";

// The checkout's payment journey, whichever way the customer pays (decision 030): create the
// order on the server, then pay it (Razorpay's window or the test window here; Stripe's Payment
// Element in stripe-card-payment.tsx; cash needs nothing), then have the server verify it.

type TPhase =
  | { kind: "idle" }
  | { kind: "creating" }
  | { kind: "paying"; order: TPaymentOrder }
  | { kind: "verifying"; order: TPaymentOrder }
  | { kind: "paid" };

export type TCustomer = { name: string; email: string };

export type TPayment = {
  /** Pays with Razorpay, the test window, or places a cash order. */
  pay: (choice: TPaymentChoice) => void;
  /** Creates the order and its PaymentIntent for the card form; null when refused (already shown). */
  createCardPayment: (tip: number) => Promise<TStripeOrder | null>;
  /** The order is placed (paid online, or cash): opens its confirmation page. */
  showPlaced: (orderId: string) => void;
  showError: (title: string, text: string) => void;
  isBusy: boolean;
  elements: ReactNode;
};

export function usePayment(customer: TCustomer): TPayment {
  const shopName = useShopName();
  const router = useRouter();
  const { refresh } = useBasket();
  const { dialog, show } = useDialog();
  const [phase, setPhase] = useState<TPhase>({ kind: "idle" });
  // State changes land a render later; the ref stops a double click starting two payments.
  const inFlightRef = useRef(false);

  const finish = useCallback(() => {
    inFlightRef.current = false;
    setPhase({ kind: "idle" });
  }, []);

  const showPlaced = useCallback(
    (orderId: string) => {
      // Busy until the page changes: the Pay button must not start a second order meanwhile.
      setPhase({ kind: "paid" });
      // A page, not a dialog (issue 25): the number, the lines, how it was paid, the time.
      openNextPageAtTop();
      router.push(`/order-confirmation/${orderId}`);
      // The server emptied the basket with the order: show that everywhere.
      void refresh();
    },
    [refresh, router],
  );

  const showError = useCallback((title: string, text: string) => void show({ title, text, tone: "error" }), [show]);

  const verify = useCallback(
    async (order: TPaymentOrder, proof: TPaymentProof) => {
      setPhase({ kind: "verifying", order });
      const { body } = await verifyPayment(proof);
      if (body.success && body.data) {
        showPlaced(body.data.orderId);
        return;
      }
      finish();
      void show({ title: "Payment not confirmed", text: body.message || VERIFY_FAILED, tone: "error" });
    },
    [finish, show, showPlaced],
  );

  /** create_order, with the refusals said as the checkout always said them. */
  const create = useCallback(
    async (choice: TPaymentChoice) => {
      const { status, body } = await createPaymentOrder(choice);
      if (body.success && body.data) return body.data;
      if (status === 401) {
        void show({
          title: "Unauthorised",
          text: "Your session has ended. Please sign in again.",
          tone: "error",
          actionLabel: "Sign in",
          actionHref: "/auth?next=/checkout",
        });
      } else {
        void show({ title: "We couldn't start the payment", text: body.message, tone: "error" });
      }
      // The basket may be what changed (emptied in another tab, a price update): show it as it is.
      void refresh();
      return null;
    },
    [refresh, show],
  );

  const pay = useCallback(
    async (choice: TPaymentChoice) => {
      if (inFlightRef.current) return;
      inFlightRef.current = true;
      setPhase({ kind: "creating" });
      const order = await create(choice);
      if (!order) return finish();
      if (order.provider === "cash") return showPlaced(order.orderId);
      if (order.provider === "stripe") return finish();
      setPhase({ kind: "paying", order });
      if (order.testMode) return;
      try {
        await openRazorpay({
          order,
          customer,
          shopName,
          onPaid: (proof) => void verify(order, proof),
          onFailed: () => {
            // Razorpay shows the reason in its own window and offers another try there.
          },
          onDismiss: finish,
        });
      } catch (err) {
        finish();
        void show({
          title: "We couldn't open the payment window",
          text: `${err instanceof Error ? err.message : "Please try again."} Check your connection and try again.`,
          tone: "error",
        });
      }
    },
    [create, customer, finish, shopName, show, showPlaced, verify],
  );

  const createCardPayment = useCallback(
    async (tip: number) => {
      const order = await create({ method: "card", tip });
      return order?.provider === "stripe" ? order : null;
    },
    [create],
  );

  const testOrder =
    (phase.kind === "paying" || phase.kind === "verifying") && phase.order.testMode ? phase.order : null;

  const elements = (
    <>
      {testOrder ? (
        <TestPaymentWindow
          order={testOrder}
          isVerifying={phase.kind === "verifying"}
          onPaid={(proof) => void verify(testOrder, proof)}
          onClose={() => {
            // Closing while the server checks a payment must not hide its outcome.
            if (phase.kind !== "verifying") finish();
          }}
        />
      ) : null}
      {dialog}
    </>
  );

  return {
    pay: (choice) => void pay(choice),
    createCardPayment,
    showPlaced,
    showError,
    isBusy: phase.kind !== "idle",
    elements,
  };
}
