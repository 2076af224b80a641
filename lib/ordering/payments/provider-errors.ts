import { AppError } from "@/lib/platform/errors";

/** A provider that failed or did not answer: the customer is asked to try again (503). */
export function providerUnavailable(err: unknown): AppError {
  return new AppError("SERVICE_UNAVAILABLE", "The payment service is not answering. Please try again.", undefined, {
    cause: err,
  });
}
