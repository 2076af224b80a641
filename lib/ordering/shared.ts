export { LINES_LIMIT_MESSAGE, MAX_QTY, QTY_LIMIT_MESSAGE } from "./basket/limits";
export {
  ADMIN_STATUSES,
  FINAL_STATUSES,
  ORDER_STATUSES,
  PREP_MINUTES_CHOICES,
  PREP_MINUTES_MAX,
  PREP_MINUTES_MIN,
  STATUS_TEXT,
  nextStatuses,
} from "./kitchen/flow";
export { describeLine, type DescribedLine, type LineFacts } from "./orders/describe-line";
export { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type PaymentMethod } from "./reports/payment-method";
