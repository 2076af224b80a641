/** What verify_order answers for a payment that cannot be confirmed (the spec's words). */
export const VERIFY_FAILED_MESSAGE = "Payment verification failed, please try again.";
