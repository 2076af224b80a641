export { LINES_LIMIT_MESSAGE, MAX_QTY, QTY_LIMIT_MESSAGE } from "./basket/limits";
export {
  ADMIN_STATUSES,
  CUSTOMER_STATUS_TEXT,
  FINAL_STATUSES,
  ORDER_STATUSES,
  PREP_MINUTES_CHOICES,
  PREP_MINUTES_MAX,
  PREP_MINUTES_MIN,
  STATUS_TEXT,
  nextStatuses,
} from "./kitchen/flow";
export { describeLine, type DescribedLine, type LineFacts } from "./orders/describe-line";
export {
  CASH_NOT_COLLECTED_LIMIT,
  MAX_TIP_PENCE,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  TIP_PERCENTS,
  cashDuePence,
  cashLabel,
  decidePaymentMethods,
  providerLabel,
  tipForPercent,
  type PaymentMethodName,
  type PaymentMethodOption,
} from "./payments/payment-methods";
export {
  cashDueText,
  cashMoment,
  howPaidText,
  paidByText,
  paymentLabel,
  paymentRowLabel,
  type PaymentLabel,
} from "./orders/payment-label";
export {
  REPORT_PAYMENT_METHODS,
  REPORT_PAYMENT_METHOD_LABELS,
  type ReportPaymentMethod,
} from "./reports/payment-method";
