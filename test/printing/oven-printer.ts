import type { PrinterInput } from "@/lib/printing";

/** A CloudPRNT printer of every kitchen ticket, as createPrinter takes it: no category filter, one copy. */
export function ovenPrinter(): PrinterInput {
  return { name: "Oven", protocol: "cloudprnt", purposes: ["kitchen"], categoryIds: [], copies: 1, pollSeconds: 5 };
}
