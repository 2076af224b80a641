"use client";

import { useRouter } from "next/navigation";
import { useCallback, useRef, useState, type ReactNode } from "react";
import { useBasket } from "@/components/basket/basket-provider";
import { useDialog } from "@/components/ui/dialog";
import {
  createPaymentOrder,
  verifyPayment,
  VERIFY_FAILED,
  type TPaymentOrder,
  type TPaymentProof,
} from "./payment-api";
import { openRazorpay } from "./razorpay";
import { TestPaymentWindow } from "./test-payment-window";

// Pay Now's journey: create the payment order on the server, open the payment window (Razorpay,
// or the test window), then have the server verify what the window hands back.

type TPhase =
  | { kind: "idle" }
  | { kind: "creating" }
  | { kind: "paying"; order: TPaymentOrder }
  | { kind: "verifying"; order: TPaymentOrder }
  | { kind: "paid" };

export type TCustomer = { name: string; email: string };

export function usePayment(customer: TCustomer): { pay: () => void; isBusy: boolean; elements: ReactNode } {
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

  const verify = useCallback(
    async (order: TPaymentOrder, proof: TPaymentProof) => {
      setPhase({ kind: "verifying", order });
      const { body } = await verifyPayment(proof);
      if (body.success) {
        setPhase({ kind: "paid" });
        // The server emptied the basket with the payment: show that everywhere.
        void refresh();
        await show({
          title: "Payment verification successful.",
          text: "Thank you! Your order has been placed. You can follow it as the kitchen takes it.",
          tone: "success",
          closeLabel: "Track my order",
        });
        router.push(body.data ? `/order-detail/${body.data.orderId}` : "/profile");
        return;
      }
      finish();
      void show({ title: "Payment not confirmed", text: body.message || VERIFY_FAILED, tone: "error" });
    },
    [finish, refresh, router, show],
  );

  const pay = useCallback(async () => {
    if (inFlightRef.current) return;
    inFlightRef.current = true;
    setPhase({ kind: "creating" });
    const { status, body } = await createPaymentOrder();
    const order = body.data;
    if (!body.success || !order) {
      finish();
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
      return;
    }
    setPhase({ kind: "paying", order });
    if (order.testMode) return;
    try {
      await openRazorpay({
        order,
        customer,
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
  }, [customer, finish, refresh, show, verify]);

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

  return { pay: () => void pay(), isBusy: phase.kind !== "idle", elements };
}
