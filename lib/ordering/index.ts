import "server-only";

export { addLine } from "./basket/add-line";
export { checkoutLimitsProblem } from "./basket/check-limits";
export { REORDER_AGAIN_WINDOW_MS, reorder, type ReorderResult, type ReorderSkipped } from "./basket/reorder";
export { findBasketId } from "./basket/find-basket-id";
export { loadBasket, type PricedBasket } from "./basket/load-basket";
export { mergeVisitorBasket } from "./basket/merge-visitor-basket";
export { type BasketOwner } from "./basket/owner";
export { type PricedLine } from "./basket/pricing";
export { setPromoCode } from "./basket/promo";
export { removeLine } from "./basket/remove-line";
export { listBasketSlots } from "./basket/list-basket-slots";
export { setBasketFulfilment } from "./basket/set-fulfilment";
export { setLineInstruction } from "./basket/set-line-instruction";
export { setLineQty } from "./basket/set-line-qty";
export { completePayment } from "./checkout/complete-payment";
export { createPendingOrder, type PendingOrder } from "./checkout/create-pending-order";
export { type PaymentChoice } from "./checkout/load-checkout";
export { orderPlacedKind } from "./checkout/order-placed";
export { listDeliveries, type Delivery } from "./kitchen/list-deliveries";
export { markDelivered } from "./kitchen/mark-delivered";
export { moveOrder, type MoveOrderInput, type MovedOrder } from "./kitchen/move-order";
export { listAuditTrail } from "./orders/list-audit-trail";
export { listBoardOrders } from "./orders/list-board-orders";
export { listCustomerOrders } from "./orders/list-customer-orders";
export { findLatestOrderId } from "./orders/find-latest-order-id";
export { loadOrderForAdmin, type AdminOrderDetail } from "./orders/load-order-for-admin";
export { loadOrderForCustomer, type CustomerOrderDetail } from "./orders/load-order-for-customer";
export { orderNumber } from "./orders/order-number";
export { orderSelect, paymentStatusOf } from "./orders/present";
export { handleRazorpayWebhook } from "./payments/payment-webhook";
export { clearCashBlock } from "./payments/clear-cash-block";
export { confirmStripeReturn } from "./payments/confirm-stripe-return";
export { countCashNotCollected } from "./payments/count-cash-not-collected";
export { countCashNotCollectedByCustomer } from "./payments/count-cash-not-collected-by-customer";
export { listPaymentMethods } from "./payments/list-payment-methods";
export { markCashPaid, type CashPaid } from "./payments/mark-cash-paid";
export {
  getPaymentProvider,
  isRazorpayOn,
  isStripeOn,
  isTestModeOn,
  providerFor,
  type ProviderName,
} from "./payments/provider";
export { handleStripeWebhook } from "./payments/stripe-webhook";
export { reconcileJob, reconcilePayments } from "./payments/reconcile-payments";
export { isValidPaymentSignature, paymentSignature, webhookSignature } from "./payments/signatures";
export { payInTestMode } from "./payments/test-mode-pay";
export { loadOrderRefunds } from "./refunds/list-refunds";
export { refundJob } from "./refunds/refund-job";
export { requestRefund } from "./refunds/request-refund";
export { loadDashboard, type Dashboard } from "./reports/dashboard";
export { loadDayReport, type DayReport } from "./reports/day-report";
export { loadOrderLines, type OrderLineEntry } from "./reports/order-lines";
export { loadVatReport, type VatReport } from "./reports/vat-report";
export { type LineVat, type OrderVat, type VatRow } from "./vat/order-vat";
